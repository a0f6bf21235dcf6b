import { suppressTracing } from '@opentelemetry/core';
import { EventEmitter } from 'node:events';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contextOf,
  currentSpanIds,
  currentTraceContext,
  currentTraceHeaders,
  inSpanUnder,
  runUnderCaller,
  runUnrecorded,
  SpanKind,
  TRACEPARENT,
  unsampled,
  unsampledTraceparent,
} from './trace-context';
import {
  declinedAtDoor,
  DoorDecidedSampler,
  startTestTracing,
  untracedRequest,
  UntracedRequestsContextManager,
} from './tracing';

describe('trace context across processes', () => {
  const tracing = startTestTracing('trace-context-spec');
  const finished = () => tracing.finished();
  afterAll(() => tracing.shutdown());
  beforeEach(() => tracing.reset());

  it('is nothing outside a span', () => {
    expect(currentTraceContext()).toBeUndefined();
    expect(currentTraceHeaders()).toEqual({});
    expect(currentSpanIds()).toBeUndefined();
  });

  it('hands a span on: the span run under it has the same trace and the sender as parent', async () => {
    const sent = await inSpanUnder('send', { kind: SpanKind.PRODUCER, parent: undefined }, () =>
      Promise.resolve({ carried: currentTraceContext(), ids: currentSpanIds() }),
    );
    expect(sent.carried?.traceparent).toMatch(TRACEPARENT);
    const received = await inSpanUnder('receive', { kind: SpanKind.CONSUMER, parent: sent.carried }, () =>
      Promise.resolve(currentSpanIds()),
    );
    const [send, receive] = await finished();
    expect(send?.name).toBe('send');
    expect(receive?.spanContext().traceId).toBe(send?.spanContext().traceId);
    expect(receive?.parentSpanContext?.spanId).toBe(send?.spanContext().spanId);
    expect(receive?.kind).toBe(SpanKind.CONSUMER);
    expect(received).toEqual({ trace_id: sent.ids?.trace_id, span_id: receive?.spanContext().spanId });
  });

  it('gives the W3C headers of the span running now, for a call made without the HTTP instrumentation', async () => {
    const call = await inSpanUnder('call', { kind: SpanKind.CLIENT, parent: undefined }, () =>
      Promise.resolve({ headers: currentTraceHeaders(), ids: currentSpanIds() }),
    );
    expect(call.headers).toEqual({ traceparent: `00-${call.ids?.trace_id}-${call.ids?.span_id}-01` });
  });

  it('runs work under a context whose trace is not recorded as a plain call: no span, nothing beneath it traced', async () => {
    const sampled = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const notSampled = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';
    expect([sampled, notSampled, 'garbage', undefined, null].map(unsampled)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    const skipped = await inSpanUnder(
      'skipped',
      { kind: SpanKind.CONSUMER, parent: { traceparent: notSampled } },
      () => Promise.resolve({ ids: currentSpanIds(), handedOn: currentTraceContext() }),
    );
    expect(skipped.ids).toBeUndefined();
    // what it writes (an event, a job) says "not recorded" on, so its consumer skips it too
    expect(skipped.handedOn).toEqual({ traceparent: notSampled });
    const traced = await inSpanUnder(
      'kept',
      { kind: SpanKind.CONSUMER, parent: { traceparent: sampled } },
      () => Promise.resolve(currentSpanIds()),
    );
    expect(traced?.trace_id).toBe('0af7651916cd43dd8448eb211c80319c');
    expect((await finished()).map((span) => span.name)).toEqual(['kept']);
  });

  it('leaves probes, scrapes and the calls of an unrecorded trace untraced, and traces the rest', () => {
    const request = (url: string, traceparent?: string) => ({
      url,
      headers: traceparent ? { traceparent } : {},
    });
    expect(untracedRequest(request('/health'))).toBe(true);
    expect(untracedRequest(request('/api/metrics'))).toBe(true);
    expect(untracedRequest(request('/wk/pageData'))).toBe(false);
    expect(
      untracedRequest(request('/wk/pageData', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00')),
    ).toBe(true);
    expect(
      untracedRequest(request('/wk/pageData', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01')),
    ).toBe(false);
  });

  it("decides at the door: a caller's trace is followed, the rest recorded at the ratio, a declined one marked unsampled", () => {
    const sampled = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const notSampled = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';
    const request = (traceparent?: string) => ({
      headers: traceparent ? ({ traceparent } as Record<string, string>) : ({} as Record<string, string>),
    });
    // a caller's context decides for itself, whatever the draw
    expect(declinedAtDoor(request(sampled), 0, () => 0.99)).toBe(false);
    expect(declinedAtDoor(request(notSampled), 0, () => 0.99)).toBe(false);
    // chosen: left to the instrumentation, nothing added
    const chosen = request();
    expect(declinedAtDoor(chosen, 0.1, () => 0.05)).toBe(false);
    expect(chosen.headers).toEqual({});
    // declined: a new unsampled context, which the services then skip
    const declined = request('garbage');
    expect(declinedAtDoor(declined, 0.1, () => 0.5)).toBe(true);
    expect(declined.headers['traceparent']).toMatch(TRACEPARENT);
    expect(unsampled(declined.headers['traceparent'])).toBe(true);
    expect(untracedRequest({ url: '/wk/pageData', headers: declined.headers })).toBe(true);
    expect(declinedAtDoor(request(), 1, () => 0.999)).toBe(false);
    expect(declinedAtDoor(request(), 0, () => 0)).toBe(true);
    // about the ratio over many draws
    const draws = 20_000;
    const kept = Array.from({ length: draws }, () => declinedAtDoor(request(), 0.1)).filter(
      (no) => !no,
    ).length;
    expect(kept / draws).toBeGreaterThan(0.09);
    expect(kept / draws).toBeLessThan(0.11);
  });

  it('runs a request of an unrecorded trace under its context, which it hands on; any other as it is', async () => {
    const one = unsampledTraceparent();
    expect(one).toMatch(/^00-[\da-f]{32}-[\da-f]{16}-00$/);
    // drawn from a pool of random bytes, refilled as it runs out: every id new, over many refills
    const drawn = new Set(Array.from({ length: 2_000 }, () => unsampledTraceparent()));
    expect(drawn.size).toBe(2_000);
    expect(drawn.has(one)).toBe(false);
    expect([...drawn].every((traceparent) => TRACEPARENT.test(traceparent) && unsampled(traceparent))).toBe(
      true,
    );
    const handedOn = (headers: Record<string, string>) =>
      new Promise<Record<string, string>>((resolve) =>
        // across an await, as a handler hands it on after its body is read
        runUnderCaller(headers, () => void Promise.resolve().then(() => resolve(currentTraceHeaders()))),
      );
    expect(await handedOn({ traceparent: one })).toEqual({ traceparent: one });
    // a sampled one is the server span's to carry (the HTTP instrumentation makes it), not this
    expect(await handedOn({ traceparent: one.replace(/-00$/, '-01') })).toEqual({});
    expect(await handedOn({})).toEqual({});
    expect(runUnrecorded(one, () => currentTraceContext())).toEqual({ traceparent: one });
    expect(currentTraceContext()).toBeUndefined();
    expect(await finished()).toEqual([]);
  });

  it("binds no emitter to a context that traces nothing (an ignored request's), and binds the rest", () => {
    const manager = new UntracedRequestsContextManager();
    const ignored = new EventEmitter();
    const on = ignored.on;
    expect(manager.bind(suppressTracing(contextOf(undefined)), ignored)).toBe(ignored);
    expect(ignored.on).toBe(on);
    const traced = new EventEmitter();
    manager.bind(
      contextOf({ traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }),
      traced,
    );
    expect(traced.on).not.toBe(on);
    // functions are bound as before
    const work = () => 1;
    expect(manager.bind(suppressTracing(contextOf(undefined)), work)).not.toBe(work);
  });

  it('records each server span that passed the door, and other roots at the ratio', () => {
    const sampler = new DoorDecidedSampler(0);
    const decide = (kind: SpanKind) =>
      sampler.shouldSample(contextOf(undefined), '0af7651916cd43dd8448eb211c80319c', 'x', kind, {}, [])
        .decision;
    expect(decide(SpanKind.SERVER)).toBe(2); // RECORD_AND_SAMPLED
    expect(decide(SpanKind.INTERNAL)).toBe(0); // NOT_RECORD
    expect(decide(SpanKind.CONSUMER)).toBe(0);
    expect(
      new DoorDecidedSampler(1).shouldSample(
        contextOf(undefined),
        '0af7651916cd43dd8448eb211c80319c',
        'x',
        SpanKind.CONSUMER,
        {},
        [],
      ).decision,
    ).toBe(2);
  });

  it('starts a new trace from a malformed context, and records a failure on the span', async () => {
    expect(contextOf({ traceparent: 'not-a-traceparent' })).toBe(contextOf(undefined));
    await expect(
      inSpanUnder('fails', { kind: SpanKind.CONSUMER, parent: { traceparent: 'garbage' } }, () =>
        Promise.reject(new Error('boom')),
      ),
    ).rejects.toThrow('boom');
    const [span] = await finished();
    expect(span?.parentSpanContext).toBeUndefined();
    expect(span?.status.message).toBe('boom');
    expect(span?.events[0]?.name).toBe('exception');
  });
});
