import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contextOf,
  currentSpanIds,
  currentTraceContext,
  currentTraceHeaders,
  inSpanUnder,
  SpanKind,
  TRACEPARENT,
  unsampled,
} from './trace-context';
import { startTestTracing, untracedRequest } from './tracing';

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
    const ids = await inSpanUnder(
      'skipped',
      { kind: SpanKind.CONSUMER, parent: { traceparent: notSampled } },
      () => Promise.resolve(currentSpanIds()),
    );
    expect(ids).toBeUndefined();
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
