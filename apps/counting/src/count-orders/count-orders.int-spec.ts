import {
  recognizeImageJobId,
  type Circle,
  type CountImageDetail,
  type CountingSummary,
} from '@timber/contracts';
import { expectEventually } from '@timber/testing';
import { describe, expect, it } from 'vitest';
import { TENANT_A, TENANT_B, today, useCountingSuite } from '../testing/counting-suite';

describe('counting: count orders, images and reviews (real PostgreSQL, Redis, BullMQ, worker)', () => {
  const suite = useCountingSuite();
  const { upload, create, detail, page, images, recognised, statusOf, recognisedOrder, statusChanges } =
    suite;

  it('creates an order for a stored photo; the outbox event queues one job and the worker recognises it', async () => {
    const key = await upload();
    const created = await create(key);
    expect(created).toMatchObject({ status: 1, imageIds: [expect.any(Number)] });
    expect(created.orderNo).toBe(`CT${today().replaceAll('-', '')}0001`);
    const imageId = created.imageIds[0]!;
    const events = await suite.admin.query<{ type: string; payload: unknown; partition_key: string }>(
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
      const found = await suite.queue.getJob(recognizeImageJobId(imageId));
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
    const second = await create(await upload(suite.photos[1]));
    expect(second.orderNo).toBe(`CT${today().replaceAll('-', '')}0002`);
    console.info(`[counting] ${created.orderNo}: ${order.qty} log ends found by ${image!.modelVersion}`);
  });

  it('refuses missing media, media not of the order kind and bad bodies', async () => {
    const key = await upload();
    // a photo given as a video
    const video = await suite.api.post('/count/create', { ossUrl: key, ossType: 2 });
    expect(video.status).toBe(400);
    expect(video.body.code).toBe(402404);
    expect(
      (await suite.api.post('/count/create', { ossUrl: 'origin/2026-01-01/nothing.jpg', ossType: 1 })).body
        .code,
    ).toBe(402403);
    expect(
      (await suite.api.post('/count/create', { ossUrl: '../../etc/passwd', ossType: 1 })).body.code,
    ).toBe(402403);
    const mp4 = await upload(Buffer.from('not really a video'), 'video/mp4');
    expect((await suite.api.post('/count/create', { ossUrl: mp4, ossType: 1 })).body.code).toBe(402404);
    const bad = await suite.api.post('/count/create', { ossUrl: 'a b', ossType: 3, extra: 1 });
    expect(bad.body.code).toBe(400001);
    expect(bad.body.msg).toContain('ossType');
    expect(bad.body.msg).toContain('extra');
    const unauthenticated = await fetch(`${suite.counting.baseUrl}/count/page`, { method: 'POST' });
    expect(unauthenticated.status).toBe(401);
  });

  it('a photo the worker cannot read makes a failed order: not lookable, deletable, its error shown', async () => {
    const created = await create(await upload(suite.photos[1]!.subarray(0, 3_000)));
    await expectEventually(async () => expect(await statusOf(created.id)).toBe(8), 60_000, 100);
    const look = await suite.api.call('GET', `/count/detail/${created.id}`);
    expect(look.body.code).toBe(402405);
    const row = (await page({ orderNo: created.orderNo })).records[0];
    expect(row).toMatchObject({ id: created.id, status: 8, errorCode: 'IMAGE_UNREADABLE', qty: 0 });
    const cards = await images({ num: created.orderNo });
    expect(cards.records[0]).toMatchObject({ status: 8, errorCode: 'IMAGE_UNREADABLE', qty: null });
    expect(await suite.api.ok('POST', `/count/delete/${created.orderNo}`)).toBeNull();
    expect((await page({ orderNo: created.orderNo })).total).toBe(0);
    expect((await suite.api.call('GET', `/count/detail/${created.id}`)).body.code).toBe(402401);
  });

  it('saves a review beside the detector’s circles; with a reference, standard and length it measures', async () => {
    const order = await recognisedOrder();
    const image = order.images[0]!;
    const detected = image.coordinate;
    const save = (body: Record<string, unknown>) =>
      suite.api.post<CountImageDetail>('/count/coordinate/update', {
        id: order.id,
        imgId: image.imgId,
        ...body,
      });

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
    expect((await suite.api.post(`/count/confirm/${order.id}`)).body.code).toBe(402407);
    const confirmed = await suite.api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId });
    expect(confirmed).toEqual({ imageStatus: 12, orderStatus: 12 });
    expect(await suite.api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId })).toEqual({
      imageStatus: 12,
      orderStatus: 12,
    });
    expect((await detail(order.id)).actions).toEqual({ look: true, delete: false, verify: true });
    const notDeletable = await suite.api.post(`/count/delete/${order.orderNo}`);
    expect(notDeletable.status).toBe(409);
    expect(notDeletable.body.code).toBe(402406);

    // a count without diameters is not verified: it would be locked and never become a sheet (issue 35)
    const unmeasured = await suite.api.post(`/count/confirm/${order.id}`);
    expect(unmeasured.status).toBe(409);
    expect(unmeasured.body).toMatchObject({ code: 402419, data: null });
    expect(unmeasured.body.msg).toContain('missing on photo 1');
    const stick = { kind: 'stick', x1: 50, y1: 600, x2: 550, y2: 600, lengthCm: 100 };
    const referenced = await suite.api.post('/count/coordinate/update', {
      id: order.id,
      imgId,
      coordinateManual: order.images[0]!.coordinate.map(({ x, y, r }) => ({ x, y, r })),
      dia: { reference: stick },
    });
    expect(referenced.body.code).toBe(0);
    await suite.api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId });
    const noLength = await suite.api.post(`/count/confirm/${order.id}`);
    expect(noLength.body.code).toBe(402419);
    expect(noLength.body.msg).not.toContain('missing on photo');
    expect((await detail(order.id)).status).toBe(12);
    await suite.api.ok('POST', '/count/coordinate/update', {
      id: order.id,
      imgId,
      coordinateManual: order.images[0]!.coordinate.map(({ x, y, r }) => ({ x, y, r })),
      dia: { standard: 'ch', logLengthM: 4 },
    });
    await suite.api.ok('POST', '/count/coordinate/updateStatus', { id: order.id, imgId });

    expect(await suite.api.ok('POST', `/count/confirm/${order.id}`)).toEqual({ id: order.id, status: 15 });
    const verified = await detail(order.id);
    expect(verified).toMatchObject({ status: 15, actions: { look: true, delete: false, verify: false } });
    expect(verified.verifiedAt).not.toBeNull();
    // each status change counting makes is told, counted by the order's revision (inventory keeps a copy)
    const changes = await suite.admin.query<{ payload: unknown; partition_key: string }>(
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
    expect((await suite.api.post(`/count/confirm/${order.id}`)).body.code).toBe(402407);
    expect(
      (await suite.api.post('/count/coordinate/update', { id: order.id, imgId, coordinateManual: [] })).body
        .code,
    ).toBe(402408);
    expect((await suite.api.post('/count/coordinate/updateStatus', { id: order.id, imgId })).body.code).toBe(
      402408,
    );
    expect((await suite.api.post(`/count/img/delete/${imgId}`)).body.code).toBe(402408);
    expect((await suite.api.post(`/count/delete/${order.orderNo}`)).body.code).toBe(402406);

    // an image of another order, a missing order, a malformed id
    const other = await recognisedOrder();
    const wrong = await suite.api.post('/count/coordinate/updateStatus', {
      id: order.id,
      imgId: other.images[0]!.imgId,
    });
    expect(wrong.body.code).toBe(402409);
    expect((await suite.api.post('/count/confirm/99999999')).body.code).toBe(402401);
    expect((await suite.api.post('/count/confirm/abc')).body.code).toBe(400001);
    expect((await suite.api.post('/count/delete/XX1')).body.code).toBe(400001);

    // a recognised order is deleted; it leaves the list and cannot be looked at
    expect(await suite.api.ok('POST', `/count/delete/${other.orderNo}`)).toBeNull();
    expect((await page({ orderNo: other.orderNo })).total).toBe(0);
    expect((await suite.api.call('GET', `/count/detail/${other.id}`)).body.code).toBe(402401);
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
    expect((await suite.api.post('/count/page', { beginDate: '23.11.2026' })).body.code).toBe(400001);
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
    const before = await suite.api.ok<CountingSummary>('GET', '/count/img/summary');
    expect(before.handledNum).toBeGreaterThanOrEqual(1);

    expect(await suite.api.ok('POST', `/count/img/delete/${imgId}`)).toBeNull();
    expect((await suite.api.post(`/count/img/delete/${imgId}`)).body.code).toBe(402411);
    const deleted = await detail(order.id);
    expect(deleted.qty).toBe(0); // a deleted image no longer counts
    expect(deleted.images[0]!.state).toBe(0);
    expect((await images({ num: order.orderNo })).records[0]!.state).toBe(0);
    expect(await suite.api.ok<CountingSummary>('GET', '/count/img/summary')).toEqual({
      ...before,
      handledNum: before.handledNum - 1,
    });
    expect(await suite.api.ok('POST', `/count/img/recover/${imgId}`)).toBeNull();
    expect((await suite.api.post(`/count/img/recover/${imgId}`)).body.code).toBe(402412);
    expect((await detail(order.id)).qty).toBe(order.qty);
    expect((await suite.api.post('/count/img/delete/99999999')).body.code).toBe(402409);
  });

  it('keeps tenants apart: another company sees none of these orders or images', async () => {
    const other = await suite.counting.clientFor(TENANT_B);
    const mine = (await page()).records[0]!;
    expect((await page({}, other)).total).toBe(0);
    expect((await other.call('GET', `/count/detail/${mine.id}`)).body.code).toBe(402401);
    expect((await other.post(`/count/delete/${mine.orderNo}`)).body.code).toBe(402401);
    expect((await other.post(`/count/confirm/${mine.id}`)).body.code).toBe(402401);
    expect(await other.ok('GET', '/count/img/summary')).toEqual({ handlingNum: 0, handledNum: 0 });
    // its own order numbers start again at 0001
    // another company's media key is not theirs to count
    expect((await other.post('/count/create', { ossUrl: mine.ossUrl, ossType: 1 })).body.code).toBe(402403);
    const created = await create(await upload(suite.photos[0], 'image/jpeg', TENANT_B), other);
    expect(created.orderNo).toBe(`CT${today().replaceAll('-', '')}0001`);
  });
});
