import { type EventEnvelope } from '@timber/contracts';
import {
  inSpanUnder,
  linksOf,
  runUnrecorded,
  SpanKind,
  type TraceContext,
  tracingStarted,
  unsampled,
} from '@timber/telemetry';

// The W3C trace context of whatever wrote an event travels with it: kept in the outbox row
// (columns traceparent, tracestate), carried by the relay as stream fields (Redis) or record
// headers (Kafka), and taken up by the consumer, which runs the handler in a CONSUMER span under
// it. One trace then runs from the request through every consumer of its events.
//
// The names are the event's own, not `traceparent`: on Kafka the kafkajs instrumentation writes
// `traceparent` itself (its producer span, in the relay's trace), which would hide the event's.

/** The stream field / record header names of an event's trace context. */
export const EVENT_TRACE_FIELDS = {
  traceparent: 'event-traceparent',
  tracestate: 'event-tracestate',
} as const;

/** What an outbox row or an encoded event keeps of the trace context. */
export interface CarriedTrace {
  traceparent?: string | null;
  tracestate?: string | null;
}

/** The extra stream entry fields of an encoded event: its trace context, when it has one. */
export function traceFields(event: CarriedTrace): string[] {
  if (!event.traceparent) {
    return [];
  }
  return [
    EVENT_TRACE_FIELDS.traceparent,
    event.traceparent,
    ...(event.tracestate ? [EVENT_TRACE_FIELDS.tracestate, event.tracestate] : []),
  ];
}

/** The extra Kafka record headers of an encoded event: its trace context, when it has one. */
export function traceHeaders(event: CarriedTrace): Record<string, string> {
  if (!event.traceparent) {
    return {};
  }
  return {
    [EVENT_TRACE_FIELDS.traceparent]: event.traceparent,
    ...(event.tracestate ? { [EVENT_TRACE_FIELDS.tracestate]: event.tracestate } : {}),
  };
}

/** The trace context a received event carries (from its fields or headers, read by `read`). */
export function carriedTrace(read: (name: string) => string | undefined): CarriedTrace {
  return {
    traceparent: read(EVENT_TRACE_FIELDS.traceparent),
    tracestate: read(EVENT_TRACE_FIELDS.tracestate),
  };
}

const asContext = (carried: CarriedTrace | undefined): Partial<TraceContext> | undefined =>
  carried?.traceparent
    ? { traceparent: carried.traceparent, ...(carried.tracestate ? { tracestate: carried.tracestate } : {}) }
    : undefined;

/**
 * Runs a consumer's handler for `events` (one, or a batch of one partition) in a CONSUMER span:
 * its parent is the first event's carried context, and a batch links every event's.
 */
export function handleTraced<T>(
  group: string,
  topic: string,
  events: readonly { event: EventEnvelope; trace: CarriedTrace | undefined }[],
  handle: () => Promise<T>,
): Promise<T> {
  const first = events[0];
  if (!tracingStarted()) {
    return handle();
  }
  const parent = first?.trace?.traceparent;
  if (unsampled(parent)) {
    // no span; what the handler writes carries "not recorded" on
    return runUnrecorded(parent!, handle);
  }
  const batch = events.length > 1;
  return inSpanUnder(
    `${group} process`,
    {
      kind: SpanKind.CONSUMER,
      parent: asContext(first?.trace),
      attributes: {
        'messaging.consumer.group.name': group,
        'messaging.destination.name': topic,
        'messaging.operation.type': 'process',
        ...(batch
          ? { 'messaging.batch.message_count': events.length }
          : first
            ? { 'messaging.message.id': first.event.eventId, 'timber.event.type': first.event.type }
            : {}),
      },
      links: batch ? linksOf(events.map((one) => asContext(one.trace))) : undefined,
    },
    handle,
  );
}
