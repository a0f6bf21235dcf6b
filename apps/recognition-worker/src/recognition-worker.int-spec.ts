import { LocalBlobStore } from '@timber/blob-store';
import {
  type EventEnvelope,
  type JobPayload,
  RECOGNITION_JOB_OPTIONS,
  RECOGNITION_QUEUE,
  recognizeImageJobId,
} from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import { expectEventually, removeRedisKeys, TEST_REDIS_URL, testDatabase } from '@timber/testing';
import { type Job, type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type WorkerConfig, workerConfigSchema } from './config';
import { type RunningWorker, startRecognitionWorker } from './recognition-worker';
import {
  type AppProcess,
  freePort,
  newMediaKey,
  type ObservedEvents,
  observeEvents,
  seedImage,
  spawnCounting,
  spawnWorker,
  validationPhotos,
} from './testing/worker-fixtures';

const TENANT = randomUUID();
const RESULTS_CONSUMER = 'counting.recognition-results';

interface EventRow {
  type: string;
  payload: { orderId: number; imageId: number; count?: number; errorCode?: string; modelVersion?: string };
}

/**
 * The recognition worker against real Redis (BullMQ and the event streams), a real blob store
 * and the real detector on real photos of the validation split; counting runs as its own process
 * on a real PostgreSQL (its schema, its role, row-level security) and records what the worker
 * publishes. Each test has a queue prefix of its own.
 */
