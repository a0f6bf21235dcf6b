import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readSawingConfig } from './config';
import { SawingModule } from './sawing.module';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readSawingConfig();
  configureLogging('sawing', config.LOG_LEVEL);
  await startServiceApp(SawingModule.forRoot(config), listenOf(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
