import { LocalBlobStore } from '@timber/blob-store';
import {
  type JobPayload,
  RECOGNITION_JOB_OPTIONS,
  RECOGNITION_QUEUE,
  recognizeImageJobId,
} from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging } from '@timber/nest-kit';
import { expectEventually, TEST_REDIS_URL, testDatabase } from '@timber/testing';
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
  freePort,
  newMediaKey,
  seedImage,
  spawnWorker,
  validationPhotos,
  type WorkerProcess,
} from './testing/worker-fixtures';

const TENANT = randomUUID();

interface EventRow {
  type: string;
  payload: { orderId: number; imageId: number; count?: number; errorCode?: string; modelVersion?: string };
}

/**
 * The recognition worker against real Redis (BullMQ), real PostgreSQL (counting's schema, its
 * role, row-level security), a real blob store and the real detector on real photos of the
 * validation split. Each test has a queue prefix of its own.
 */
describe('recognition worker (BullMQ, PostgreSQL, the detector on real photos)', () => {
  let drop: () => Promise<void>;
  let adminUrl: string;
  let admin: Client;
  let blobDir: string;
  let store: LocalBlobStore;
  let redis: Redis;
  let photos: Buffer[];
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
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  afterAll(async () => {
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
    DATABASE_URL: urlFor(adminUrl, 'counting_svc'),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: prefix,
    BLOB_STORE: 'local',
    BLOB_DIR: blobDir,
    LOCK_DURATION_MS: '2000',
    STALLED_INTERVAL_MS: '1000',
    LOG_LEVEL: 'warn',
    WORKER_NAME: name,
    // several worker processes at once: each health server on a free port
    HEALTH_PORT: '0',
  });
  const config = (prefix: string, name: string): WorkerConfig => workerConfigSchema.parse(env(prefix, name));

  const inProcess = async (prefix: string): Promise<RunningWorker> => {
    const running = await startRecognitionWorker(config(prefix, 'in-process'));
    cleanups.push(() => running.close());
    return running;
  };
  const processes = async (queue: Queue, prefix: string, names: string[]): Promise<WorkerProcess[]> => {
    const started = names.map((name) => spawnWorker(env(prefix, name)));
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

  const add = (
    queue: Queue,
    ids: { orderId: number; imageId: number },
    options: JobsOptions = {},
  ): Promise<Job> => {
    const payload: JobPayload<'recognize-image'> = { tenantId: TENANT, ...ids, correlationId: randomUUID() };
    return queue.add('recognize-image', payload, {
      ...RECOGNITION_JOB_OPTIONS,
      ...options,
      jobId: recognizeImageJobId(ids.imageId),
    });
  };
  const stateOf = async (queue: Queue, imageId: number): Promise<string> =>
    (await queue.getJob(recognizeImageJobId(imageId)))?.getState() ?? 'missing';
  const settled = (queue: Queue, imageId: number, state: 'completed' | 'failed', timeoutMs = 30_000) =>
    expectEventually(async () => {
      expect(await stateOf(queue, imageId)).toBe(state);
      return (await queue.getJob(recognizeImageJobId(imageId)))!;
    }, timeoutMs);

  const rows = async (imageId: number) => {
    const image = await admin.query<{
      status: number;
      progress: number;
      error_code: string | null;
      width: number;
    }>(`select status, progress, error_code, width from counting.count_images where id = $1`, [imageId]);
    const order = await admin.query<{ status: number }>(
      `select o.status from counting.count_orders o join counting.count_images i on i.order_id = o.id where i.id = $1`,
      [imageId],
    );
    const recognitions = await admin.query<{ detected: unknown[]; model_version: string }>(
      `select detected, model_version from counting.recognitions where image_id = $1`,
      [imageId],
    );
    const events = await admin.query<EventRow>(
      `select type, payload from counting.outbox where (payload->>'imageId')::bigint = $1 order by seq`,
      [imageId],
    );
    return {
      image: image.rows[0],
      orderStatus: order.rows[0]?.status,
      recognitions: recognitions.rows,
      events: events.rows,
    };
  };

  it('retries a job that failed once (media not there yet) and stores one result; a second run adds nothing', async () => {
    const { queue, prefix } = newQueue();
    await inProcess(prefix);
    const key = newMediaKey();
    const ids = await seedImage(admin, TENANT, key);
    await add(queue, ids, { backoff: { type: 'exponential', delay: 1_500 } });

    // the first attempt finds no media: the job waits for its retry, the image shows "processing"
    await expectEventually(async () => {
      expect((await queue.getJob(recognizeImageJobId(ids.imageId)))?.attemptsMade).toBe(1);
    });
    expect((await rows(ids.imageId)).image).toMatchObject({ status: 5, error_code: null });
    await store.put(key, photos[0]!, 'image/jpeg');

    const job = await settled(queue, ids.imageId, 'completed');
    expect(job.stacktrace).toHaveLength(1);
    expect(job.stacktrace[0]).toContain('BlobNotFoundError');
    expect(job.progress).toBe(100);
    const after = await rows(ids.imageId);
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
          ...ids,
          count: detected.length,
          modelVersion: after.recognitions[0]!.model_version,
        },
      },
    ]);

    // adding the image again while BullMQ keeps the job is no new job
    await add(queue, ids);
    expect(await queue.getJobCounts('completed', 'wait', 'delayed', 'active')).toMatchObject({
      completed: 1,
      wait: 0,
      delayed: 0,
      active: 0,
    });
    // a run after the job is gone (removed, then added again) finds the result and writes nothing
    await job.remove();
    await add(queue, ids);
    await settled(queue, ids.imageId, 'completed');
    const again = await rows(ids.imageId);
    expect(again.recognitions).toHaveLength(1);
    expect(again.events).toHaveLength(1);
    console.info(
      `[recognition] failed once then stored ${detected.length} log ends; a second run wrote nothing`,
    );
  });

  it('fails a corrupt photo after one attempt: image and order failed (8) with IMAGE_UNREADABLE, no result', async () => {
    const { queue, prefix } = newQueue();
    await inProcess(prefix);
    const key = newMediaKey();
    // a JPEG cut off after 2 kB: the right magic bytes, no decodable picture
    await store.put(key, photos[1]!.subarray(0, 2_000), 'image/jpeg');
    const ids = await seedImage(admin, TENANT, key);
    await add(queue, ids);

    const job = await settled(queue, ids.imageId, 'failed');
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain('IMAGE_UNREADABLE');
    const after = await rows(ids.imageId);
    expect(after.image).toMatchObject({ status: 8, error_code: 'IMAGE_UNREADABLE', progress: 0 });
    expect(after.orderStatus).toBe(8);
    expect(after.recognitions).toHaveLength(0);
    expect(after.events).toEqual([
      {
        type: 'counting.recognition.failed',
        payload: { tenantId: TENANT, ...ids, errorCode: 'IMAGE_UNREADABLE' },
      },
    ]);
  });

  it('fails the image (MEDIA_MISSING) on the last attempt, leaves a deleted order alone, refuses foreign jobs at once', async () => {
    const { queue, prefix } = newQueue();
    await inProcess(prefix);
    const missing = await seedImage(admin, TENANT, newMediaKey());
    await add(queue, missing, { attempts: 2, backoff: { type: 'fixed', delay: 100 } });
    const failed = await settled(queue, missing.imageId, 'failed');
    expect(failed.attemptsMade).toBe(2);
    const after = await rows(missing.imageId);
    expect(after.image).toMatchObject({ status: 8, error_code: 'MEDIA_MISSING' });
    expect(after.orderStatus).toBe(8);
    expect(after.events.map((e) => e.payload.errorCode)).toEqual(['MEDIA_MISSING']);

    const key = newMediaKey();
    await store.put(key, photos[0]!, 'image/jpeg');
    const deleted = await seedImage(admin, TENANT, key);
    await admin.query('update counting.count_orders set deleted_at = now() where id = $1', [deleted.orderId]);
    await add(queue, deleted);
    await settled(queue, deleted.imageId, 'completed');
    const untouched = await rows(deleted.imageId);
    expect(untouched.image?.status).toBe(0);
    expect(untouched.recognitions).toHaveLength(0);
    expect(untouched.events).toHaveLength(0);

    // another tenant's job finds nothing under row-level security
    const foreign = await queue.add(
      'recognize-image',
      { tenantId: randomUUID(), ...missing, correlationId: 'other-tenant' },
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
    expect((await rows(missing.imageId)).events).toHaveLength(1);
  });

  it('a job whose worker is killed (SIGKILL) while committing its result completes on another worker, once', async () => {
    const { queue, prefix } = newQueue();
    const key = newMediaKey();
    await store.put(key, photos[2]!, 'image/jpeg');
    const ids = await seedImage(admin, TENANT, key);
    const [first] = await processes(queue, prefix, ['worker-a']);

    // Hold the result table: worker A detects, then waits inside its result transaction.
    const blocker = new Client({ connectionString: adminUrl });
    await blocker.connect();
    cleanups.push(() => blocker.end());
    await blocker.query('begin');
    await blocker.query('lock table counting.recognitions in share mode');
    await add(queue, ids);
    await expectEventually(async () => {
      const waiting = await admin.query(
        `select 1 from pg_locks l join pg_class c on c.oid = l.relation
          where c.relname = 'recognitions' and not l.granted
            and l.database = (select oid from pg_database where datname = current_database())`,
      );
      expect(waiting.rowCount).toBe(1);
    }, 30_000);
    expect(await stateOf(queue, ids.imageId)).toBe('active');
    expect((await rows(ids.imageId)).image?.status).toBe(5);

    await first!.kill();
    await blocker.query('commit');
    await processes(queue, prefix, ['worker-b']);

    const job = await settled(queue, ids.imageId, 'completed');
    expect(job.processedBy).toBe('worker-b');
    const after = await rows(ids.imageId);
    expect(after.recognitions).toHaveLength(1);
    expect(after.events.map((e) => e.type)).toEqual(['counting.recognition.completed']);
    expect(after.image?.status).toBe(10);
    expect(after.orderStatus).toBe(10);
    console.info(`[recognition] worker-a killed mid-commit; worker-b completed the job: 1 result, 1 event`);
  });

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
    expect(ready).toEqual({ redis: 'ok', postgres: 'ok', detector: 'ok' });
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });

    await worker.stop();
    expect(worker.child.exitCode, worker.output()).toBe(0);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
  });

  it('two worker processes on four jobs store four results', async () => {
    const { queue, prefix } = newQueue();
    const images = await Promise.all(
      photos.map(async (photo) => {
        const key = newMediaKey();
        await store.put(key, photo, 'image/jpeg');
        return seedImage(admin, TENANT, key);
      }),
    );
    await processes(queue, prefix, ['worker-c', 'worker-d']);
    await Promise.all(images.map((ids) => add(queue, ids)));

    const jobs = await Promise.all(images.map((ids) => settled(queue, ids.imageId, 'completed', 60_000)));
    const results = await Promise.all(images.map((ids) => rows(ids.imageId)));
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
