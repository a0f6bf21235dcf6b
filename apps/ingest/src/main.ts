import { configureLogging, listenOf, startServiceApp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readIngestConfig } from './config';
import { IngestModule } from './ingest.module';

/** The service as a hybrid app: its HTTP API and its event consumers (see startServiceApp). */
async function main(): Promise<void> {
  const config = readIngestConfig();
  configureLogging('ingest', config.LOG_LEVEL);
  await startServiceApp(IngestModule.forRoot(config), {
    ...listenOf(config),
    internalPort: config.INTERNAL_PORT,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
