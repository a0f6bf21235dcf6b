import { LocalBlobStore, mediaKey } from '@timber/blob-store';
import {
  type CountCreated,
  type CountImageCard,
  type CountOrderDetail,
  type CountOrderRow,
  type EventEnvelope,
  type PageResult,
  RECOGNITION_QUEUE,
} from '@timber/contracts';
import { RedisStreamsEventBus, type SubscriptionHandle } from '@timber/events';
import { sharedDatasetDir } from '@timber/log-detector';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, expectEventually, testDatabase } from '@timber/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { type CountingUnderTest, spawnRecognitionWorker, startCounting } from './counting-fixtures';

export const TENANT_A = randomUUID();
export const TENANT_B = randomUUID();
export const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * §2 Images and counts over counting's HTTP API (what the BFF will call, with the same tokens):
 * PostgreSQL with row-level security, the outbox and its relay, Redis Streams, the BullMQ queue
 * and the real recognition worker as its own process on real photos of the validation split.
 * Call it inside a suite's describe: it starts counting and the worker on a database of their own
 * before the suite's tests and stops them after; the service, the client of tenant A, the queue,
 * the events published on the `counting` streams and the helpers below are the suite's.
 */
export function useCountingSuite() {
  let drop: () => Promise<void>;
  let adminUrl: string;
  let admin: Client;
  let blobDir: string;
  let store: LocalBlobStore;
  let counting: CountingUnderTest;
  let worker: ReturnType<typeof spawnRecognitionWorker>;
  let redis: Redis;
  let queue: Queue;
  let api: ApiClient;
  let photos: Buffer[];
  /** every event on the test's `counting` streams, as a consumer of its own reads them */
  const published: EventEnvelope[] = [];
  let bus: RedisStreamsEventBus;
  let observer: SubscriptionHandle;

  beforeAll(async () => {
    configureLogging('counting-test', 'warn');
    const db = await testDatabase('counting');
    drop = db.drop;
    adminUrl = db.adminUrl;
    admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    blobDir = await mkdtemp(join(tmpdir(), 'counting-'));
    store = new LocalBlobStore(blobDir);
    counting = await startCounting(adminUrl, blobDir);
    worker = spawnRecognitionWorker(counting.config);
    bus = new RedisStreamsEventBus({
      redis: counting.config.REDIS_URL,
      streamPrefix: counting.config.EVENT_STREAM_PREFIX,
      blockMs: 200,
    });
    observer = await bus.subscribe({
      group: 'test.observer',
      topics: ['counting'],
      handle: (event) => {
        published.push(event);
        return Promise.resolve();
      },
    });
    redis = new Redis(counting.config.REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(RECOGNITION_QUEUE, { connection: redis, prefix: counting.config.QUEUE_PREFIX });
    api = await counting.clientFor(TENANT_A);
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const names = (await readdir(dir)).filter((name) => name.endsWith('.jpg')).sort();
    photos = await Promise.all(names.slice(0, 2).map((name) => readFile(join(dir, name))));
  });

  afterAll(async () => {
    await worker.stop();
    await observer.stop();
    await bus.close();
    await counting.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await redis.quit();
    await admin.end();
    await rm(blobDir, { recursive: true, force: true });
    await drop();
  });

  /**
   * A photo stored and recorded as the tenant's media, as a completed upload leaves it (without
   * the upload's content checks, so a truncated photo can reach the worker); its media key.
   */
  const upload = async (
    bytes: Buffer = photos[0]!,
    contentType = 'image/jpeg',
    tenantId = TENANT_A,
  ): Promise<string> => {
    const key = mediaKey(new Date(), contentType === 'image/jpeg' ? 'jpg' : 'mp4');
    await store.put(key, bytes, contentType);
    await admin.query(
      `insert into counting.media (key, tenant_id, size, content_type, created_by) values ($1, $2, $3, $4, $5)`,
      [key, tenantId, bytes.length, contentType, randomUUID()],
    );
    return key;
  };
  const create = (ossUrl: string, as: ApiClient = api) =>
    as.ok<CountCreated>('POST', '/count/create', { ossUrl, ossType: 1 });
  const detail = (id: number, as: ApiClient = api) => as.ok<CountOrderDetail>('GET', `/count/detail/${id}`);
  const page = (body: Record<string, unknown> = {}, as: ApiClient = api) =>
    as.ok<PageResult<CountOrderRow>>('POST', '/count/page', { page: 1, pageSize: 20, ...body });
  const images = (body: Record<string, unknown> = {}) =>
    api.ok<PageResult<CountImageCard>>('POST', '/count/img/page', { page: 1, pageSize: 20, ...body });
  /** The order once the worker has recognised it (status 10). */
  const recognised = (id: number): Promise<CountOrderDetail> =>
    expectEventually(
      async () => {
        if (worker.child.exitCode !== null) {
          throw new Error(`the worker exited:\n${worker.output()}`);
        }
        const found = await detail(id);
        expect(found.status).toBe(10);
        return found;
      },
      60_000,
      100,
    );
  const statusOf = async (id: number): Promise<number> =>
    (await admin.query<{ status: number }>('select status from counting.count_orders where id = $1', [id]))
      .rows[0]!.status;
  const recognisedOrder = async (): Promise<CountOrderDetail> =>
    recognised((await create(await upload())).id);
  /** An order with one photo as create writes it (status 1 and 0), without its event: nothing queues it. */
  const seedOrder = async (
    tenantId: string,
    key: string,
    ossType: 1 | 2 = 1,
  ): Promise<{ orderId: number; imageId: number }> => {
    const order = await admin.query<{ id: string }>(
      `insert into counting.count_orders (tenant_id, order_no, oss_type, created_by)
       values ($1, $2, $3, $4) returning id`,
      [
        tenantId,
        `CT20991231${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        ossType,
        randomUUID(),
      ],
    );
    const orderId = Number(order.rows[0]!.id);
    const image = await admin.query<{ id: string }>(
      `insert into counting.count_images (tenant_id, order_id, seq, media_key) values ($1, $2, 1, $3) returning id`,
      [tenantId, orderId, key],
    );
    return { orderId, imageId: Number(image.rows[0]!.id) };
  };
  /** What counting wrote to its outbox of an order's status: every change, with its revision. */
  const statusChanges = async (orderId: number) =>
    (
      await admin.query<{ status: number; revision: number }>(
        `select (payload->>'status')::int as status, (payload->>'revision')::int as revision
           from counting.outbox
          where type = 'counting.order.status-changed' and (payload->>'orderId')::bigint = $1 order by seq`,
        [orderId],
      )
    ).rows;

  return {
    get admin(): Client {
      return admin;
    },
    get counting(): CountingUnderTest {
      return counting;
    },
    get queue(): Queue {
      return queue;
    },
    /** a user of tenant A */
    get api(): ApiClient {
      return api;
    },
    /** two photos of the validation split */
    get photos(): Buffer[] {
      return photos;
    },
    published,
    upload,
    create,
    detail,
    page,
    images,
    recognised,
    statusOf,
    recognisedOrder,
    seedOrder,
    statusChanges,
  };
}
