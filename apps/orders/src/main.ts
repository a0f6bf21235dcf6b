import { configureLogging, startHttpApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readOrdersConfig } from './config';
import { OrdersModule } from './orders.module';

async function main(): Promise<void> {
  const config = readOrdersConfig();
  configureLogging('orders', config.LOG_LEVEL);
  await startHttpApp(OrdersModule.forRoot(config), { port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
