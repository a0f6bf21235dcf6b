import {
  expectEventually,
  OTLP_SPAN_KIND,
  OtlpReceiver,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 38: one request followed across processes. Adding a wood kind through the BFF reaches
 * inventory over HTTP, and inventory's event (inventory.operation.performed, through its outbox and
 * Redis Streams) reaches identity's operation log: the three processes export their spans to a
 * receiver in this test (OTLP/HTTP JSON), and they are all of one trace.
 */
describe('one trace from the BFF through an event to its consumer (real processes, OTLP export)', () => {
  let system: TestStack;
  let receiver: OtlpReceiver;

  beforeAll(async () => {
    receiver = await OtlpReceiver.start({ keep: true });
    const traced = receiver.env();
    system = await startTestStack(
      'trace',
      { env: { bff: traced, inventory: traced, identity: traced } },
      undefined,
      ['identity', 'inventory', 'bff'],
    );
  }, 240_000);
  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  });

  it('finds the BFF server span, the service span and the consumer span in one trace', async () => {
    const api = await system.loginAs('admin');
    const name = `Traced ${randomUUID().slice(0, 8)}`;
    await api.ok('POST', '/wk/save', { woodKindName: name });

    const trace = await expectEventually(() => {
      const bff = receiver.spans.find(
        (span) =>
          span.service === 'bff' &&
          span.kind === OTLP_SPAN_KIND.server &&
          String(span.attributes['http.route'] ?? span.name).includes('wk/save'),
      );
      expect(bff).toBeDefined();
      const inTrace = receiver.spans.filter((span) => span.traceId === bff?.traceId);
      const inventory = inTrace.find(
        (span) => span.service === 'inventory' && span.kind === OTLP_SPAN_KIND.server,
      );
      const consumer = inTrace.find(
        (span) =>
          span.service === 'identity' &&
          span.kind === OTLP_SPAN_KIND.consumer &&
          span.name === 'identity.operation-log process',
      );
      expect(inventory).toBeDefined();
      expect(consumer).toBeDefined();
      return { bff: bff!, inventory: inventory!, consumer: consumer!, inTrace };
    }, 30_000);

    // three processes, one trace id; each process names itself
    expect(new Set([trace.bff, trace.inventory, trace.consumer].map((span) => span.traceId)).size).toBe(1);
    expect([trace.bff.service, trace.inventory.service, trace.consumer.service]).toEqual([
      'bff',
      'inventory',
      'identity',
    ]);
    // the consumer's parent is a span of inventory's (the one that wrote the outbox row), and
    // inventory's server span hangs under the BFF's call to it
    const byId = new Map(trace.inTrace.map((span) => [span.spanId, span]));
    expect(byId.get(trace.consumer.parentSpanId ?? '')?.service).toBe('inventory');
    expect(byId.get(trace.inventory.parentSpanId ?? '')?.service).toBe('bff');
    console.log(
      `one trace ${trace.bff.traceId}: ${trace.inTrace.length} spans from ${[...new Set(trace.inTrace.map((s) => s.service))].join(', ')}`,
    );
  });
});
