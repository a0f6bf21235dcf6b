import {
  context,
  type Context,
  type Link,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The W3C trace context of a span, as it travels in an outbox row, an event's headers and a
 * job's data: `traceparent` (version, trace id, parent span id, flags) and `tracestate`.
 */
export interface TraceContext {
  traceparent: string;
  tracestate?: string;
}

/** A W3C traceparent: what a carrier may hold (anything else is dropped, never parsed further). */
export const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

const tracer = () => trace.getTracer('timber');

/**
 * Whether a carried context is one whose trace is not recorded: a valid traceparent with the sampled
 * flag off (the root's sampler said no). Work under it is not traced at all: no span, and so no
 * query or call span beneath (they need a parent), which is most of what tracing costs a request or
 * an event that nobody will see.
 */
export function unsampled(traceparent: string | null | undefined): boolean {
  return (
    traceparent !== undefined &&
    traceparent !== null &&
    TRACEPARENT.test(traceparent) &&
    (Number.parseInt(traceparent.slice(-2), 16) & 1) === 0
  );
}

/** The bytes of one context's ids: a trace id (16) and a span id (8). */
const ID_BYTES = 24;
/**
 * Random bytes drawn for many contexts at once: the BFF takes one context for each request it
 * declines (nine in ten), and a draw from the system's generator per request (randomBytes) was the
 * dearest part of a declined request (issue 38's profile, about 14 µs of CPU each).
 */
const idPool = Buffer.alloc(ID_BYTES * 256);
let idPoolAt = idPool.length;

/** A new trace's context that is not recorded: random trace and span ids, the sampled flag off. */
export function unsampledTraceparent(): string {
  if (idPoolAt + ID_BYTES > idPool.length) {
    randomFillSync(idPool);
    idPoolAt = 0;
  }
  const ids = idPool.toString('hex', idPoolAt, idPoolAt + ID_BYTES);
  idPoolAt += ID_BYTES;
  // all zeros is no valid id (W3C trace context): about one draw in 2^64, drawn again
  return /^0{32}|^.{32}0{16}$/.test(ids)
    ? unsampledTraceparent()
    : `00-${ids.slice(0, 32)}-${ids.slice(32)}-00`;
}

/**
 * Set by startTracing (tracing.ts) in the process's global object, which every copy of this module
 * shares: until then no span can be recorded, and the helpers below run the work as a plain call
 * (a consumer handles every event through inSpanUnder; the API's no-op span, context and
 * attributes were a few microseconds of each).
 */
const TRACING_STARTED = Symbol.for('timber.telemetry.tracing-started');
const processGlobal = globalThis as unknown as Record<symbol, boolean | undefined>;

export function markTracingStarted(): void {
  processGlobal[TRACING_STARTED] = true;
}

/** Whether this process traces (startTracing ran): false, and spans and their attributes need not be made. */
export const tracingStarted = (): boolean => processGlobal[TRACING_STARTED] === true;

/** The unsampled traceparent of the work running now, when it is the work of a trace not recorded (runUnrecorded). */
const unrecorded = new AsyncLocalStorage<string>();

/**
 * Runs `work` as the work of a trace not recorded (its unsampled traceparent: a request the
 * services skip, an event or a job under one). No span is made, so none of its queries or calls
 * either, but what it hands on (an outbox row, an event, a job, a call) carries the same unsampled
 * context, so that its consumer skips it too rather than root and sample a trace of its own.
 */
export function runUnrecorded<T>(traceparent: string, work: () => T): T {
  return unrecorded.run(traceparent, work);
}

/**
 * Runs a request's handling (`next`) under its caller's unsampled context when it has one and
 * tracing runs (untracedRequest skipped it: no span); else `next` as it is.
 */
export function runUnderCaller(headers: IncomingHttpHeaders, next: () => void): void {
  const traceparent = headers['traceparent'];
  if (tracingStarted() && typeof traceparent === 'string' && unsampled(traceparent)) {
    runUnrecorded(traceparent, next);
  } else {
    next();
  }
}

/**
 * The trace context of the span running now, to hand on with an event or a job: the unsampled one
 * of a trace not recorded (runUnrecorded) when no span runs; undefined when there is neither
 * (tracing off: no SDK, so this is one lookup in the no-op context).
 */
export function currentTraceContext(): TraceContext | undefined {
  if (!tracingStarted()) {
    return undefined;
  }
  if (!trace.getActiveSpan()) {
    const traceparent = unrecorded.getStore();
    return traceparent ? { traceparent } : undefined;
  }
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const { traceparent, tracestate } = carrier;
  if (traceparent === undefined || !TRACEPARENT.test(traceparent)) {
    return undefined;
  }
  return tracestate ? { traceparent, tracestate } : { traceparent };
}

/**
 * The W3C headers of the trace context running now, for an HTTP call made without the outgoing
 * HTTP instrumentation (the BFF's calls to the services); none when no span runs and no unrecorded
 * context either.
 */
export function currentTraceHeaders(): Record<string, string> {
  const carried = currentTraceContext();
  if (!carried) {
    return {};
  }
  return carried.tracestate
    ? { traceparent: carried.traceparent, tracestate: carried.tracestate }
    : { traceparent: carried.traceparent };
}

/** The context a carried trace context stands for (the root context when there is none or it is malformed). */
export function contextOf(carried: Partial<TraceContext> | undefined): Context {
  const traceparent = carried?.traceparent;
  if (traceparent === undefined || !TRACEPARENT.test(traceparent)) {
    return ROOT_CONTEXT;
  }
  const carrier: Record<string, string> = { traceparent };
  if (carried?.tracestate) {
    carrier['tracestate'] = carried.tracestate;
  }
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** A link to each carried context (a batch of events from several traces). */
export function linksOf(carried: readonly (Partial<TraceContext> | undefined)[]): Link[] {
  return carried.flatMap((one) => {
    const spanContext = trace.getSpanContext(contextOf(one));
    return spanContext ? [{ context: spanContext }] : [];
  });
}

export interface RemoteSpanOptions {
  kind: SpanKind;
  /** the context handed on by whoever caused this work (none: a new trace) */
  parent: Partial<TraceContext> | undefined;
  attributes?: Record<string, string | number | boolean>;
  links?: Link[];
}

/**
 * Runs `work` inside a new span whose parent is the carried context (an event's, a job's): what it
 * does (queries, calls, events it writes) joins that trace. A failure is recorded on the span and
 * thrown on. With tracing off, or under a context whose trace is not recorded (unsampled), it is a
 * plain call.
 */
export function inSpanUnder<T>(name: string, options: RemoteSpanOptions, work: () => Promise<T>): Promise<T> {
  if (!tracingStarted()) {
    return work();
  }
  const parent = options.parent?.traceparent;
  if (unsampled(parent)) {
    return runUnrecorded(parent!, work);
  }
  return tracer().startActiveSpan(
    name,
    { kind: options.kind, attributes: options.attributes, links: options.links },
    contextOf(options.parent),
    async (span: Span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The ids of the span running now, for log lines; undefined when none runs. */
export function currentSpanIds(): { trace_id: string; span_id: string } | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext)
    ? { trace_id: spanContext.traceId, span_id: spanContext.spanId }
    : undefined;
}

export { SpanKind };