describe('recognition worker (BullMQ, the event bus, the detector on real photos; counting records)', () => {
  let drop: () => Promise<void>;
  let adminUrl: string;
  let admin: Client;
  let blobDir: string;
  let store: LocalBlobStore;
  let redis: Redis;
  let photos: Buffer[];
  let streamPrefix: string;
  let counting: AppProcess;
  let observed: ObservedEvents;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    configureLogging('recognition-worker-test', 'error');
    const db = await testDatabase('recognition-worker');
    drop = db.drop;
    adminUrl = db.adminUrl;
    admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    blobDir = await mkdtemp(join(tmpdir(), 'recognition-worker-'));
    store = new LocalBlobStore(blobDir);
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    photos = await validationPhotos(4);
    streamPrefix = `trw${randomBytes(4).toString('hex')}`;
    counting = await spawnCounting({ adminUrl, redisUrl: TEST_REDIS_URL, streamPrefix, blobDir });
    observed = await observeEvents(TEST_REDIS_URL, streamPrefix);
  }, 120_000);

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  afterAll(async () => {
    await observed?.stop();
    await counting?.stop();
    await removeRedisKeys(TEST_REDIS_URL, streamPrefix);
    await admin.end();
    await redis.quit();
    await rm(blobDir, { recursive: true, force: true });
    await drop();
  });

  /** A queue of its own for one test, emptied of its keys afterwards. */
  const newQueue = (): { queue: Queue; prefix: string } => {
    const prefix = `t-rw-${randomBytes(4).toString('hex')}`;
    const queue = new Queue(RECOGNITION_QUEUE, { connection: redis, prefix });
    cleanups.push(async () => {
      await queue.obliterate({ force: true });
      await queue.close();
    });
    return { queue, prefix };
  };

  const env = (prefix: string, name: string): Record<string, string> => ({
    REDIS_URL: TEST_REDIS_URL,
    EVENT_STREAM_PREFIX: streamPrefix,
    QUEUE_PREFIX: prefix,
    BLOB_STORE: 'local',
    BLOB_DIR: blobDir,
    LOCK_DURATION_MS: '2000',
    STALLED_INTERVAL_MS: '1000',
    LOG_LEVEL: 'warn',
    WORKER_NAME: name,
    // several worker processes at once: each health server on a free port, no metrics server
    HEALTH_PORT: '0',
    METRICS_PORT: '0',
  });
  const config = (prefix: string, name: string): WorkerConfig => workerConfigSchema.parse(env(prefix, name));

  const inProcess = async (prefix: string): Promise<RunningWorker> => {
    const running = await startRecognitionWorker(config(prefix, 'in-process'));
    cleanups.push(() => running.close());
    return running;
  };
  const processes = async (
    queue: Queue,
    prefix: string,
    names: string[],
    more: { env?: Record<string, string>; preload?: string } = {},
  ): Promise<AppProcess[]> => {
    const started = names.map((name) => spawnWorker({ ...env(prefix, name), ...more.env }, more.preload));
    cleanups.push(async () => {
      await Promise.all(started.map((w) => w.stop()));
    });
    await expectEventually(async () => {
      const exited = started.find((w) => w.child.exitCode !== null);
      if (exited) {
        throw new Error(`a worker exited:\n${exited.output()}`);
      }
      expect(await queue.getWorkersCount()).toBeGreaterThanOrEqual(names.length);
    }, 60_000);
    return started;
  };

  /** An order with one image, its photo (or nothing) at `key`, as counting's create leaves it. */
  const seed = async (key: string) => ({ ...(await seedImage(admin, TENANT, key)), key });
  const add = (
    queue: Queue,
    image: { orderId: number; imageId: number; key: string },
    options: JobsOptions = {},
  ): Promise<Job> => {
    const payload: JobPayload<'recognize-image'> = {
      tenantId: TENANT,
      orderId: image.orderId,
      imageId: image.imageId,
      mediaKey: image.key,
      correlationId: randomUUID(),
    };
    return queue.add('recognize-image', payload, {
      ...RECOGNITION_JOB_OPTIONS,
      ...options,
      jobId: recognizeImageJobId(image.imageId),
    });
  };
  const stateOf = async (queue: Queue, imageId: number): Promise<string> =>
    (await queue.getJob(recognizeImageJobId(imageId)))?.getState() ?? 'missing';
  const settled = (queue: Queue, imageId: number, state: 'completed' | 'failed', timeoutMs = 30_000) =>
    expectEventually(async () => {
      expect(await stateOf(queue, imageId)).toBe(state);
      return (await queue.getJob(recognizeImageJobId(imageId)))!;
    }, timeoutMs);

  /** What the worker published about an image of TENANT, as the bus delivers it. */
  const published = (imageId: number, types: readonly string[], tenantId = TENANT): EventEnvelope[] =>
    observed.all.filter(
      (event) =>
        types.includes(event.type) &&
        event.tenantId === tenantId &&
        (event.payload as { imageId?: number }).imageId === imageId,
    );
  const OUTCOMES = ['counting.recognition.completed', 'counting.recognition.failed'];

  /** Counting's inbox has the event: it was recorded, or found to change nothing. */
  const recordedByCounting = (event: EventEnvelope) =>
    expectEventually(async () => {
      const found = await admin.query(
        'select 1 from counting.processed_events where consumer = $1 and event_id = $2',
        [RESULTS_CONSUMER, event.eventId],
      );
      expect(found.rowCount).toBe(1);
    }, 20_000);

  const rows = async (imageId: number) => {
    const image = await admin.query<{
      status: number;
      progress: number;
      error_code: string | null;
      width: number;
    }>(`select status, progress, error_code, width from counting.count_images where id = $1`, [imageId]);
    const order = await admin.query<{ id: string; status: number }>(
      `select o.id, o.status from counting.count_orders o join counting.count_images i on i.order_id = o.id where i.id = $1`,
      [imageId],
    );
    const recognitions = await admin.query<{ detected: unknown[]; model_version: string }>(
      `select detected, model_version from counting.recognitions where image_id = $1`,
      [imageId],
    );
    // what counting announced of the order: every status change, with its revision
    const statusChanges = await admin.query<{ status: number; revision: number }>(
      `select (payload->>'status')::int as status, (payload->>'revision')::int as revision
         from counting.outbox
        where type = 'counting.order.status-changed' and (payload->>'orderId')::bigint = $1 order by seq`,
      [order.rows[0]?.id ?? 0],
    );
    const outcomes = published(imageId, OUTCOMES);
    return {
      image: image.rows[0],
      orderStatus: order.rows[0]?.status,
      recognitions: recognitions.rows,
      statusChanges: statusChanges.rows,
      outcomes,
      events: outcomes.map(({ type, payload }) => ({ type, payload }) as EventRow),
      progress: published(imageId, ['counting.recognition.progressed']).map(
        (event) => (event.payload as { progress: number }).progress,
      ),
    };
  };
  /** The rows once counting has recorded the image's outcome (its status is `status`) and it was seen on the bus. */
  const recorded = (imageId: number, status: number, outcomes = 1) =>
    expectEventually(async () => {
      const found = await rows(imageId);
      expect(found.image?.status).toBe(status);
      expect(found.outcomes).toHaveLength(outcomes);
      return found;
    }, 20_000);

  it('retries a job that failed once (media not there yet) and stores one result; a second run adds nothing', async () => {
    const { queue, prefix } = newQueue();
    await inProcess(prefix);
    const ids = await seed(newMediaKey());
    await add(queue, ids, { backoff: { type: 'exponential', delay: 1_500 } });

    // the first attempt finds no media: the job waits for its retry, the image shows "processing"
    await expectEventually(async () => {
      expect((await queue.getJob(recognizeImageJobId(ids.imageId)))?.attemptsMade).toBe(1);
    });
    await expectEventually(async () =>
      expect((await rows(ids.imageId)).image).toMatchObject({ status: 5, error_code: null }),
    );
    await store.put(ids.key, photos[0]!, 'image/jpeg');

    const job = await settled(queue, ids.imageId, 'completed');
    expect(job.stacktrace).toHaveLength(1);
    expect(job.stacktrace[0]).toContain('BlobNotFoundError');
    expect(job.progress).toBe(100);
    const after = await recorded(ids.imageId, 10);
    expect(after.image).toMatchObject({ status: 10, progress: 100, error_code: null, width: 640 });
    expect(after.orderStatus).toBe(10);
    expect(after.recognitions).toHaveLength(1);
    const detected = after.recognitions[0]!.detected;
    expect(detected.length).toBeGreaterThan(10);
    expect(detected[0]).toEqual({
      x: expect.any(Number) as number,
      y: expect.any(Number) as number,
      r: expect.any(Number) as number,
      score: expect.any(Number) as number,
    });
    expect(after.events).toEqual([
      {
        type: 'counting.recognition.completed',
        payload: {
          tenantId: TENANT,
          orderId: ids.orderId,
          imageId: ids.imageId,
          count: detected.length,
          modelVersion: after.recognitions[0]!.model_version,
          width: 640,
          height: 640,
          circles: detected,
        },
      },
    ]);
    // each attempt told its progress (the first got no further than its start)
    expect(after.progress).toEqual([10, 10, 40]);
    // counting told each change of the order once: in recognition (5), recognised (10)
    expect(after.statusChanges).toEqual([
      { status: 5, revision: 1 },
      { status: 10, revision: 2 },
    ]);

    // adding the image again while BullMQ keeps the job is no new job
    await add(queue, ids);
    expect(await queue.getJobCounts('completed', 'wait', 'delayed', 'active')).toMatchObject({
      completed: 1,
      wait: 0,
      delayed: 0,
      active: 0,
    });
    // a run after the job is gone (removed, then added again) publishes its result again (at
    // least once), and counting records nothing new: one result, no status change
    await job.remove();
    await add(queue, ids);
    await settled(queue, ids.imageId, 'completed');
    const again = await recorded(ids.imageId, 10, 2);
    await recordedByCounting(again.outcomes[1]!);
    expect(again.recognitions).toEqual(after.recognitions);
    expect(again.image).toEqual(after.image);
    expect(again.statusChanges).toEqual(after.statusChanges);
    console.info(
      `[recognition] failed once then stored ${detected.length} log ends; a second run was recorded as nothing new`,
    );
  });

  it('fails a corrupt photo after one attempt: image and order failed (8) with IMAGE_UNREADABLE, no result', async () => {
    const { queue, prefix } = newQueue();
    await inProcess(prefix);
    const ids = await seed(newMediaKey());
    // a JPEG cut off after 2 kB: the right magic bytes, no decodable picture
    await store.put(ids.key, photos[1]!.subarray(0, 2_000), 'image/jpeg');
    await add(queue, ids);

    const job = await settled(queue, ids.imageId, 'failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('IMAGE_UNREADABLE');
    const after = await recorded(ids.imageId, 8);
    expect(after.image).toMatchObject({ status: 8, error_code: 'IMAGE_UNREADABLE', progress: 0 });
    expect(after.orderStatus).toBe(8);
    expect(after.recognitions).toHaveLength(0);
    expect(after.events).toEqual([
      {
        type: 'counting.recognition.failed',
        payload: {
          tenantId: TENANT,
          orderId: ids.orderId,
          imageId: ids.imageId,
          errorCode: 'IMAGE_UNREADABLE',
        },
      },
    ]);
    expect(after.statusChanges).toEqual([
      { status: 5, revision: 1 },
      { status: 8, revision: 2 },
    ]);
  });

  it('fails the image (MEDIA_MISSING) on the last attempt, leaves a deleted order alone, refuses foreign jobs at once', async () => {
    const { queue, prefix } = newQueue();
    await inProcess(prefix);
    const missing = await seed(newMediaKey());
    await add(queue, missing, { attempts: 2, backoff: { type: 'fixed', delay: 100 } });
    const failed = await settled(queue, missing.imageId, 'failed');
    expect(failed.attemptsMade).toBe(2);
    const after = await recorded(missing.imageId, 8);
    expect(after.image).toMatchObject({ status: 8, error_code: 'MEDIA_MISSING' });
    expect(after.orderStatus).toBe(8);
    expect(after.events.map((e) => e.payload.errorCode)).toEqual(['MEDIA_MISSING']);

    // the worker does not know the order was deleted; counting records nothing of its result
    const deleted = await seed(newMediaKey());
    await store.put(deleted.key, photos[0]!, 'image/jpeg');
    await admin.query('update counting.count_orders set deleted_at = now() where id = $1', [deleted.orderId]);
    await add(queue, deleted);
    await settled(queue, deleted.imageId, 'completed');
    const result = await expectEventually(() => {
      const [event] = published(deleted.imageId, OUTCOMES);
      expect(event).toBeDefined();
      return event!;
    });
    await recordedByCounting(result);
    const untouched = await rows(deleted.imageId);
    expect(untouched.image?.status).toBe(0);
    expect(untouched.recognitions).toHaveLength(0);
    expect(untouched.statusChanges).toHaveLength(0);

    // another tenant's job: counting finds no such image under row-level security
    const stranger = randomUUID();
    const foreign = await queue.add(
      'recognize-image',
      {
        tenantId: stranger,
        orderId: missing.orderId,
        imageId: missing.imageId,
        mediaKey: deleted.key,
        correlationId: 'other-tenant',
      },
      { jobId: 'foreign:1' },
    );
    const unknown = await queue.add('recognize-audio', { imageId: 1 }, { jobId: 'unknown:1', attempts: 3 });
    const malformed = await queue.add(
      'recognize-image',
      { tenantId: 'x' },
      { jobId: 'malformed:1', attempts: 3 },
    );
    const finalState = (job: Job, state: string) =>
      expectEventually(async () => expect(await job.getState()).toBe(state));
    await finalState(foreign, 'completed');
    await finalState(unknown, 'failed');
    await finalState(malformed, 'failed');
    expect((await queue.getJob('unknown:1'))?.failedReason).toContain('no handler for job "recognize-audio"');
    expect((await queue.getJob('malformed:1'))?.failedReason).toContain('payload its schema refuses');
    expect((await queue.getJob('malformed:1'))?.attemptsMade).toBe(1);
    const strangers = await expectEventually(() => {
      const [event] = published(missing.imageId, OUTCOMES, stranger);
      expect(event).toBeDefined();
      return event!;
    });
    await recordedByCounting(strangers);
    const unchanged = await rows(missing.imageId);
    expect(unchanged.image).toMatchObject({ status: 8, error_code: 'MEDIA_MISSING' });
    expect(unchanged.recognitions).toHaveLength(0);
    expect(unchanged.events).toHaveLength(1);
  });

  // The worker publishes its result, then its job completes: killed before the publish, the job
  // runs again on another worker; killed after it (the result recorded, the job not completed),
  // the other worker publishes it again and counting records nothing new. Either way: one
  // result, and each status change of the order told once.
  it.each([
    ['before', 'before publishing its result', 5],
    ['after', 'after publishing its result', 10],
  ] as const)(
    'a job whose worker is killed (SIGKILL) %s publishing its result completes on another worker, once',
    async (hold, when, statusAtKill) => {
      const { queue, prefix } = newQueue();
      const ids = await seed(newMediaKey());
      await store.put(ids.key, photos[2]!, 'image/jpeg');
      const [first] = await processes(queue, prefix, ['worker-a'], {
        env: { RECOGNITION_TEST_HOLD: hold },
        preload: 'hold-publish.ts',
      });
      await add(queue, ids);
      // worker A has detected and holds at its result; counting recorded what it was told
      await expectEventually(() => expect(first!.output()).toContain('[hold-publish]'), 30_000);
      await expectEventually(async () => expect((await rows(ids.imageId)).image?.status).toBe(statusAtKill));
      expect(await stateOf(queue, ids.imageId)).toBe('active');

      await first!.kill();
      await processes(queue, prefix, ['worker-b']);

      const job = await settled(queue, ids.imageId, 'completed');
      expect(job.processedBy).toBe('worker-b');
      const after = await recorded(ids.imageId, 10, hold === 'after' ? 2 : 1);
      await Promise.all(after.outcomes.map(recordedByCounting));
      expect(after.recognitions).toHaveLength(1);
      expect(after.events.map((e) => e.type)).toEqual(
        after.outcomes.map(() => 'counting.recognition.completed'),
      );
      expect(after.image?.status).toBe(10);
      expect(after.orderStatus).toBe(10);
      expect(after.statusChanges).toEqual([
        { status: 5, revision: 1 },
        { status: 10, revision: 2 },
      ]);
      // and the relay published each of them once
      const told = await expectEventually(() => {
        const changes = observed.all
          .filter(
            (event) =>
              event.type === 'counting.order.status-changed' &&
              (event.payload as { orderId: number }).orderId === ids.orderId,
          )
          .map((event) => (event.payload as { status: number }).status);
        expect(changes).toEqual([5, 10]);
        return changes;
      });
      console.info(
        `[recognition] worker-a killed ${when}; worker-b completed the job: 1 result, ${after.outcomes.length} result event(s), status changes ${told.join(' → ')}`,
      );
    },
    90_000,
  );

  it('a worker process serves /health and /ready on HEALTH_PORT, and closes them on SIGTERM', async () => {
    const { prefix } = newQueue();
    const port = await freePort();
    const worker = spawnWorker({ ...env(prefix, 'worker-h'), HEALTH_PORT: String(port) });
    cleanups.push(() => worker.stop());
    const base = `http://127.0.0.1:${port}`;
    const ready = await expectEventually(async () => {
      if (worker.child.exitCode !== null) {
        throw new Error(`the worker exited:\n${worker.output()}`);
      }
      const response = await fetch(`${base}/ready`);
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      return body;
    }, 60_000);
    expect(ready).toEqual({ redis: 'ok', detector: 'ok' });
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });

    await worker.stop();
    expect(worker.child.exitCode, worker.output()).toBe(0);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });

  it('two worker processes on four jobs store four results', async () => {
    const { queue, prefix } = newQueue();
    const images = await Promise.all(
      photos.map(async (photo) => {
        const image = await seed(newMediaKey());
        await store.put(image.key, photo, 'image/jpeg');
        return image;
      }),
    );
    await processes(queue, prefix, ['worker-c', 'worker-d']);
    await Promise.all(images.map((ids) => add(queue, ids)));

    const jobs = await Promise.all(images.map((ids) => settled(queue, ids.imageId, 'completed', 60_000)));
    const results = await Promise.all(images.map((ids) => recorded(ids.imageId, 10)));
    expect(results.map((r) => r.recognitions.length)).toEqual([1, 1, 1, 1]);
    expect(results.map((r) => r.events.length)).toEqual([1, 1, 1, 1]);
    expect(results.map((r) => r.orderStatus)).toEqual([10, 10, 10, 10]);
    const by = jobs.map((job) => job.processedBy ?? '');
    expect(by.every((name) => ['worker-c', 'worker-d'].includes(name))).toBe(true);
    console.info(
      `[recognition] 4 jobs on 2 workers: ${by.join(', ')}; counts ${results.map((r) => r.events[0]?.payload.count).join(', ')}`,
    );
  });
});
