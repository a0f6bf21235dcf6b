import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readInventoryConfig } from './config';
import { InventoryModule } from './inventory.module';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readInventoryConfig();
  configureLogging('inventory', config.LOG_LEVEL);
  await startServiceApp(InventoryModule.forRoot(config), listenOf(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
