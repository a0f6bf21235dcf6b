import { type JobPayload, RECOGNITION_QUEUE } from '@timber/contracts';
import { currentSpanIds, currentTraceContext, inSpanUnder, SpanKind } from '@timber/telemetry';
import { startTestTracing } from '@timber/telemetry/tracing';
import { expectEventually, TEST_REDIS_URL } from '@timber/testing';
import { Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobHandler } from './job-handler';
import { startQueueWorker } from './queue-worker';

/**
 * A recognition job carries the trace of what added it (as counting's RecognitionQueue adds it:
 * the payload with the current trace context), and the worker runs it in a span under it, on a
 * real BullMQ queue in Redis.
 */
describe('a recognition job in the trace that added it (BullMQ, Redis)', () => {
  const tracing = startTestTracing('queue-trace-spec');
  const finished = () => tracing.finished();
  const prefix = `tqtrace${randomBytes(4).toString('hex')}`;
  const producer = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 3 });
  const consumer = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue(RECOGNITION_QUEUE, { connection: producer, prefix });
  const ran = new Map<number, ReturnType<typeof currentSpanIds>>();
  let worker: Worker;

  beforeAll(() => {
    const handler = <N extends 'recognize-image' | 'recognize-video'>(): JobHandler<N> => ({
      handle: (data) => {
        ran.set(data.imageId, currentSpanIds());
        return Promise.resolve();
      },
    });
    worker = startQueueWorker({
      queue: RECOGNITION_QUEUE,
      handlers: {
        'recognize-image': handler(),
        'recognize-video': handler(),
        'read-handwriting': { handle: () => Promise.resolve() },
      },
      connection: consumer,
      prefix,
      concurrency: 1,
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
      maxStalledCount: 1,
      name: 'spec',
    });
  });
  afterAll(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await Promise.all([producer.quit(), consumer.quit()]);
    await tracing.shutdown();
  });

  const payload = (imageId: number): JobPayload<'recognize-image'> => ({
    tenantId: randomUUID(),
    orderId: 1,
    imageId,
    mediaKey: `spec/${imageId}.jpg`,
    correlationId: 'spec',
  });
  const ranOnce = (imageId: number) =>
    expectEventually(() => {
      expect(ran.has(imageId)).toBe(true);
      return ran.get(imageId);
    });

  it('runs the job in a span whose parent is the span that added it', async () => {
    const added = await inSpanUnder(
      'counting image submitted',
      { kind: SpanKind.CONSUMER, parent: undefined },
      async () => {
        await queue.add('recognize-image', { ...payload(1), ...currentTraceContext() });
        return currentSpanIds();
      },
    );
    const inHandler = await ranOnce(1);
    const job = (await finished()).find((span) => span.name === 'recognition recognize-image');
    expect(job?.spanContext().traceId).toBe(added?.trace_id);
    expect(job?.parentSpanContext?.spanId).toBe(added?.span_id);
    expect(inHandler).toEqual({ trace_id: added?.trace_id, span_id: job?.spanContext().spanId });
  });

  it('runs a job added without a trace (tracing off) in a trace of its own', async () => {
    tracing.reset();
    await queue.add('recognize-image', payload(2));
    await ranOnce(2);
    const job = (await finished()).find((span) => span.name === 'recognition recognize-image');
    expect(job).toBeDefined();
    expect(job?.parentSpanContext).toBeUndefined();
  });
});
