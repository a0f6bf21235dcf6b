import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * The one metrics registry of this process, with Node's own metrics (event-loop lag, heap, GC,
 * handles, CPU) collected into it. Every library registers its metrics here, once: the HTTP
 * requests and database pools (nest-kit), the consumers and the outbox (events), the queues and
 * the detector (the recognition worker). Tests that run several apps in one process share it.
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
