import { describe, expect, it } from 'vitest';
import { decodeEnvelope, encodeEnvelope, fieldsToRecord, toStreamFields } from './event-codec';
import { newEvent } from './new-event';

const event = newEvent(
  'inventory.probe.recorded',
  { qty: 3, note: 'ünïcode' },
  { tenantId: '6f1c1f0e-2a44-4a4e-9d55-0c1a3c1b2d3e', correlationId: 'c', partitionKey: 'k' },
);

describe('event codec', () => {
  it('round-trips an envelope through a body and through stream fields', () => {
    expect(decodeEnvelope(encodeEnvelope(event))).toEqual({ ok: true, event });
    expect(decodeEnvelope(Buffer.from(encodeEnvelope(event)))).toEqual({ ok: true, event });
    const record = fieldsToRecord(toStreamFields(event));
    expect(record['type']).toBe(event.type);
    expect(record['eventId']).toBe(event.eventId);
    expect(decodeEnvelope(record['envelope'])).toEqual({ ok: true, event });
  });

  it('reports bodies that are not JSON or not envelopes (poison, never retried)', () => {
    expect(decodeEnvelope('{nope')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not JSON') as unknown,
      reason: 'malformed',
    });
    expect(decodeEnvelope('{"type":"x"}')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not an event envelope') as unknown,
      reason: 'malformed',
    });
    expect(decodeEnvelope(null)).toEqual({
      ok: false,
      error: 'message has no body',
      reason: 'malformed',
    });
  });

  it('with the known events, reports an unknown type and a version above the known one', () => {
    const known = { 'inventory.probe.recorded': { version: 2 } };
    expect(decodeEnvelope(encodeEnvelope(event), known)).toEqual({ ok: true, event });
    // an older version is read (its consumers upcast it)
    expect(decodeEnvelope(encodeEnvelope({ ...event, version: 1 }), known)).toMatchObject({ ok: true });
    expect(decodeEnvelope(encodeEnvelope({ ...event, version: 3 }), known)).toEqual({
      ok: false,
      error: 'unknown version 3 of "inventory.probe.recorded" (this consumer reads up to 2)',
      reason: 'unknown_version',
    });
    expect(decodeEnvelope(encodeEnvelope({ ...event, type: 'inventory.probe.erased' }), known)).toEqual({
      ok: false,
      error: 'unknown event type "inventory.probe.erased"',
      reason: 'unknown_type',
    });
    // not fooled by the object's own properties
    expect(decodeEnvelope(encodeEnvelope({ ...event, type: 'constructor' }), known)).toMatchObject({
      ok: false,
    });
    // without them, any type and version
    expect(decodeEnvelope(encodeEnvelope({ ...event, type: 'x.y.z', version: 9 }))).toMatchObject({
      ok: true,
    });
  });
});
