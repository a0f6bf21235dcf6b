import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const ingestConfigSchema = dataServiceConfigSchema.extend({
  /** the port devices call: only the device API (and health) answers there */
  PORT: z.coerce.number().int().default(3104),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9404),
  /** the port the BFF calls for the users' device routes (enrolment codes, revocation) */
  INTERNAL_PORT: z.coerce.number().int().default(3114),
  /** a sheet may carry 5000 logs (about 0.5 MB of JSON) */
  BODY_LIMIT: z.string().default('4mb'),
  /** the address devices reach ingest at, put into the enrolment link of the QR dialog */
  INGEST_PUBLIC_URL: z.url().optional(),
  /** how long an enrolment code stays valid */
  ENROL_CODE_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
});
export type IngestConfig = z.infer<typeof ingestConfigSchema>;

/** Where devices reach ingest: INGEST_PUBLIC_URL, or this process's own port on loopback. */
export const ingestPublicUrl = (config: IngestConfig): string =>
  (config.INGEST_PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/+$/, '');

export const INGEST_CONFIG = Symbol('INGEST_CONFIG');

export const readIngestConfig = (): IngestConfig => loadConfig(ingestConfigSchema);
