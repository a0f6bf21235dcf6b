import { mediaKey } from '@timber/blob-store';
import { recognizeImageJobId, type EventEnvelope } from '@timber/contracts';
import { runWithContext } from '@timber/nest-kit';
import { expectEventually } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TENANT_B, useCountingSuite } from '../testing/counting-suite';
import { ImageSubmittedConsumer } from './events/image-submitted.consumer';
import { RecognitionResultConsumer } from './events/recognition-result.consumer';

describe('counting: count orders, images and reviews (real PostgreSQL, Redis, BullMQ, worker)', () => {
  const suite = useCountingSuite();
  const { published, upload, statusOf, seedOrder, statusChanges } = suite;

  it('queues an image once however often its event arrives, with its media key; a deleted order’s not at all', async () => {
    const consumer = suite.counting.app.get(ImageSubmittedConsumer);
    // its own company; the order written as create writes it, without the event (this test sends it)
    const tenant = randomUUID();
    const key = await upload(suite.photos[0], 'image/jpeg', tenant);
    const ids = await seedOrder(tenant, key);
    const event: EventEnvelope = {
      eventId: randomUUID(),
      type: 'counting.image.submitted',
      version: 1,
      tenantId: tenant,
      correlationId: 'redelivered',
      causationId: null,
      occurredAt: new Date().toISOString(),
      partitionKey: String(ids.orderId),
      payload: { ...ids, ossType: 1 },
    };
    await consumer.handle(event);
    await consumer.handle({ ...event, eventId: randomUUID() });
    const jobs = await suite.queue.getJobs(['wait', 'active', 'completed', 'delayed', 'failed']);
    const queued = jobs.filter((job) => job.id === recognizeImageJobId(ids.imageId));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.data).toEqual({
      tenantId: tenant,
      ...ids,
      mediaKey: key,
      correlationId: 'redelivered',
    });

    const deleted = await seedOrder(tenant, key);
    await suite.admin.query('update counting.count_orders set deleted_at = now() where id = $1', [
      deleted.orderId,
    ]);
    await consumer.handle({ ...event, eventId: randomUUID(), payload: { ...deleted, ossType: 1 } });
    expect(await suite.queue.getJob(recognizeImageJobId(deleted.imageId))).toBeUndefined();
  });

  it('records the worker’s events once per image: 1 → 5 → 10, each status change told once; repeats, strangers and deleted orders change nothing', async () => {
    const consumer = suite.counting.app.get(RecognitionResultConsumer);
    const tenant = randomUUID();
    const key = await upload(suite.photos[0], 'image/jpeg', tenant);
    const ids = await seedOrder(tenant, key);
    const deliver = (type: string, payload: Record<string, unknown>, more: Partial<EventEnvelope> = {}) => {
      const event: EventEnvelope = {
        eventId: randomUUID(),
        type,
        version: type === 'counting.recognition.completed' ? 2 : 1,
        tenantId: tenant,
        correlationId: 'worker-run',
        causationId: null,
        occurredAt: new Date().toISOString(),
        partitionKey: String(ids.orderId),
        payload: { tenantId: tenant, ...ids, ...payload },
        ...more,
      };
      const context = { correlationId: event.correlationId, locale: 'en', tzOffsetHours: 0, ip: '' } as const;
      return runWithContext({ ...context, tenantId: event.tenantId }, () => consumer.handle(event)).then(
        () => event,
      );
    };
    const state = async () => {
      const image = await suite.admin.query<{ status: number; progress: number; width: number | null }>(
        'select status, progress, width from counting.count_images where id = $1',
        [ids.imageId],
      );
      const results = await suite.admin.query<{ detected: unknown[] }>(
        'select detected from counting.recognitions where image_id = $1',
        [ids.imageId],
      );
      return {
        image: image.rows[0],
        orderStatus: await statusOf(ids.orderId),
        results: results.rows.map((row) => row.detected),
        changes: await statusChanges(ids.orderId),
      };
    };
    const circles = [
      { x: 100, y: 100, r: 20, score: 0.9 },
      { x: 200, y: 150, r: 25, score: 0.8 },
    ];
    const result = { count: 2, modelVersion: 'log-ends-test', width: 640, height: 480, circles };

    await deliver('counting.recognition.progressed', { progress: 10 });
    expect(await state()).toMatchObject({ image: { status: 5, progress: 10 }, orderStatus: 5 });
    await deliver('counting.recognition.progressed', { progress: 40 });
    const completed = await deliver('counting.recognition.completed', result);
    const done = await state();
    expect(done).toEqual({
      image: { status: 10, progress: 100, width: 640 },
      orderStatus: 10,
      results: [circles],
      changes: [
        { status: 5, revision: 1 },
        { status: 10, revision: 2 },
      ],
    });
    // the same event again (the inbox), the same result again (a job run twice), a late
    // progress, a late failure: nothing changes
    await deliver(completed.type, completed.payload as Record<string, unknown>, {
      eventId: completed.eventId,
    });
    await deliver('counting.recognition.completed', { ...result, circles: circles.slice(1), count: 1 });
    await deliver('counting.recognition.progressed', { progress: 10 });
    await deliver('counting.recognition.failed', { errorCode: 'RECOGNITION_FAILED' });
    expect(await state()).toEqual(done);
    // another company's event for this image, and a result for a deleted order, change nothing
    await deliver('counting.recognition.completed', result, { tenantId: TENANT_B });
    const gone = await seedOrder(tenant, key);
    await suite.admin.query('update counting.count_orders set deleted_at = now() where id = $1', [
      gone.orderId,
    ]);
    await deliver('counting.recognition.completed', { ...result, ...gone });
    expect(await state()).toEqual(done);
    expect(await statusOf(gone.orderId)).toBe(1);
    // the relay published each status change once
    await expectEventually(() =>
      expect(
        published
          .filter(
            (event) =>
              event.type === 'counting.order.status-changed' &&
              (event.payload as { orderId: number }).orderId === ids.orderId,
          )
          .map((event) => event.payload),
      ).toEqual([
        { orderId: ids.orderId, orderNo: expect.any(String) as string, status: 5, revision: 1 },
        { orderId: ids.orderId, orderNo: expect.any(String) as string, status: 10, revision: 2 },
      ]),
    );

    // a video's result: its keyframes become images of the order, their JPEGs the tenant's media
    const video = await seedOrder(tenant, key, 2);
    const keyframes = [0, 3].map((frameIndex) => ({
      frameIndex,
      mediaKey: mediaKey(new Date(), 'jpg'),
      size: 1234,
      width: 620,
      height: 480,
      circles: circles.slice(0, frameIndex === 0 ? 2 : 1),
    }));
    await deliver('counting.recognition.completed', {
      ...video,
      ...result,
      count: 3,
      circles: [],
      keyframes,
    });
    const frames = await suite.admin.query<{
      seq: number;
      status: number;
      media_key: string;
      frame_index: number | null;
      source: boolean;
      detected: unknown[];
      media: string | null;
    }>(
      `select i.seq, i.status, i.media_key, i.frame_index, i.source_image_id = $2 as source, r.detected,
              m.tenant_id::text as media
         from counting.count_images i
         join counting.recognitions r on r.image_id = i.id
         left join counting.media m on m.key = i.media_key
        where i.order_id = $1 order by i.seq`,
      [video.orderId, video.imageId],
    );
    expect(frames.rows).toEqual([
      { seq: 1, status: 10, media_key: key, frame_index: null, source: null, detected: [], media: tenant },
      ...keyframes.map((keyframe, index) => ({
        seq: index + 2,
        status: 10,
        media_key: keyframe.mediaKey,
        frame_index: keyframe.frameIndex,
        source: true,
        detected: keyframe.circles,
        media: tenant,
      })),
    ]);
    expect(await statusOf(video.orderId)).toBe(10);
  });
});
