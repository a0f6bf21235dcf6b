import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { LocalBlobStore, mediaKey } from '@timber/blob-store';
import {
  type Circle,
  type CountCreated,
  type CountImageCard,
  type CountImageDetail,
  type CountingSummary,
  type CountOrderDetail,
  type CountOrderRow,
  type EventEnvelope,
  type PageResult,
  RECOGNITION_QUEUE,
  recognizeImageJobId,
} from '@timber/contracts';
import { RedisStreamsEventBus, type SubscriptionHandle } from '@timber/events';
import { sharedDatasetDir } from '@timber/log-detector';
import { configureLogging, runWithContext } from '@timber/nest-kit';
import { type ApiClient, expectEventually, testDatabase } from '@timber/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageSubmittedConsumer } from './recognition/events/image-submitted.consumer';
import { RecognitionResultConsumer } from './recognition/events/recognition-result.consumer';
import { type CountingUnderTest, spawnRecognitionWorker, startCounting } from './testing/counting-fixtures';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * §2 Images and counts over counting's HTTP API (what the BFF will call, with the same tokens):
 * PostgreSQL with row-level security, the outbox and its relay, Redis Streams, the BullMQ queue
 * and the real recognition worker as its own process on real photos of the validation split.
 */
describe('counting: count orders, images and reviews (real PostgreSQL, Redis, BullMQ, worker)', () => {
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

  it('creates an order for a stored photo; the outbox event queues one job and the worker recognises it', async () => {
    const key = await upload();
    const created = await create(key);
    expect(created).toMatchObject({ status: 1, imageIds: [expect.any(Number)] });
    expect(created.orderNo).toBe(`CT${today().replaceAll('-', '')}0001`);
    const imageId = created.imageIds[0]!;
    const events = await admin.query<{ type: string; payload: unknown; partition_key: string }>(
      `select type, payload, partition_key from counting.outbox where type = 'counting.image.submitted'`,
    );
    expect(events.rows).toEqual([
      {
        type: 'counting.image.submitted',
        payload: { orderId: created.id, imageId, ossType: 1 },
        partition_key: String(created.id),
      },
    ]);
    // the consumer adds the job under the image's id, with the request's tenant and ids
    const job = await expectEventually(async () => {
      const found = await queue.getJob(recognizeImageJobId(imageId));
      expect(found).toBeDefined();
      return found!;
    }, 20_000);
    expect(job.data).toMatchObject({ tenantId: TENANT_A, orderId: created.id, imageId, mediaKey: key });
    expect(job.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 2_000 } });

    const order = await recognised(created.id);
    // counting recorded the worker's events: the order in recognition, then recognised, each
    // change once with its revision (inventory keeps a copy from these)
    expect(await statusChanges(created.id)).toEqual([
      { status: 5, revision: 1 },
      { status: 10, revision: 2 },
    ]);
    const [image] = order.images;
    expect(order).toMatchObject({
      orderNo: created.orderNo,
      ossType: 1,
      ossUrl: key,
      logLengthM: null,
      standard: null,
      volume: null,
      actions: { look: true, delete: true, verify: false },
    });
    expect(image).toMatchObject({
      imgId: imageId,
      status: 10,
      state: 4,
      width: 640,
      height: 640,
      progress: 100,
      manualDia: false,
      coordinateManual: null,
      reference: null,
      dia: null,
      volume: null,
      cmPerPx: null,
      modelVersion: expect.any(String) as string,
    });
    expect(image!.value).toBeGreaterThan(10);
    expect(image!.coordinate).toHaveLength(image!.value);
    expect(order.qty).toBe(image!.value);
    const second = await create(await upload(photos[1]));
    expect(second.orderNo).toBe(`CT${today().replaceAll('-', '')}0002`);
    console.info(`[counting] ${created.orderNo}: ${order.qty} log ends found by ${image!.modelVersion}`);
  });

  it('queues an image once however often its event arrives, with its media key; a deleted order’s not at all', async () => {
    const consumer = counting.app.get(ImageSubmittedConsumer);
    // its own company; the order written as create writes it, without the event (this test sends it)
    const tenant = randomUUID();
    const key = await upload(photos[0], 'image/jpeg', tenant);
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
    const jobs = await queue.getJobs(['wait', 'active', 'completed', 'delayed', 'failed']);
    const queued = jobs.filter((job) => job.id === recognizeImageJobId(ids.imageId));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.data).toEqual({
      tenantId: tenant,
      ...ids,
      mediaKey: key,
      correlationId: 'redelivered',
    });

    const deleted = await seedOrder(tenant, key);
    await admin.query('update counting.count_orders set deleted_at = now() where id = $1', [deleted.orderId]);
    await consumer.handle({ ...event, eventId: randomUUID(), payload: { ...deleted, ossType: 1 } });
    expect(await queue.getJob(recognizeImageJobId(deleted.imageId))).toBeUndefined();
  });

  it('records the worker’s events once per image: 1 → 5 → 10, each status change told once; repeats, strangers and deleted orders change nothing', async () => {
    const consumer = counting.app.get(RecognitionResultConsumer);
    const tenant = randomUUID();
    const key = await upload(photos[0], 'image/jpeg', tenant);
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
      const image = await admin.query<{ status: number; progress: number; width: number | null }>(
        'select status, progress, width from counting.count_images where id = $1',
        [ids.imageId],
      );
      const results = await admin.query<{ detected: unknown[] }>(
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
    await admin.query('update counting.count_orders set deleted_at = now() where id = $1', [gone.orderId]);
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
    const frames = await admin.query<{
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

  it('refuses missing media, media not of the order kind and bad bodies', async () => {
    const key = await upload();
    // a photo given as a video
    const video = await api.post('/count/create', { ossUrl: key, ossType: 2 });
    expect(video.status).toBe(400);
    expect(video.body.code).toBe(402404);
    expect(
      (await api.post('/count/create', { ossUrl: 'origin/2026-01-01/nothing.jpg', ossType: 1 })).body.code,
    ).toBe(402403);
    expect((await api.post('/count/create', { ossUrl: '../../etc/passwd', ossType: 1 })).body.code).toBe(
      402403,
    );
    const mp4 = await upload(Buffer.from('not really a video'), 'video/mp4');
    expect((await api.post('/count/create', { ossUrl: mp4, ossType: 1 })).body.code).toBe(402404);
    const bad = await api.post('/count/create', { ossUrl: 'a b', ossType: 3, extra: 1 });
    expect(bad.body.code).toBe(400001);
    expect(bad.body.msg).toContain('ossType');
    expect(bad.body.msg).toContain('extra');
    const unauthenticated = await fetch(`${counting.baseUrl}/count/page`, { method: 'POST' });
    expect(unauthenticated.status).toBe(401);
  });

  it('a photo the worker cannot read makes a failed order: not lookable, deletable, its error shown', async () => {
    const created = await create(await upload(photos[1]!.subarray(0, 3_000)));
    await expectEventually(async () => expect(await statusOf(created.id)).toBe(8), 60_000, 100);
    const look = await api.call('GET', `/count/detail/${created.id}`);
    expect(look.body.code).toBe(402405);
    const row = (await page({ orderNo: created.orderNo })).records[0];
    expect(row).toMatchObject({ id: created.id, status: 8, errorCode: 'IMAGE_UNREADABLE', qty: 0 });
    const cards = await images({ num: created.orderNo });
    expect(cards.records[0]).toMatchObject({ status: 8, errorCode: 'IMAGE_UNREADABLE', qty: null });
    expect(await api.ok('POST', `/count/delete/${created.orderNo}`)).toBeNull();
    expect((await page({ orderNo: created.orderNo })).total).toBe(0);
    expect((await api.call('GET', `/count/detail/${created.id}`)).body.code).toBe(402401);
  });

  it('saves a review beside the detector’s circles; with a reference, standard and length it measures', async () => {
    const order = await recognisedOrder();
    const image = order.images[0]!;
    const detected = image.coordinate;
    const save = (body: Record<string, unknown>) =>
      api.post<CountImageDetail>('/count/coordinate/update', { id: order.id, imgId: image.imgId, ...body });

    // the user removes two circles and adds one
    const manual: Circle[] = [
      ...detected.slice(2).map(({ x, y, r }) => ({ x, y, r })),
      { x: 20, y: 20, r: 15 },
    ];
    const saved = await save({ coordinate: detected, coordinateManual: manual });
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({
      value: detected.length - 1,
      coordinate: detected,
      dia: null,
      volume: null,
    });
    expect(saved.body.data.coordinateManual).toEqual(manual);
    const reloaded = await detail(order.id);
    expect(reloaded.images[0]!.coordinate).toEqual(detected); // the model's output stays as it was
    expect(reloaded.qty).toBe(detected.length - 1);
    expect(reloaded.status).toBe(10); // saving is not confirming

    // 100 cm across 500 px: 0.2 cm per pixel
    const stick = { kind: 'stick', x1: 50, y1: 600, x2: 550, y2: 600, lengthCm: 100 };
    const measured = await save({ coordinateManual: manual, dia: { reference: stick } });
    expect(measured.body.data).toMatchObject({ manualDia: true, cmPerPx: 0.2, volume: null });
    expect(measured.body.data.dia).toHaveLength(manual.length);
    expect(measured.body.data.dia![manual.length - 1]).toEqual({ dia: 6, diameterClass: null, volume: null });
    const withVolume = await save({ coordinateManual: manual, dia: { standard: 'ch', logLengthM: 4 } });
    expect(withVolume.body.data.reference).toEqual(stick); // kept when not sent
    expect(withVolume.body.data.volume).toMatch(/^\d+\.\d{3}$/);
    const full = await detail(order.id);
    expect(full).toMatchObject({ standard: 'ch', logLengthM: 4, volume: withVolume.body.data.volume });
    expect(full.volumeE4).toBeGreaterThan(0);
    expect((await images({ num: order.orderNo })).records[0]).toMatchObject({
      dia: true,
      qty: manual.length,
    });

    // refused: a circle off the photo, r = 0, too many circles, an unknown standard, a length it cannot measure
    expect((await save({ coordinateManual: [{ x: 641, y: 10, r: 5 }] })).body).toMatchObject({
      code: 402413,
    });
    expect((await save({ coordinateManual: [{ x: 1, y: 10, r: 0 }] })).body.code).toBe(400001);
    const tooMany = Array.from({ length: 5001 }, () => ({ x: 1, y: 1, r: 1 }));
    expect((await save({ coordinateManual: tooMany })).body.code).toBe(400001);
    expect((await save({ coordinateManual: manual, dia: { standard: 'gb' } })).body.code).toBe(402415);
    expect((await save({ coordinateManual: manual, dia: { logLengthM: 0.5 } })).body.code).toBe(402416);
    const tooShort = await save({ coordinateManual: manual, dia: { reference: { ...stick, lengthCm: 5 } } });
    expect(tooShort.body.code).toBe(400001);
    const zeroStick = { ...stick, x2: 50 };
    expect((await save({ coordinateManual: manual, dia: { reference: zeroStick } })).body.code).toBe(402414);
    // removing the reference takes the centimetres away again
    const cleared = await save({ coordinateManual: manual, dia: { reference: null } });
    expect(cleared.body.data).toMatchObject({ manualDia: false, dia: null, volume: null });
  });

  it('confirm, verify and delete follow §4: verify only at 12, delete only below 12, nothing after 15', async () => {
    const order = await recognisedOrder();
    const imgId = order.images[0]!.imgId;
    expect((await api.post(`/count/confirm/${order.id}`)).body.code).toBe(402407);
    const confirmed = await api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId });
    expect(confirmed).toEqual({ imageStatus: 12, orderStatus: 12 });
    expect(await api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId })).toEqual({
      imageStatus: 12,
      orderStatus: 12,
    });
    expect((await detail(order.id)).actions).toEqual({ look: true, delete: false, verify: true });
    const notDeletable = await api.post(`/count/delete/${order.orderNo}`);
    expect(notDeletable.status).toBe(409);
    expect(notDeletable.body.code).toBe(402406);

    // a count without diameters is not verified: it would be locked and never become a sheet (issue 35)
    const unmeasured = await api.post(`/count/confirm/${order.id}`);
    expect(unmeasured.status).toBe(409);
    expect(unmeasured.body).toMatchObject({ code: 402419, data: null });
    expect(unmeasured.body.msg).toContain('missing on photo 1');
    const stick = { kind: 'stick', x1: 50, y1: 600, x2: 550, y2: 600, lengthCm: 100 };
    const referenced = await api.post('/count/coordinate/update', {
      id: order.id,
      imgId,
      coordinateManual: order.images[0]!.coordinate.map(({ x, y, r }) => ({ x, y, r })),
      dia: { reference: stick },
    });
    expect(referenced.body.code).toBe(0);
    await api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId });
    const noLength = await api.post(`/count/confirm/${order.id}`);
    expect(noLength.body.code).toBe(402419);
    expect(noLength.body.msg).not.toContain('missing on photo');
    expect((await detail(order.id)).status).toBe(12);
    await api.ok('POST', '/count/coordinate/update', {
      id: order.id,
      imgId,
      coordinateManual: order.images[0]!.coordinate.map(({ x, y, r }) => ({ x, y, r })),
      dia: { standard: 'ch', logLengthM: 4 },
    });
    await api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId });

    expect(await api.ok('POST', `/count/confirm/${order.id}`)).toEqual({ id: order.id, status: 15 });
    const verified = await detail(order.id);
    expect(verified).toMatchObject({ status: 15, actions: { look: true, delete: false, verify: false } });
    expect(verified.verifiedAt).not.toBeNull();
    // each status change counting makes is told, counted by the order's revision (inventory keeps a copy)
    const changes = await admin.query<{ payload: unknown; partition_key: string }>(
      `select payload, partition_key from counting.outbox
        where type = 'counting.order.status-changed' and (payload->>'orderId')::bigint = $1 order by seq`,
      [order.id],
    );
    expect(changes.rows).toEqual(
      [
        [5, 1],
        [10, 2],
        [12, 3],
        [15, 4],
      ].map(([status, revision]) => ({
        payload: { orderId: order.id, orderNo: order.orderNo, status, revision },
        partition_key: String(order.id),
      })),
    );
    expect((await api.post(`/count/confirm/${order.id}`)).body.code).toBe(402407);
    expect(
      (await api.post('/count/coordinate/update', { id: order.id, imgId, coordinateManual: [] })).body.code,
    ).toBe(402408);
    expect((await api.post('/count/coordinate/updateStatus', { id: order.id, imgId })).body.code).toBe(
      402408,
    );
    expect((await api.post(`/count/img/delete/${imgId}`)).body.code).toBe(402408);
    expect((await api.post(`/count/delete/${order.orderNo}`)).body.code).toBe(402406);

    // an image of another order, a missing order, a malformed id
    const other = await recognisedOrder();
    const wrong = await api.post('/count/coordinate/updateStatus', {
      id: order.id,
      imgId: other.images[0]!.imgId,
    });
    expect(wrong.body.code).toBe(402409);
    expect((await api.post('/count/confirm/99999999')).body.code).toBe(402401);
    expect((await api.post('/count/confirm/abc')).body.code).toBe(400001);
    expect((await api.post('/count/delete/XX1')).body.code).toBe(400001);

    // a recognised order is deleted; it leaves the list and cannot be looked at
    expect(await api.ok('POST', `/count/delete/${other.orderNo}`)).toBeNull();
    expect((await page({ orderNo: other.orderNo })).total).toBe(0);
    expect((await api.call('GET', `/count/detail/${other.id}`)).body.code).toBe(402401);
  });

  it('lists orders newest first with counts, filtered by number and the caller’s days', async () => {
    const all = await page();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const times = all.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const first = all.records.at(-1)!;
    expect(first.orderNo).toMatch(/0001$/);
    expect(first.qty).toBeGreaterThan(10);
    expect((await page({ orderNo: '0001' })).records.map((r) => r.orderNo)).toEqual([first.orderNo]);
    expect((await page({ beginDate: today(), endDate: today() })).total).toBe(all.total);
    expect((await page({ beginDate: '2099-01-01' })).total).toBe(0);
    expect((await page({ page: 2, pageSize: 1 })).records).toHaveLength(1);
    // what the stock-in sheet dialog offers: reviewed and verified orders only
    const reviewed = await page({ reviewed: true });
    expect(reviewed.total).toBeGreaterThan(0);
    expect(reviewed.total).toBeLessThan(all.total);
    expect(reviewed.records.every((r) => r.status === 12 || r.status === 15)).toBe(true);
    expect((await api.post('/count/page', { beginDate: '23.11.2026' })).body.code).toBe(400001);
  });

  it('image cards: filters, delete and recover by §4, and the dashboard counts', async () => {
    const order = await recognisedOrder();
    const imgId = order.images[0]!.imgId;
    const finished = await images({ status: 10 });
    expect(finished.records.every((card) => card.status === 10 || card.status === 12)).toBe(true);
    expect(finished.records.map((card) => card.id)).toContain(imgId);
    expect((await images({ status: 5 })).records.map((card) => card.id)).not.toContain(imgId);
    expect((await images({ type: 2 })).total).toBe(0);
    expect((await images({ num: order.orderNo })).records).toEqual([
      expect.objectContaining({
        id: imgId,
        detailId: order.id,
        orderNo: order.orderNo,
        state: 4,
        status: 10,
        dia: false,
        qty: order.qty,
        ossType: 1,
      }),
    ]);
    const before = await api.ok<CountingSummary>('GET', '/count/img/summary');
    expect(before.handledNum).toBeGreaterThanOrEqual(1);

    expect(await api.ok('POST', `/count/img/delete/${imgId}`)).toBeNull();
    expect((await api.post(`/count/img/delete/${imgId}`)).body.code).toBe(402411);
    const deleted = await detail(order.id);
    expect(deleted.qty).toBe(0); // a deleted image no longer counts
    expect(deleted.images[0]!.state).toBe(0);
    expect((await images({ num: order.orderNo })).records[0]!.state).toBe(0);
    expect(await api.ok<CountingSummary>('GET', '/count/img/summary')).toEqual({
      ...before,
      handledNum: before.handledNum - 1,
    });
    expect(await api.ok('POST', `/count/img/recover/${imgId}`)).toBeNull();
    expect((await api.post(`/count/img/recover/${imgId}`)).body.code).toBe(402412);
    expect((await detail(order.id)).qty).toBe(order.qty);
    expect((await api.post('/count/img/delete/99999999')).body.code).toBe(402409);
  });

  it('keeps tenants apart: another company sees none of these orders or images', async () => {
    const other = await counting.clientFor(TENANT_B);
    const mine = (await page()).records[0]!;
    expect((await page({}, other)).total).toBe(0);
    expect((await other.call('GET', `/count/detail/${mine.id}`)).body.code).toBe(402401);
    expect((await other.post(`/count/delete/${mine.orderNo}`)).body.code).toBe(402401);
    expect((await other.post(`/count/confirm/${mine.id}`)).body.code).toBe(402401);
    expect(await other.ok('GET', '/count/img/summary')).toEqual({ handlingNum: 0, handledNum: 0 });
    // its own order numbers start again at 0001
    // another company's media key is not theirs to count
    expect((await other.post('/count/create', { ossUrl: mine.ossUrl, ossType: 1 })).body.code).toBe(402403);
    const created = await create(await upload(photos[0], 'image/jpeg', TENANT_B), other);
    expect(created.orderNo).toBe(`CT${today().replaceAll('-', '')}0001`);
  });

  it('counts a video: its keyframes, from the worker’s result, become images of the order, which counts each log once', async () => {
    // its own company, so the other tests' counts and order numbers stay as they are
    const tenant = randomUUID();
    const as = await counting.clientFor(tenant);
    const work = await mkdtemp(join(tmpdir(), 'pan-'));
    await writeFile(join(work, 'photo.jpg'), photos[0]!);
    // prettier-ignore
    execFileSync(ffmpeg.path, [
      '-v', 'error', '-loop', '1', '-framerate', '10', '-t', '2', '-i', join(work, 'photo.jpg'),
      '-vf', "crop=w=iw-80:h=trunc(ih/2)*2:x='min(t*40,80)':y=0,format=yuv420p",
      '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', join(work, 'pan.mp4'),
    ]);
    const video = await readFile(join(work, 'pan.mp4'));
    await rm(work, { recursive: true, force: true });
    const photoKey = await upload(photos[0], 'image/jpeg', tenant);
    // a photo is not a video, nor a video a photo
    expect((await as.post('/count/create', { ossUrl: photoKey, ossType: 2 })).body.code).toBe(402404);
    const videoKey = await upload(video, 'video/mp4', tenant);
    expect((await as.post('/count/create', { ossUrl: videoKey, ossType: 1 })).body.code).toBe(402404);

    const created = await as.ok<CountCreated>('POST', '/count/create', { ossUrl: videoKey, ossType: 2 });
    const videoImageId = created.imageIds[0]!;
    const job = await expectEventually(async () => {
      const found = await queue.getJob(recognizeImageJobId(videoImageId));
      expect(found?.name).toBe('recognize-video');
      return found!;
    });
    expect(job.data).toMatchObject({ tenantId: tenant, orderId: created.id, imageId: videoImageId });
    const done = await expectEventually(
      async () => {
        const found = await as.ok<CountOrderDetail>('GET', `/count/detail/${created.id}`);
        expect(found.status).toBe(10);
        return found;
      },
      120_000,
      200,
    );
    const [source, ...keyframes] = done.images;
    expect(source).toMatchObject({ imgId: videoImageId, status: 10, value: 0, coordinate: [] });
    expect(keyframes.length).toBeGreaterThanOrEqual(1);
    expect(keyframes.every((image) => image.status === 10 && image.value > 0)).toBe(true);
    const distinct = keyframes.reduce((sum, image) => sum + image.value, 0);
    expect(done.qty).toBe(distinct);
    // the worker's result, as published: the distinct logs
    await expectEventually(() =>
      expect(
        published
          .filter(
            (event) =>
              event.type === 'counting.recognition.completed' &&
              (event.payload as { imageId: number }).imageId === videoImageId,
          )
          .map((event) => (event.payload as { count: number }).count),
      ).toEqual([distinct]),
    );
    // a keyframe's photo is served as a photo of the order
    const photo = await as.file(`/count/img/photo/${keyframes[0]!.imgId}`);
    expect(photo).toMatchObject({ status: 200, contentType: 'image/jpeg' });
    expect(photo.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // the video's own card plays the video, in the byte ranges a player asks for
    const cards = await as.ok<PageResult<CountImageCard>>('POST', '/count/img/page', {
      page: 1,
      pageSize: 20,
    });
    expect(cards.records.filter((card) => card.video).map((card) => card.id)).toEqual([videoImageId]);
    const play = async (range?: string, imgId = videoImageId) => {
      const response = await fetch(`${counting.baseUrl}/count/img/video/${imgId}`, {
        headers: { authorization: `Bearer ${as.token}`, ...(range ? { range } : {}) },
      });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        range: response.headers.get('content-range'),
        accept: response.headers.get('accept-ranges'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const whole = await play();
    expect(whole).toMatchObject({ status: 200, type: 'video/mp4', accept: 'bytes', range: null });
    expect(whole.bytes.equals(video)).toBe(true);
    const start = await play('bytes=0-99');
    expect(start).toMatchObject({ status: 206, range: `bytes 0-99/${video.length}` });
    expect(start.bytes.equals(video.subarray(0, 100))).toBe(true);
    const middle = await play('bytes=1000-');
    expect(middle).toMatchObject({ status: 206, range: `bytes 1000-${video.length - 1}/${video.length}` });
    expect(middle.bytes.equals(video.subarray(1000))).toBe(true);
    expect((await play('bytes=-16')).bytes.equals(video.subarray(video.length - 16))).toBe(true);
    expect(await play(`bytes=${video.length}-`)).toMatchObject({
      status: 416,
      range: `bytes */${video.length}`,
    });
    // a keyframe is a photo, not a video; another company's video is unknown
    const notVideo = await play(undefined, keyframes[0]!.imgId);
    expect([notVideo.status, (JSON.parse(notVideo.bytes.toString()) as { code: number }).code]).toEqual([
      400, 402403,
    ]);
    const theirs = await fetch(`${counting.baseUrl}/count/img/video/${videoImageId}`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(theirs.status).toBe(404);
  });

  it('counts several photos of one load together: one order, one image and one job per photo', async () => {
    // its own company, so the other tests' counts and order numbers stay as they are
    const tenant = randomUUID();
    const as = await counting.clientFor(tenant);
    const first = await upload(photos[0], 'image/jpeg', tenant);
    const second = await upload(photos[1], 'image/jpeg', tenant);
    const refused = async (body: Record<string, unknown>) => (await as.post('/count/create', body)).body.code;
    // each photo once, photos only, at most 10, and every photo the company's own
    expect(await refused({ ossUrl: first, ossType: 1, moreOssUrls: [first] })).toBe(400001);
    expect(await refused({ ossUrl: first, ossType: 2, moreOssUrls: [second] })).toBe(400001);
    expect(
      await refused({
        ossUrl: first,
        ossType: 1,
        moreOssUrls: Array.from({ length: 10 }, (_, i) => `k/${i}`),
      }),
    ).toBe(400001);
    const foreign = await upload(photos[1], 'image/jpeg', TENANT_B);
    expect(await refused({ ossUrl: first, ossType: 1, moreOssUrls: [foreign] })).toBe(402403);
    expect(
      (await as.ok<PageResult<CountOrderRow>>('POST', '/count/page', { page: 1, pageSize: 20 })).total,
    ).toBe(0);

    const created = await as.ok<CountCreated>('POST', '/count/create', {
      ossUrl: first,
      ossType: 1,
      moreOssUrls: [second],
    });
    expect(created.imageIds).toHaveLength(2);
    for (const imageId of created.imageIds) {
      await expectEventually(async () =>
        expect(await queue.getJob(recognizeImageJobId(imageId))).toBeDefined(),
      );
    }
    const done = await expectEventually(
      async () => {
        const found = await as.ok<CountOrderDetail>('GET', `/count/detail/${created.id}`);
        expect(found.status).toBe(10);
        return found;
      },
      60_000,
      100,
    );
    expect(done.images.map((image) => [image.seq, image.ossUrl])).toEqual([
      [1, first],
      [2, second],
    ]);
    expect(done.images.every((image) => image.value > 0)).toBe(true);
    expect(done.qty).toBe(done.images[0]!.value + done.images[1]!.value);
  });

  it('feedback on a recognition (§4 picStatus 0 → 5, once): who, when, the comment, an event for the provider', async () => {
    const tenant = randomUUID();
    const as = await counting.clientFor(tenant);
    const created = await as.ok<CountCreated>('POST', '/count/create', {
      ossUrl: await upload(photos[0], 'image/jpeg', tenant),
      ossType: 1,
    });
    const imgId = created.imageIds[0]!;
    const card = async () =>
      (await as.ok<PageResult<CountImageCard>>('POST', '/count/img/page', { page: 1, pageSize: 20 }))
        .records[0]!;
    await expectEventually(async () => expect((await card()).status).toBe(10), 60_000, 100);
    expect(await card()).toMatchObject({
      picStatus: 0,
      feedbackTime: null,
      feedbackBy: null,
      feedbackComment: null,
    });

    // an image still waiting for its result has nothing to report yet
    await admin.query('update counting.count_images set status = 5 where id = $1', [imgId]);
    const early = await as.post(`/oss/feedback/${imgId}`, {});
    expect([early.status, early.body.code]).toEqual([409, 402417]);
    await admin.query('update counting.count_images set status = 10 where id = $1', [imgId]);
    // bad bodies and ids, another company's image
    expect((await as.post(`/oss/feedback/${imgId}`, { comment: 'x'.repeat(501) })).body.code).toBe(400001);
    expect((await as.post(`/oss/feedback/${imgId}`, { extra: 1 })).body.code).toBe(400001);
    expect((await as.post('/oss/feedback/abc', {})).body.code).toBe(400001);
    expect((await (await counting.clientFor(TENANT_B)).post(`/oss/feedback/${imgId}`, {})).body.code).toBe(
      402409,
    );

    const sent = await as.ok<{ picStatus: number; feedbackTime: string }>('POST', `/oss/feedback/${imgId}`, {
      comment: '  two logs missed at the top  ',
    });
    expect(sent).toMatchObject({
      picStatus: 5,
      feedbackBy: 'counter',
      feedbackComment: 'two logs missed at the top',
    });
    expect(await card()).toMatchObject({ ...sent, id: imgId });
    // once: a second feedback is refused and changes nothing
    const again = await as.post(`/oss/feedback/${imgId}`, { comment: 'again' });
    expect([again.status, again.body.code]).toEqual([409, 402418]);
    expect((await card()).feedbackComment).toBe('two logs missed at the top');
    const events = await admin.query<{ payload: unknown; tenant_id: string }>(
      `select payload, tenant_id from counting.outbox where type = 'counting.feedback.submitted'`,
    );
    expect(events.rows).toEqual([
      {
        tenant_id: tenant,
        payload: {
          tenantId: tenant,
          orderId: created.id,
          imageId: imgId,
          modelVersion: expect.any(String) as string,
        },
      },
    ]);
  });
});
