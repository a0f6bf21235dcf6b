import { configureLogging, startHttpApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readDevicesConfig } from './config';
import { DevicesModule } from './devices.module';

async function main(): Promise<void> {
  const config = readDevicesConfig();
  configureLogging('devices', config.LOG_LEVEL);
  await startHttpApp(DevicesModule.forRoot(config), { port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
