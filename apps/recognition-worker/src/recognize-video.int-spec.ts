import { LocalBlobStore } from '@timber/blob-store';
import {
  type EventEnvelope,
  type JobPayload,
  RECOGNITION_JOB_OPTIONS,
  RECOGNITION_QUEUE,
  recognizeImageJobId,
} from '@timber/contracts';
import { LogEndDetector } from '@timber/log-detector';
import { configureLogging } from '@timber/nest-kit';
import { expectEventually, removeRedisKeys, TEST_REDIS_URL, testDatabase } from '@timber/testing';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerConfigSchema } from './config';
import { type RunningWorker, startRecognitionWorker } from './recognition-worker';
import { runFfmpeg } from './recognition/video-frames';
import {
  type AppProcess,
  type ObservedEvents,
  observeEvents,
  seedImage,
  spawnCounting,
  validationPhotos,
} from './testing/worker-fixtures';

const TENANT = randomUUID();
const videoKey = (): string => `origin/2026-11-23/${randomBytes(16).toString('hex')}.mp4`;

/**
 * `recognize-video` against real Redis, the blob store, ffmpeg and the detector, with counting as
 * its own process recording the result in PostgreSQL: a photo of the validation split panned into
 * a 3 s MP4 is counted as the photo is, each log once.
 */
