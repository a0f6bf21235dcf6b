import { type EventEnvelope, eventEnvelopeSchema } from '@timber/contracts';
import { type EncodedEvent } from './event-bus.port';

/** The whole envelope as JSON: what both transports carry as the message body. */
export function encodeEnvelope(event: EventEnvelope): string {
  return JSON.stringify(event);
}

/** Events as both transports publish them: their bodies, with what routing needs. */
export function encodeEvents(events: readonly EventEnvelope[]): EncodedEvent[] {
  return events.map((event) => ({
    eventId: event.eventId,
    type: event.type,
    partitionKey: event.partitionKey,
    body: encodeEnvelope(event),
  }));
}

export type DecodeResult = { ok: true; event: EventEnvelope } | { ok: false; error: string };

/** Parses and validates a message body; a body that fails is a poison message, never retried. */
export function decodeEnvelope(body: string | Buffer | null | undefined): DecodeResult {
  if (body == null) {
    return { ok: false, error: 'message has no body' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString());
  } catch (error) {
    return { ok: false, error: `body is not JSON: ${(error as Error).message}` };
  }
  const result = eventEnvelopeSchema.safeParse(parsed);
  if (!result.success) {
    return { ok: false, error: `body is not an event envelope: ${result.error.message}` };
  }
  return { ok: true, event: result.data };
}

/** Redis stream entry fields: the type apart (to filter without parsing), then the envelope. */
export function toStreamFields(event: EventEnvelope): string[] {
  return ['type', event.type, 'eventId', event.eventId, 'envelope', encodeEnvelope(event)];
}

/** The stream entry fields of an event already encoded (see toStreamFields). */
export function streamFields(event: { type: string; eventId: string; body: string }): string[] {
  return ['type', event.type, 'eventId', event.eventId, 'envelope', event.body];
}

/** `[k1, v1, k2, v2, ...]` as a record (the last value wins when a field repeats). */
export function fieldsToRecord(fields: readonly string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) {
    record[fields[i] as string] = fields[i + 1] as string;
  }
  return record;
}
