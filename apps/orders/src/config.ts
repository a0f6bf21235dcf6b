import { EXPORT_MAX_ROWS } from '@timber/contracts';
import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const ordersConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3107),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9407),
  /** the most rows one list workbook holds (orders, or their diameter classes) */
  EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(EXPORT_MAX_ROWS),
  /**
   * Signs the share links of the public order page (HMAC-SHA256): whoever holds it can make a link
   * to any tenant's orders, so it comes from a secret, at least 32 characters, and has no default.
   * Changing it invalidates every link made before.
   */
  SHARE_TOKEN_SECRET: z.string().min(32, { error: 'SHARE_TOKEN_SECRET needs at least 32 characters' }),
});
export type OrdersConfig = z.infer<typeof ordersConfigSchema>;

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');

export const readOrdersConfig = (): OrdersConfig => loadConfig(ordersConfigSchema);
