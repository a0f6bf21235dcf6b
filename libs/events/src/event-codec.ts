import { type EventEnvelope, eventEnvelopeSchema } from '@timber/contracts';
import { currentTraceContext } from '@timber/telemetry';
import { type EncodedEvent } from './event-bus.port';
import { traceFields } from './event-trace';

/** The whole envelope as JSON: what both transports carry as the message body. */
export function encodeEnvelope(event: EventEnvelope): string {
  return JSON.stringify(event);
}

/** Events as both transports publish them: their bodies, with what routing needs. */
export function encodeEvents(events: readonly EventEnvelope[]): EncodedEvent[] {
  const trace = currentTraceContext();
  return events.map((event) => ({
    ...trace,
    eventId: event.eventId,
    type: event.type,
    tenantId: event.tenantId,
    partitionKey: event.partitionKey,
    body: encodeEnvelope(event),
  }));
}

/**
 * Why a message is no event the consumers know: not JSON or no envelope (`malformed`), a type the
 * consumer's catalogue does not list, or a version above the listed one. A bounded set: the
 * dead-letter counter's `reason` label (with `handler_failed`).
 */
export type DecodeFailure = 'malformed' | 'unknown_type' | 'unknown_version';

export type DecodeResult =
  | { ok: true; event: EventEnvelope }
  | { ok: false; error: string; reason: DecodeFailure };

/**
 * The event types a consumer understands, each with the newest version it reads: the event
 * catalogue (`EVENT_CATALOGUE` of @timber/contracts) fits as it is. Older versions are read (the
 * consumers upcast them); a newer one comes from a publisher the consumer does not know yet.
 */
export type KnownEvents = Readonly<Record<string, { readonly version: number }>>;

/**
 * Parses and validates a message body; a body that fails is a poison message, never retried. With
 * `known`, an event of a type it does not list, or of a version above the listed one, fails too.
 */
export function decodeEnvelope(body: string | Buffer | null | undefined, known?: KnownEvents): DecodeResult {
  if (body == null) {
    return { ok: false, error: 'message has no body', reason: 'malformed' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString());
  } catch (error) {
    return { ok: false, error: `body is not JSON: ${(error as Error).message}`, reason: 'malformed' };
  }
  const result = eventEnvelopeSchema.safeParse(parsed);
  if (!result.success) {
    return {
      ok: false,
      error: `body is not an event envelope: ${result.error.message}`,
      reason: 'malformed',
    };
  }
  const event = result.data;
  if (known) {
    const newest = Object.prototype.hasOwnProperty.call(known, event.type) ? known[event.type] : undefined;
    if (!newest) {
      return { ok: false, error: `unknown event type "${event.type}"`, reason: 'unknown_type' };
    }
    if (event.version > newest.version) {
      return {
        ok: false,
        error: `unknown version ${event.version} of "${event.type}" (this consumer reads up to ${newest.version})`,
        reason: 'unknown_version',
      };
    }
  }
  return { ok: true, event };
}

/** Redis stream entry fields: the type apart (to filter without parsing), then the envelope. */
export function toStreamFields(event: EventEnvelope): string[] {
  return ['type', event.type, 'eventId', event.eventId, 'envelope', encodeEnvelope(event)];
}

/** The stream entry fields of an event already encoded (see toStreamFields), its trace context last. */
export function streamFields(
  event: Pick<EncodedEvent, 'type' | 'eventId' | 'body' | 'traceparent' | 'tracestate'>,
): string[] {
  return ['type', event.type, 'eventId', event.eventId, 'envelope', event.body, ...traceFields(event)];
}

/** `[k1, v1, k2, v2, ...]` as a record (the last value wins when a field repeats). */
export function fieldsToRecord(fields: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) {
    record[fields[i] as string] = fields[i + 1] as string;
  }
  return record;
}
