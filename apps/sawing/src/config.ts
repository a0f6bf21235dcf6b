import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const sawingConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3109),
});
export type SawingConfig = z.infer<typeof sawingConfigSchema>;

export const SAWING_CONFIG = Symbol('SAWING_CONFIG');

export const readSawingConfig = (): SawingConfig => loadConfig(sawingConfigSchema);
