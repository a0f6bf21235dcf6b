import { EXPORT_MAX_ROWS } from '@timber/contracts';
import { DEFAULT_CHROMIUM_PATH } from '@timber/exports';
import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const inventoryConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3102),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9402),
  /** the most rows one list workbook holds (stock rows, or logs read for a diameter sheet) */
  EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(EXPORT_MAX_ROWS),
  /** the Chromium that prints sheets to PDF (Debian's by default; scripts/lib.sh installs it) */
  CHROMIUM_PATH: z.string().min(1).default(DEFAULT_CHROMIUM_PATH),
  /** how often the stock-age rules are evaluated against the stock (ms; 0 never, rules still fire as saved) */
  STOCK_AGE_SCAN_MS: z.coerce.number().int().min(0).default(600_000),
});
export type InventoryConfig = z.infer<typeof inventoryConfigSchema>;

export const readInventoryConfig = (): InventoryConfig => loadConfig(inventoryConfigSchema);
