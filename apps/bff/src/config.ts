import { loadConfig, serviceConfigSchema, streamLimitsConfigShape } from '@timber/nest-kit';
import { z } from 'zod';

export const bffConfigSchema = serviceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3000),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9400),
  IDENTITY_URL: z.url().default('http://127.0.0.1:3101'),
  INVENTORY_URL: z.url().default('http://127.0.0.1:3102'),
  DEVICES_URL: z.url().default('http://127.0.0.1:3103'),
  INGEST_URL: z.url().default('http://127.0.0.1:3104'),
  COUNTING_URL: z.url().default('http://127.0.0.1:3105'),
  ORDERS_URL: z.url().default('http://127.0.0.1:3107'),
  SAWING_URL: z.url().default('http://127.0.0.1:3109'),
  BILLING_URL: z.url().default('http://127.0.0.1:3108'),
  /** spec §7: requests time out after 5000 ms (confirming a sheet: 60 s, set per route) */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** event streams passed through at once (the live board's), per link (the stream's address) and per client address */
  ...streamLimitsConfigShape,
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * The OpenAPI document (/api/docs) and its browsable page (/api/docs/ui): `public`, `login` (a
   * valid back-office session: the bearer token, or the web app's token cookie) or `off` (not
   * served: answered as any unknown path). Unset: `off` with NODE_ENV=production, else `public`.
   * A production process refuses `public`.
   */
  API_DOCS: z.enum(['off', 'login', 'public']).optional(),
});
export type BffConfig = z.infer<typeof bffConfigSchema>;

/** Who may read the API's documentation. */
export type ApiDocsAccess = 'off' | 'login' | 'public';

/** API_DOCS as it applies: unset, off in production and public elsewhere. */
export const apiDocsAccess = (config: Pick<BffConfig, 'NODE_ENV' | 'API_DOCS'>): ApiDocsAccess =>
  config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'off' : 'public');

export const BFF_CONFIG = Symbol('BFF_CONFIG');

/** The BFF's configuration; a production process with public API docs refuses to start, naming the setting. */
export function readBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const config = loadConfig(bffConfigSchema, env);
  if (config.NODE_ENV === 'production' && config.API_DOCS === 'public') {
    throw new Error(
      'invalid configuration:\n  API_DOCS: a production process (NODE_ENV=production) serves the API docs to logged-in users only: set API_DOCS=login, or off',
    );
  }
  return config;
}
