import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readCountingConfig } from './config';
import { CountingModule } from './counting.module';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readCountingConfig();
  configureLogging('counting', config.LOG_LEVEL);
  await startServiceApp(CountingModule.forRoot(config), listenOf(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