describe('recognize-video (ffmpeg, the detector, the tracker; counting records)', () => {
  let drop: () => Promise<void>;
  let admin: Client;
  let blobDir: string;
  let store: LocalBlobStore;
  let redis: Redis;
  let queue: Queue;
  let worker: RunningWorker;
  let photo: Buffer;
  let video: Buffer;
  let streamPrefix: string;
  let counting: AppProcess;
  let observed: ObservedEvents;

  beforeAll(async () => {
    configureLogging('recognize-video-test', 'error');
    const db = await testDatabase('recognize-video');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    blobDir = await mkdtemp(join(tmpdir(), 'recognize-video-'));
    store = new LocalBlobStore(blobDir);
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    const prefix = `t-rv-${randomBytes(4).toString('hex')}`;
    queue = new Queue(RECOGNITION_QUEUE, { connection: redis, prefix });
    // the third photo: a dense pile (~370 logs), so a 20 px pan between sampled frames is near the
    // logs' spacing. (On the first photo the detector alone, on a 540 px window stretched to its
    // 640 × 640 input, finds 16 logs of 42: a detector matter, not the tracker's.)
    photo = (await validationPhotos(3))[2]!;
    // the photo seen through a window 100 px narrower, panning 40 px a second for 3 s
    const work = await mkdtemp(join(tmpdir(), 'pan-'));
    await writeFile(join(work, 'photo.jpg'), photo);
    // prettier-ignore
    await runFfmpeg([
      '-loop', '1', '-framerate', '10', '-t', '3', '-i', join(work, 'photo.jpg'),
      '-vf', "crop=w=iw-100:h=trunc(ih/2)*2:x='min(t*40,100)':y=0,format=yuv420p",
      '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', join(work, 'pan.mp4'),
    ]);
    video = await readFile(join(work, 'pan.mp4'));
    await rm(work, { recursive: true, force: true });
    streamPrefix = `trv${randomBytes(4).toString('hex')}`;
    counting = await spawnCounting({
      adminUrl: db.adminUrl,
      redisUrl: TEST_REDIS_URL,
      streamPrefix,
      blobDir,
    });
    observed = await observeEvents(TEST_REDIS_URL, streamPrefix);
    worker = await startRecognitionWorker(
      workerConfigSchema.parse({
        REDIS_URL: TEST_REDIS_URL,
        EVENT_STREAM_PREFIX: streamPrefix,
        QUEUE_PREFIX: prefix,
        BLOB_STORE: 'local',
        BLOB_DIR: blobDir,
        DETECTOR_THREADS: '1',
        LOG_LEVEL: 'warn',
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await worker?.close();
    await observed?.stop();
    await counting?.stop();
    await removeRedisKeys(TEST_REDIS_URL, streamPrefix);
    await queue?.obliterate({ force: true });
    await queue?.close();
    await admin?.end();
    await redis?.quit();
    await rm(blobDir, { recursive: true, force: true });
    await drop?.();
  });

  const add = (
    ids: { orderId: number; imageId: number },
    mediaKey: string,
    jobId = recognizeImageJobId(ids.imageId),
  ) => {
    const payload: JobPayload<'recognize-video'> = {
      tenantId: TENANT,
      ...ids,
      mediaKey,
      correlationId: randomUUID(),
    };
    return queue.add('recognize-video', payload, { ...RECOGNITION_JOB_OPTIONS, jobId });
  };
  /** The job once it has settled in `state`, read after that state (a copy read before it may
   * still be the active job, its attempt not yet counted). */
  const settled = (jobId: string, state: 'completed' | 'failed') =>
    expectEventually(async () => {
      expect(await queue.getJobState(jobId)).toBe(state);
      return (await queue.getJob(jobId))!;
    }, 120_000);

  /** What counting has stored of the order, read in one snapshot (its rows as of one moment). */
  const stored = async (orderId: number) => {
    await admin.query('begin isolation level repeatable read read only');
    try {
      return await storedNow(orderId);
    } finally {
      await admin.query('commit');
    }
  };
  const storedNow = async (orderId: number) => {
    const images = await admin.query<{
      id: number;
      seq: number;
      status: number;
      media_key: string;
      source_image_id: number | null;
      frame_index: number | null;
      detected: unknown[] | null;
      width: number | null;
    }>(
      `select i.id::float8 as id, i.seq, i.status, i.media_key, i.source_image_id::float8 as source_image_id,
              i.frame_index, r.detected, i.width
       from counting.count_images i left join counting.recognitions r on r.image_id = i.id
       where i.order_id = $1 order by i.seq`,
      [orderId],
    );
    const order = await admin.query<{ status: number }>(
      `select status from counting.count_orders where id = $1`,
      [orderId],
    );
    // what counting announced of the order: every status change, with its revision
    const statusChanges = await admin.query<{ status: number; revision: number }>(
      `select (payload->>'status')::int as status, (payload->>'revision')::int as revision
         from counting.outbox
        where type = 'counting.order.status-changed' and (payload->>'orderId')::bigint = $1 order by seq`,
      [orderId],
    );
    // what the worker published of its outcome, as the bus delivers it
    const outcomes = observed.all.filter(
      (event) =>
        (event.type === 'counting.recognition.completed' || event.type === 'counting.recognition.failed') &&
        (event.payload as { orderId: number }).orderId === orderId,
    );
    const media = await admin.query<{ key: string; tenant_id: string; content_type: string }>(
      `select key, tenant_id, content_type from counting.media where key = any($1)`,
      [images.rows.map((image) => image.media_key)],
    );
    return {
      images: images.rows,
      orderStatus: order.rows[0]?.status,
      statusChanges: statusChanges.rows,
      outcomes,
      events: outcomes.map(({ type, payload }) => ({
        type,
        payload: payload as { imageId: number; count?: number; errorCode?: string },
      })),
      media: media.rows,
    };
  };
  /** The rows once counting has recorded the order's outcome (`status`) and the bus showed it. */
  const recorded = (orderId: number, status: number, outcomes = 1) =>
    expectEventually(async () => {
      const found = await stored(orderId);
      expect(found.orderStatus).toBe(status);
      expect(found.outcomes).toHaveLength(outcomes);
      return found;
    }, 30_000);
  /** Counting's inbox has the event: recorded, or found to change nothing. */
  const recordedByCounting = (event: EventEnvelope) =>
    expectEventually(async () => {
      const found = await admin.query(
        'select 1 from counting.processed_events where consumer = $1 and event_id = $2',
        ['counting.recognition-results', event.eventId],
      );
      expect(found.rowCount).toBe(1);
    }, 20_000);

  it('counts a panned video as its photo (within 15 %), each log once; keyframes stored; a re-run stores nothing', async () => {
    const detector = await LogEndDetector.load({ threads: 1 });
    const photoCount = (await detector.detect(photo)).logs.length;
    await detector.release();

    const key = videoKey();
    await store.put(key, video, 'video/mp4');
    const ids = await seedImage(admin, TENANT, key, 2);
    const job: Job = await add(ids, key);
    await settled(job.id!, 'completed');

    const after = await recorded(ids.orderId, 10);
    expect(after.orderStatus).toBe(10);
    const [source, ...keyframes] = after.images;
    // the video's own image: processed, no circles of its own
    expect(source).toMatchObject({
      id: ids.imageId,
      seq: 1,
      status: 10,
      source_image_id: null,
      detected: [],
    });
    expect(source!.width).toBeGreaterThan(0);
    expect(keyframes.length).toBeGreaterThanOrEqual(1);
    expect(keyframes[0]!.frame_index).toBe(0);
    for (const keyframe of keyframes) {
      expect(keyframe).toMatchObject({ status: 10, source_image_id: ids.imageId });
      expect(keyframe.media_key).toMatch(/^origin\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{32}\.jpg$/);
      expect((await store.stat(keyframe.media_key))?.contentType).toBe('image/jpeg');
      expect(keyframe.detected!.length).toBeGreaterThan(0);
    }
    expect(after.media).toHaveLength(keyframes.length);
    expect(after.media.every((m) => m.tenant_id === TENANT && m.content_type === 'image/jpeg')).toBe(true);
    const count = keyframes.reduce((sum, keyframe) => sum + keyframe.detected!.length, 0);
    expect(after.events).toEqual([
      {
        type: 'counting.recognition.completed',
        payload: expect.objectContaining({ imageId: ids.imageId, count, circles: [] }) as unknown,
      },
    ]);
    expect(after.statusChanges).toEqual([
      { status: 5, revision: 1 },
      { status: 10, revision: 2 },
    ]);
    // the same logs in 6 frames are counted once, not 6 times
    expect(Math.abs(count - photoCount) / photoCount).toBeLessThanOrEqual(0.15);

    // a second run (a redelivered job once BullMQ forgot the first) publishes again (its
    // keyframes under new keys, unreferenced); counting records nothing of it
    await settled((await add(ids, key, `again-${ids.imageId}`)).id!, 'completed');
    const again = await recorded(ids.orderId, 10, 2);
    await recordedByCounting(again.outcomes[1]!);
    const unchanged = await stored(ids.orderId);
    expect(unchanged.images).toEqual(after.images);
    expect(unchanged.media).toEqual(after.media);
    expect(unchanged.statusChanges).toEqual(after.statusChanges);
  }, 180_000);

  it('a file ffmpeg cannot read fails the video at once, without retries', async () => {
    const key = videoKey();
    await store.put(key, Buffer.concat([video.subarray(0, 64), randomBytes(4_000)]), 'video/mp4');
    const ids = await seedImage(admin, TENANT, key, 2);
    const job = await settled((await add(ids, key)).id!, 'failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('IMAGE_UNREADABLE');
    const after = await recorded(ids.orderId, 8);
    expect(after.images).toMatchObject([{ status: 8, detected: null }]);
    expect(after.orderStatus).toBe(8);
    expect(after.events.map((event) => event.type)).toEqual(['counting.recognition.failed']);
    expect(after.statusChanges.map((change) => change.status)).toEqual([5, 8]);
  }, 60_000);
});
