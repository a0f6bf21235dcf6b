'use strict';
// Starts OpenTelemetry tracing in a backend process when the OTEL_* variables configure it, before
// the application loads the modules the instrumentations patch (http, pg, ioredis, kafkajs). Every
// process runs it right after the TypeScript loader:
//
//   node -r ./tools/runtime/ts-register.cjs -r ./tools/runtime/tracing.cjs apps/inventory/src/main.ts
//
// Off unless configured (libs/telemetry/src/tracing-config.ts): then it loads only that small file
// and never the SDK. On, it flushes the buffered spans on SIGTERM, beside the application's own
// graceful stop.

const path = require('node:path');

const LIBRARY = path.join(__dirname, '..', '..', 'libs', 'telemetry', 'src');
const { tracingSettings } = require(path.join(LIBRARY, 'tracing-config.ts'));

const settings = tracingSettings(process.env, process.argv[1]);
if (settings.enabled) {
  const { startTracing } = require(path.join(LIBRARY, 'tracing.ts'));
  const tracing = startTracing({
    serviceName: settings.serviceName,
    outgoingHttp: settings.outgoingHttp,
    doorRatio: settings.doorRatio,
  });
  process.once('SIGTERM', () => {
    // `once`: the application's own SIGTERM handler (Nest's shutdown hooks, the worker's stop)
    // runs beside this one; a process with none is ended here once the spans are out, as it
    // would have been without this handler
    const appHandles = process.listenerCount('SIGTERM') > 0;
    tracing
      .shutdown()
      .catch((error) => console.error('tracing shutdown failed', error))
      .finally(() => {
        if (!appHandles) {
          process.kill(process.pid, 'SIGTERM');
        }
      });
  });
}
