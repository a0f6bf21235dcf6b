import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { BillingModule } from './billing.module';
import { readBillingConfig } from './config';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readBillingConfig();
  configureLogging('billing', config.LOG_LEVEL);
  await startServiceApp(BillingModule.forRoot(config), listenOf(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
