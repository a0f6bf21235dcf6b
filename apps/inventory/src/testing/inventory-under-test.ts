import { urlFor } from '@timber/db';
import { configureLogging } from '@timber/nest-kit';
import { type ServiceUnderTest, startServiceUnderTest, TEST_REDIS_URL, testDatabase } from '@timber/testing';
import { randomBytes } from 'node:crypto';
import { inventoryConfigSchema } from '../config';
import { InventoryModule } from '../inventory.module';

export interface InventoryUnderTest {
  inventory: ServiceUnderTest;
  /** the cloned database's administrator URL (to look at rows the API does not show) */
  adminUrl: string;
  /** closes the service and drops its database */
  stop(): Promise<void>;
}

/**
 * Inventory in the test's process on its own cloned database (real PostgreSQL with row-level
 * security) and stream prefix, as its main.ts starts it, for a test that drives its HTTP API with
 * the BFF's tokens (`inventory.clientFor(tenant, screens)`), signed in as `username`.
 */
export async function startInventoryUnderTest(
  label: string,
  username = 'clerk',
): Promise<InventoryUnderTest> {
  configureLogging(`${label}-test`, 'warn');
  const database = await testDatabase(label);
  const config = inventoryConfigSchema.parse({
    DATABASE_URL: urlFor(database.adminUrl, 'inventory_svc'),
    RELAY_DATABASE_URL: urlFor(database.adminUrl, 'inventory_relay'),
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    EVENT_STREAM_PREFIX: `t${label.replace(/[^a-z]/gi, '')}${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'warn',
  });
  const inventory = await startServiceUnderTest(InventoryModule.forRoot(config), config, username);
  return {
    inventory,
    adminUrl: database.adminUrl,
    async stop() {
      await inventory.close();
      await database.drop();
    },
  };
}
