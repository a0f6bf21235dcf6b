import { dataServiceConfigSchema, loadConfig } from '@timber/nest-kit';
import { z } from 'zod';

export const inventoryConfigSchema = dataServiceConfigSchema.extend({
  PORT: z.coerce.number().int().default(3102),
});
export type InventoryConfig = z.infer<typeof inventoryConfigSchema>;

export const readInventoryConfig = (): InventoryConfig => loadConfig(inventoryConfigSchema);
