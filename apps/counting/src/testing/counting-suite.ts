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

/** The set-up of one suite: started before its tests, stopped after them. */
export class CountingSuite {
  private drop!: () => Promise<void>;
  private adminUrl!: string;
  admin!: Client;
  private blobDir!: string;
  private store!: LocalBlobStore;
  counting!: CountingUnderTest;
  private worker!: ReturnType<typeof spawnRecognitionWorker>;
  private redis!: Redis;
  queue!: Queue;
  /** a user of tenant A */
  api!: ApiClient;
  /** two photos of the validation split */
  photos!: Buffer[];
  /** every event on the test's `counting` streams, as a consumer of its own reads them */
  readonly published: EventEnvelope[] = [];
  private bus!: RedisStreamsEventBus;
  private observer!: SubscriptionHandle;

  async start(): Promise<void> {
    configureLogging('counting-test', 'warn');
    const db = await testDatabase('counting');
    this.drop = db.drop;
    this.adminUrl = db.adminUrl;
    this.admin = new Client({ connectionString: this.adminUrl });
    await this.admin.connect();
    this.blobDir = await mkdtemp(join(tmpdir(), 'counting-'));
    this.store = new LocalBlobStore(this.blobDir);
    this.counting = await startCounting(this.adminUrl, this.blobDir);
    this.worker = spawnRecognitionWorker(this.counting.config);
    this.bus = new RedisStreamsEventBus({
      redis: this.counting.config.REDIS_URL,
      streamPrefix: this.counting.config.EVENT_STREAM_PREFIX,
      blockMs: 200,
    });
    this.observer = await this.bus.subscribe({
      group: 'test.observer',
      topics: ['counting'],
      handle: (event) => {
        this.published.push(event);
        return Promise.resolve();
      },
    });
    this.redis = new Redis(this.counting.config.REDIS_URL, { maxRetriesPerRequest: null });
    this.queue = new Queue(RECOGNITION_QUEUE, {
      connection: this.redis,
      prefix: this.counting.config.QUEUE_PREFIX,
    });
    this.api = await this.counting.clientFor(TENANT_A);
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const names = (await readdir(dir)).filter((name) => name.endsWith('.jpg')).sort();
    this.photos = await Promise.all(names.slice(0, 2).map((name) => readFile(join(dir, name))));
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    await this.observer.stop();
    await this.bus.close();
    await this.counting.close();
    await this.queue.obliterate({ force: true });
    await this.queue.close();
    await this.redis.quit();
    await this.admin.end();
    await rm(this.blobDir, { recursive: true, force: true });
    await this.drop();
  }

  /**
   * A photo stored and recorded as the tenant's media, as a completed upload leaves it (without
   * the upload's content checks, so a truncated photo can reach the worker); its media key.
   */
  readonly upload = async (
    bytes: Buffer = this.photos[0]!,
    contentType = 'image/jpeg',
    tenantId = TENANT_A,
  ): Promise<string> => {
    const key = mediaKey(new Date(), contentType === 'image/jpeg' ? 'jpg' : 'mp4');
    await this.store.put(key, bytes, contentType);
    await this.admin.query(
      `insert into counting.media (key, tenant_id, size, content_type, created_by) values ($1, $2, $3, $4, $5)`,
      [key, tenantId, bytes.length, contentType, randomUUID()],
    );
    return key;
  };
  readonly create = (ossUrl: string, as: ApiClient = this.api) =>
    as.ok<CountCreated>('POST', '/count/create', { ossUrl, ossType: 1 });
  readonly detail = (id: number, as: ApiClient = this.api) =>
    as.ok<CountOrderDetail>('GET', `/count/detail/${id}`);
  readonly page = (body: Record<string, unknown> = {}, as: ApiClient = this.api) =>
    as.ok<PageResult<CountOrderRow>>('POST', '/count/page', { page: 1, pageSize: 20, ...body });
  readonly images = (body: Record<string, unknown> = {}) =>
    this.api.ok<PageResult<CountImageCard>>('POST', '/count/img/page', { page: 1, pageSize: 20, ...body });
  /** The order once the worker has recognised it (status 10). */
  readonly recognised = (id: number): Promise<CountOrderDetail> =>
    expectEventually(
      async () => {
        if (this.worker.child.exitCode !== null) {
          throw new Error(`the worker exited:\n${this.worker.output()}`);
        }
        const found = await this.detail(id);
        expect(found.status).toBe(10);
        return found;
      },
      60_000,
      100,
    );
  readonly statusOf = async (id: number): Promise<number> =>
    (
      await this.admin.query<{ status: number }>('select status from counting.count_orders where id = $1', [
        id,
      ])
    ).rows[0]!.status;
  readonly recognisedOrder = async (): Promise<CountOrderDetail> =>
    this.recognised((await this.create(await this.upload())).id);
  /** An order with one photo as create writes it (status 1 and 0), without its event: nothing queues it. */
  readonly seedOrder = async (
    tenantId: string,
    key: string,
    ossType: 1 | 2 = 1,
  ): Promise<{ orderId: number; imageId: number }> => {
    const order = await this.admin.query<{ id: string }>(
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
    const image = await this.admin.query<{ id: string }>(
      `insert into counting.count_images (tenant_id, order_id, seq, media_key) values ($1, $2, 1, $3) returning id`,
      [tenantId, orderId, key],
    );
    return { orderId, imageId: Number(image.rows[0]!.id) };
  };
  /** What counting wrote to its outbox of an order's status: every change, with its revision. */
  readonly statusChanges = async (orderId: number) =>
    (
      await this.admin.query<{ status: number; revision: number }>(
        `select (payload->>'status')::int as status, (payload->>'revision')::int as revision
           from counting.outbox
          where type = 'counting.order.status-changed' and (payload->>'orderId')::bigint = $1 order by seq`,
        [orderId],
      )
    ).rows;
}

/**
 * §2 Images and counts over counting's HTTP API (what the BFF will call, with the same tokens):
 * PostgreSQL with row-level security, the outbox and its relay, Redis Streams, the BullMQ queue
 * and the real recognition worker as its own process on real photos of the validation split.
 * Call it inside a suite's describe: it starts counting and the worker on a database of their own
 * before the suite's tests and stops them after; the service, the client of tenant A, the queue,
 * the events published on the `counting` streams and the helpers are the CountingSuite's.
 */
export function useCountingSuite(): CountingSuite {
  const suite = new CountingSuite();
  beforeAll(() => suite.start());
  afterAll(() => suite.stop());
  return suite;
}
