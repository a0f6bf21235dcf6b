import { dataServiceConfigSchema, loadConfig, streamLimitsConfigShape } from '@timber/nest-kit';
import { z } from 'zod';

export const sawingConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3109),
  /** the internal port of this process's metrics (GET /metrics; 0: none; see listenMetrics) */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9409),
  /**
   * The secret the floor pages' links are signed with (the board's, each bench's, the H5 page's
   * sessions): the share links' secret, under purposes of their own (libs/auth purpose-token), so
   * a token signed for one never opens another. Changing it invalidates every link made before.
   */
  SHARE_TOKEN_SECRET: z.string().min(32, { error: 'SHARE_TOKEN_SECRET needs at least 32 characters' }),
  /** the live board's event streams open at once, per board link and per client address (429 beyond) */
  ...streamLimitsConfigShape,
});
export type SawingConfig = z.infer<typeof sawingConfigSchema>;

export const SAWING_CONFIG = Symbol('SAWING_CONFIG');

export const readSawingConfig = (): SawingConfig => loadConfig(sawingConfigSchema);
