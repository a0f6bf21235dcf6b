import { type Attributes, type Context, type Link, SpanKind } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { isTracingSuppressed, W3CTraceContextPropagator } from '@opentelemetry/core';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  InMemorySpanExporter,
  ParentBasedSampler,
  type ReadableSpan,
  type Sampler,
  SamplingDecision,
  type SamplingResult,
  SimpleSpanProcessor,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace';
import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { markTracingStarted, TRACEPARENT, unsampled, unsampledTraceparent } from './trace-context';

export interface TracingOptions {
  /** the resource's service.name: the process name (bff, inventory, recognition-worker, ...) */
  serviceName: string;
  /**
   * Where the spans go. Absent: the exporters the OTEL_* variables name (OTLP by default, its
   * endpoint, protocol and batch delay from OTEL_EXPORTER_OTLP_* and OTEL_BSP_*). Tests pass an
   * in-memory exporter's processor.
   */
  spanProcessors?: SpanProcessor[];
  /** false: no module patched (a test of the project's own spans, in a process that loaded them all) */
  instrument?: boolean;
  /** false: outgoing HTTP calls not instrumented (TracingSettings.outgoingHttp); default true */
  outgoingHttp?: boolean;
  /**
   * The share of new requests recorded, decided at the door (TracingSettings.doorRatio: the BFF's);
   * absent: the SDK's sampler decides (OTEL_TRACES_SAMPLER)
   */
  doorRatio?: number;
}

export interface RunningTracing {
  /** Ends tracing: the spans still buffered are exported first. */
  shutdown(): Promise<void>;
}

/** Probes and scrapes: answered many times a minute, never part of a request worth following. */
const UNTRACED_PATH = /^(?:\/api)?\/(?:health|ready|metrics)(?:[/?]|$)/;

/**
 * Requests not traced: probes and scrapes, and a request whose caller's trace is not recorded (a
 * traceparent with the sampled flag off: the BFF's root sampler said no, so the service makes no
 * span, and its queries none either).
 */
export const untracedRequest = (request: Pick<IncomingMessage, 'url' | 'headers'>): boolean => {
  const traceparent = request.headers['traceparent'];
  return UNTRACED_PATH.test(request.url ?? '') || (typeof traceparent === 'string' && unsampled(traceparent));
};

/**
 * The BFF's decision at its door (issue 38). A request with a caller's valid traceparent follows
 * it (sampled: recorded; unsampled: untracedRequest). Any other is recorded at `ratio`; one not
 * chosen gets no server span (the http instrumentation would compute its attributes before the
 * sampler drops it) and no trace anywhere downstream: it takes a new unsampled traceparent, which
 * the BFF hands on (currentTraceHeaders), so that the services skip it too rather than root and
 * sample it themselves. True when the request is declined.
 */
export function declinedAtDoor(
  request: Pick<IncomingMessage, 'headers'>,
  ratio: number,
  random: () => number = Math.random,
): boolean {
  const traceparent = request.headers['traceparent'];
  if (typeof traceparent === 'string' && TRACEPARENT.test(traceparent)) {
    return false;
  }
  if (random() < ratio) {
    return false;
  }
  request.headers['traceparent'] = unsampledTraceparent();
  return true;
}

/**
 * The root sampler behind the door: a server span passed the door's decision and is recorded;
 * any other root (work of the BFF's own, outside a request) takes the ratio as a new trace would.
 */
export class DoorDecidedSampler implements Sampler {
  private readonly others: Sampler;

  constructor(ratio: number) {
    this.others = new TraceIdRatioBasedSampler(ratio);
  }

  shouldSample(
    context: Context,
    traceId: string,
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    return kind === SpanKind.SERVER
      ? { decision: SamplingDecision.RECORD_AND_SAMPLED }
      : this.others.shouldSample(context, traceId, name, kind, attributes, links);
  }

  toString(): string {
    return `DoorDecidedSampler{others=${this.others.toString()}}`;
  }
}

