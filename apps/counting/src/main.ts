import { configureLogging, startHttpApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readCountingConfig } from './config';
import { CountingModule } from './counting.module';

async function main(): Promise<void> {
  const config = readCountingConfig();
  configureLogging('counting', config.LOG_LEVEL);
  await startHttpApp(CountingModule.forRoot(config), { port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
