import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readOrdersConfig } from './config';
import { OrdersModule } from './orders.module';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readOrdersConfig();
  configureLogging('orders', config.LOG_LEVEL);
  await startServiceApp(OrdersModule.forRoot(config), listenOf(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
