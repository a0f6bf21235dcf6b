import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readDevicesConfig } from './config';
import { DevicesModule } from './devices.module';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readDevicesConfig();
  configureLogging('devices', config.LOG_LEVEL);
  await startServiceApp(DevicesModule.forRoot(config), listenOf(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
