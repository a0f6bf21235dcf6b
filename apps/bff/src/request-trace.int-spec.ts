import {
  ApiClient,
  expectEventually,
  OTLP_SPAN_KIND,
  OtlpReceiver,
  type ReceivedSpan,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const OPERATION_LOG = 'identity.operation-log process';
const isSave = (span: ReceivedSpan) =>
  span.kind === OTLP_SPAN_KIND.server &&
  String(span.attributes['http.route'] ?? span.name).includes('wk/save');

/**
 * Issue 38: one request followed across processes. Adding a wood kind through the BFF reaches
 * inventory over HTTP, and inventory's event (inventory.operation.performed, through its outbox and
 * Redis Streams) reaches identity's operation log: the three processes export their spans to a
 * receiver in this test (OTLP/HTTP JSON), and they are all of one trace.
 *
 * The BFF decides at its door (its sampler's ratio, here 0: it records no new trace of its own),
 * while inventory and identity would record every trace they root (the SDK's default): a request
 * with a caller's sampled context is followed whole; one declined at the door is traced nowhere,
 * its event's consumer included.
 */
describe('one trace from the BFF through an event to its consumer (real processes, OTLP export)', () => {
  let system: TestStack;
  let receiver: OtlpReceiver;
  /** the trace of the first test, followed from the caller's context */
  const followed = randomBytes(16).toString('hex');

  beforeAll(async () => {
    receiver = await OtlpReceiver.start({ keep: true });
    const traced = receiver.env();
    const recordsNoNewTrace = {
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0',
    };
    system = await startTestStack(
      'trace',
      { env: { bff: { ...traced, ...recordsNoNewTrace }, inventory: traced, identity: traced } },
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
    const caller = randomBytes(8).toString('hex');
    const answer = await api.call(
      'POST',
      '/wk/save',
      { woodKindName: name },
      {
        traceparent: `00-${followed}-${caller}-01`,
      },
    );
    expect(answer.body.code).toBe(0);

    const trace = await expectEventually(() => {
      const bff = receiver.spans.find((span) => span.service === 'bff' && isSave(span));
      expect(bff).toBeDefined();
      // under the caller's context, though the BFF's ratio is 0
      expect(bff?.traceId).toBe(followed);
      expect(bff?.parentSpanId).toBe(caller);
      const inTrace = receiver.spans.filter((span) => span.traceId === bff?.traceId);
      const inventory = inTrace.find(
        (span) => span.service === 'inventory' && span.kind === OTLP_SPAN_KIND.server,
      );
      const consumer = inTrace.find(
        (span) =>
          span.service === 'identity' && span.kind === OTLP_SPAN_KIND.consumer && span.name === OPERATION_LOG,
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

  it("traces a request the BFF declined at its door nowhere: not in the service, not in its event's consumer", async () => {
    const api = await system.loginAs('admin');
    await api.ok('POST', '/wk/save', { woodKindName: `Declined ${randomUUID().slice(0, 8)}` });
    // then a request straight to inventory with no context, which inventory roots and records
    // (as it would have the declined one, had the BFF handed nothing on): once its spans and its
    // consumer's are in, the declined request's would be too
    const direct = new ApiClient(system.stack.url('inventory'));
    direct.token = api.token;
    await direct.ok('POST', '/wk/save', { woodKindName: `Direct ${randomUUID().slice(0, 8)}` });
    const marker = await expectEventually(() => {
      const server = receiver.spans.find(
        (span) => span.service === 'inventory' && isSave(span) && span.traceId !== followed,
      );
      expect(server).toBeDefined();
      const consumer = receiver.spans.find(
        (span) => span.name === OPERATION_LOG && span.traceId === server?.traceId,
      );
      expect(consumer).toBeDefined();
      return server!.traceId;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const known = new Set([followed, marker]);
    expect(
      receiver.spans.filter((span) => span.service === 'bff' && isSave(span)).map((s) => s.traceId),
    ).toEqual([followed]);
    expect(
      receiver.spans
        .filter((span) => span.service === 'inventory' && isSave(span))
        .map((s) => s.traceId)
        .sort(),
    ).toEqual([...known].sort());
    // its event's consumer rooted no trace of its own: every operation-log span is of a known trace
    expect(
      receiver.spans.filter((span) => span.name === OPERATION_LOG).every((span) => known.has(span.traceId)),
    ).toBe(true);
  });
});
