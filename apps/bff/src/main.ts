import { configureLogging, createHttpApp, listenMetrics, loggerFor } from '@timber/nest-kit';
import 'reflect-metadata';
import { BffModule } from './bff.module';
import { readBffConfig } from './config';

async function main(): Promise<void> {
  const config = readBffConfig();
  configureLogging('bff', config.LOG_LEVEL);
  const app = await createHttpApp(BffModule.forRoot(config), 'api');
  await app.listen(config.PORT, config.HOST);
  loggerFor('http').info({ port: config.PORT }, 'listening');
  // on a port of its own, never under /api
  await listenMetrics(app, config.METRICS_PORT, config.HOST);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
