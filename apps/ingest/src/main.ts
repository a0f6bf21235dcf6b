import { configureLogging, startHttpApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readIngestConfig } from './config';
import { IngestModule } from './ingest.module';

async function main(): Promise<void> {
  const config = readIngestConfig();
  configureLogging('ingest', config.LOG_LEVEL);
  await startHttpApp(IngestModule.forRoot(config), {
    port: config.PORT,
    internalPort: config.INTERNAL_PORT,
    host: config.HOST,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
