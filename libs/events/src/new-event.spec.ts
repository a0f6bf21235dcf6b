import { eventEnvelopeSchema } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { newEvent } from './new-event';

const ctx = {
  tenantId: '6f1c1f0e-2a44-4a4e-9d55-0c1a3c1b2d3e',
  correlationId: 'req-42',
  partitionKey: 'wood-kind-1',
};

describe('newEvent', () => {
  it('builds a valid envelope with a fresh uuid and the current time', () => {
    const before = Date.now();
    const event = newEvent('inventory.probe.recorded', { n: 1 }, ctx);
    expect(eventEnvelopeSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      type: 'inventory.probe.recorded',
      version: 1,
      tenantId: ctx.tenantId,
      correlationId: 'req-42',
      causationId: null,
      partitionKey: 'wood-kind-1',
      payload: { n: 1 },
    });
    expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(before);
    expect(newEvent('inventory.probe.recorded', { n: 1 }, ctx).eventId).not.toBe(event.eventId);
  });

  it("takes the catalogue's version for catalogue types, and an explicit version and causation", () => {
    const created = newEvent(
      'inventory.wood-kind.created',
      {
        woodKindId: '0d6f3f34-6f38-4c1a-8a3e-1c0a1f1b2c3d',
        woodKindName: 'Pine',
        actorId: '7a1d9c2e-5b0f-4e1a-9c3d-2b1a0f9e8d7c',
        actorName: 'admin',
        ip: '127.0.0.1',
      },
      { ...ctx, causationId: 'cmd-1' },
    );
    expect(created.version).toBe(1);
    expect(created.causationId).toBe('cmd-1');
    expect(newEvent('inventory.probe.recorded', {}, { ...ctx, version: 3 }).version).toBe(3);
  });

  it('rejects a type without a context and an empty partition key', () => {
    expect(() => newEvent('created', {}, ctx)).toThrow('<context>.<entity>.<verb>');
    expect(() => newEvent('inventory.probe.recorded', {}, { ...ctx, partitionKey: '' })).toThrow(
      'partitionKey',
    );
  });
});
