import { inSpanUnder, SpanKind } from '@timber/telemetry';
import { startTestTracing } from '@timber/telemetry/tracing';
import { afterAll, describe, expect, it } from 'vitest';
import { logLineFields } from './logger';

describe('log lines and traces', () => {
  const tracing = startTestTracing('logger-spec');
  const finished = () => tracing.finished();
  afterAll(() => tracing.shutdown());

  it('carry trace_id and span_id inside a span, and neither outside', async () => {
    expect(logLineFields()).not.toHaveProperty('trace_id');
    const inside = await inSpanUnder('work', { kind: SpanKind.INTERNAL, parent: undefined }, () =>
      Promise.resolve(logLineFields()),
    );
    const [span] = await finished();
    expect(inside).toEqual({ trace_id: span?.spanContext().traceId, span_id: span?.spanContext().spanId });
    expect(inside['trace_id']).toMatch(/^[\da-f]{32}$/);
    expect(logLineFields()).not.toHaveProperty('span_id');
  });
});
