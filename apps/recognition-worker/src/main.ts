import { configureLogging, loggerFor } from '@timber/nest-kit';
import { serveMetrics } from '@timber/telemetry';
import { readWorkerConfig } from './config';
import { startHealthServer } from './health';
import { type RunningWorker, startRecognitionWorker } from './recognition-worker';

/** The recognition worker process; SIGTERM or Ctrl-C let the running jobs finish, then exit. */
async function main(): Promise<void> {
  const config = readWorkerConfig();
  configureLogging('recognition-worker', config.LOG_LEVEL);
  const log = loggerFor('recognition-worker');
  // up before the detector and the connections: live at once, ready once the worker runs
  const started: { worker?: RunningWorker } = {};
  const health = await startHealthServer({
    host: config.HOST,
    port: config.HEALTH_PORT,
    readiness: () => started.worker?.readiness,
  });
  log.info({ host: config.HOST, port: health.port }, 'health server listening');
  const metrics = await serveMetrics(config.METRICS_PORT, config.HOST, (error) => {
    log.error({ err: error }, 'collecting metrics failed');
  });
  if (metrics) {
    log.info({ port: metrics.port }, 'listening (metrics)');
  }
  const worker = await startRecognitionWorker(config);
  started.worker = worker;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    log.info({ signal }, 'stopping');
    // /ready turns down while the running jobs finish; the metrics and health servers go last
    worker
      .close()
      .then(() => metrics?.close())
      .then(() => health.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
