import { configureLogging, startHttpApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readInventoryConfig } from './config';
import { InventoryModule } from './inventory.module';

async function main(): Promise<void> {
  const config = readInventoryConfig();
  configureLogging('inventory', config.LOG_LEVEL);
  await startHttpApp(InventoryModule.forRoot(config), { port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
