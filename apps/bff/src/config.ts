import { loadConfig, serviceConfigSchema } from '@timber/nest-kit';
import { z } from 'zod';

export const bffConfigSchema = serviceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3000),
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
});
export type BffConfig = z.infer<typeof bffConfigSchema>;

export const BFF_CONFIG = Symbol('BFF_CONFIG');

export const readBffConfig = (): BffConfig => loadConfig(bffConfigSchema);