/**
 * The SDK's context manager (AsyncLocalStorage), except that it leaves an event emitter unbound
 * when the context is one that suppresses tracing. The HTTP instrumentation binds the request and
 * response of every request it ignores (probes, scrapes, a trace not recorded, the BFF's declined)
 * to such a context: it patches their listener methods and runs every listener through the
 * context manager, for a context in which nothing is traced anyway (pg and ioredis trace only
 * under a span). With the door deciding, that binding is what is left of tracing's work on a
 * request it does not record (issue 38: with the door's ids drawn from a pool, such a request now
 * costs nothing the request-path benchmark can tell from its noise).
 */
export class UntracedRequestsContextManager extends AsyncLocalStorageContextManager {
  override bind<T>(context: Context, target: T): T {
    if (target instanceof EventEmitter && isTracingSuppressed(context)) {
      return target;
    }
    return super.bind(context, target);
  }
}

/**
 * Starts the OpenTelemetry SDK for this process: HTTP in and out (a server span named by its route
 * template, which nest-kit's metrics middleware sets: `http.route`),
 * PostgreSQL, Redis and Kafka instrumented, the W3C trace context propagated, and nothing else of the SDK
 * (metrics are prom-client's, logs pino's). Must run before the instrumented modules are loaded:
 * the preload (tools/runtime/tracing.cjs) calls it.
 *
 * Not @opentelemetry/instrumentation-nestjs-core: it replaces each route handler with a wrapper of
 * its own, and the access rules (nest-kit's RouteRules) are found by the handler itself, so every
 * route but the unguarded ones answered 403 under it. Nor Express's: its router and handler spans
 * (and its wrapping of every layer) made a traced request several times dearer than the rest of it.
 *
 * Database and Redis calls are traced only inside a span (a request, an event, a job): the
 * outbox relays and consumers poll several times a second, and those polls alone would be most
 * of the spans.
 */
export function startTracing(options: TracingOptions): RunningTracing {
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    textMapPropagator: new W3CTraceContextPropagator(),
    contextManager: new UntracedRequestsContextManager(),
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    ...(options.doorRatio === undefined
      ? {}
      : { sampler: new ParentBasedSampler({ root: new DoorDecidedSampler(options.doorRatio) }) }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations:
      options.instrument === false ? [] : instrumentations(options.outgoingHttp ?? true, options.doorRatio),
  });
  sdk.start();
  markTracingStarted();
  return { shutdown: () => sdk.shutdown() };
}

function instrumentations(outgoingHttp: boolean, doorRatio: number | undefined) {
  return [
    // the server span takes its route from nest-kit's metrics middleware (http.route, its name)
    new HttpInstrumentation({
      ignoreIncomingRequestHook:
        doorRatio === undefined
          ? untracedRequest
          : (request) => untracedRequest(request) || declinedAtDoor(request, doorRatio),
      disableOutgoingRequestInstrumentation: !outgoingHttp,
    }),
    // a query's span, not the pool's connects besides
    new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    new IORedisInstrumentation({ requireParentSpan: true }),
    new KafkaJsInstrumentation(),
  ];
}

/** Tracing in a test's own process: its spans kept in memory, nothing patched. */
export interface TestTracing {
  /** the spans ended so far (exported once the resource's detectors have answered: read after a flush) */
  finished(): Promise<ReadableSpan[]>;
  /** forgets the spans ended so far */
  reset(): void;
  shutdown(): Promise<void>;
}

export function startTestTracing(serviceName: string): TestTracing {
  const exporter = new InMemorySpanExporter();
  const processor = new SimpleSpanProcessor({ exporter });
  const tracing = startTracing({ serviceName, spanProcessors: [processor], instrument: false });
  return {
    finished: async () => {
      await processor.forceFlush();
      return exporter.getFinishedSpans();
    },
    reset: () => exporter.reset(),
    shutdown: () => tracing.shutdown(),
  };
}
