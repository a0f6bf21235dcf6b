import ffmpeg from '@ffmpeg-installer/ffmpeg';
import {
  type Circle,
  type CountCreated,
  type CountImageCard,
  type CountImageDetail,
  type CountingSummary,
  type CountOrderDetail,
  type CountOrderRow,
  MEDIA_PART_FIELD,
  type MediaUploadPlan,
  type PageResult,
} from '@timber/contracts';
import { sharedDatasetDir } from '@timber/log-detector';
import {
  type ApiClient,
  expectEventually,
  startTestStack,
  type TestStack,
  uploadMedia,
} from '@timber/testing';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A validation photo (about 93 KB) goes up in 3 parts. */
const PART_SIZE = 40_000;

/**
 * Counting through the web app's API, as a new user would (issue 7 acceptance): BFF → counting
 * (media upload in parts, count orders) → outbox → Redis Streams → BullMQ → the recognition
 * worker with the shipped detector, on a real photo of the validation split; then the review,
 * confirm and verify. Real processes, PostgreSQL and Redis.
 */
describe('BFF /api counting: upload a photo, recognise, review, verify (real processes)', () => {
  let system: TestStack;
  let api: ApiClient;
  let photo: Buffer;

  beforeAll(async () => {
    system = await startTestStack('bffcount', { env: { counting: { MEDIA_PART_SIZE: String(PART_SIZE) } } });
    api = await system.loginAs('admin');
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const name = (await readdir(dir)).filter((file) => file.endsWith('.jpg')).sort()[0]!;
    photo = await readFile(join(dir, name));
  });
  afterAll(() => system.stop());

  const detail = (id: number) => api.ok<CountOrderDetail>('GET', `/count/detail/${id}`);

  it('uploads a photo in parts, counts its logs, takes a review with a reference, verifies', async () => {
    // upload: 3 parts through /api; the answer is a media key, never a storage URL or credential
    const media = await uploadMedia(api, photo);
    expect(media).toMatchObject({ parts: 3, size: photo.length, contentType: 'image/jpeg', width: 640 });
    expect(media.ossUrl).toMatch(/^origin\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{32}\.jpg$/);

    const created = await api.ok<CountCreated>('POST', '/count/create', { ossUrl: media.ossUrl, ossType: 1 });
    expect(created).toMatchObject({ status: 1, orderNo: expect.stringMatching(/^CT\d{12}$/) as string });
    const recognised = await expectEventually(
      async () => {
        const order = await detail(created.id);
        expect(order.status).toBe(10);
        return order;
      },
      90_000,
      250,
    );
    const image = recognised.images[0]!;
    expect(image).toMatchObject({ status: 10, width: 640, height: 640, dia: null, volume: null });
    expect(image.value).toBeGreaterThan(20);
    expect(recognised.qty).toBe(image.value);

    // the photo the point editor shows comes through the BFF, byte for byte
    const shown = await api.file(`/count/img/photo/${image.imgId}`);
    expect(shown.status).toBe(200);
    expect(shown.contentType).toBe('image/jpeg');
    expect(shown.bytes.equals(photo)).toBe(true);

    // the user moves one circle, enlarges another and marks a 1 m stick across 500 px
    const manual: Circle[] = image.coordinate.map(({ x, y, r }) => ({ x, y, r }));
    manual[0] = { ...manual[0]!, x: manual[0]!.x + 4 };
    manual[1] = { ...manual[1]!, r: manual[1]!.r + 3 };
    const stick = { kind: 'stick', x1: 70, y1: 620, x2: 570, y2: 620, lengthCm: 100 } as const;
    const saved = await api.ok<CountImageDetail>('POST', '/count/coordinate/update', {
      id: created.id,
      imgId: image.imgId,
      coordinate: image.coordinate,
      coordinateManual: manual,
      dia: { reference: stick, standard: 'ch', logLengthM: 4 },
    });
    expect(saved).toMatchObject({ manualDia: true, cmPerPx: 0.2, value: manual.length });

    const reviewed = await detail(created.id);
    const after = reviewed.images[0]!;
    expect(after.coordinate).toEqual(image.coordinate); // the model's output stays on record
    expect(after.coordinateManual).toEqual(manual);
    expect(after.reference).toEqual(stick);
    expect(after.dia).toHaveLength(manual.length);
    expect(after.dia!.every((log) => log.dia > 0)).toBe(true);
    expect(after.dia![1]!.dia).toBeCloseTo(2 * manual[1].r * 0.2, 0);
    expect(reviewed).toMatchObject({ standard: 'ch', logLengthM: 4, status: 10 });
    expect(reviewed.volume).toMatch(/^\d+\.\d{3}$/);
    expect(Number(reviewed.volume)).toBeGreaterThan(0);

    expect(
      await api.ok('POST', '/count/coordinate/updateStatus', { id: created.id, imgId: image.imgId }),
    ).toEqual({ imageStatus: 12, orderStatus: 12 });
    expect(await api.ok('POST', `/count/confirm/${created.id}`)).toEqual({ id: created.id, status: 15 });
    const verified = await detail(created.id);
    expect(verified).toMatchObject({ status: 15, actions: { look: true, delete: false, verify: false } });

    // the lists and the dashboard see it
    const orders = await api.ok<PageResult<CountOrderRow>>('POST', '/count/page', {
      page: 1,
      pageSize: 20,
      orderNo: created.orderNo,
    });
    expect(orders.records).toEqual([
      expect.objectContaining({ id: created.id, status: 15, qty: manual.length, ossUrl: media.ossUrl }),
    ]);
    const cards = await api.ok<PageResult<CountImageCard>>('POST', '/count/img/page', {
      page: 1,
      pageSize: 20,
      num: created.orderNo,
    });
    expect(cards.records).toEqual([expect.objectContaining({ id: image.imgId, status: 12, dia: true })]);
    // the card's feedback (§7 /oss/feedback/{id}): once, then shown as sent on the card
    expect(
      await api.ok('POST', `/oss/feedback/${image.imgId}`, { comment: 'one log missed on the left' }),
    ).toMatchObject({ picStatus: 5, feedbackComment: 'one log missed on the left' });
    expect((await api.post(`/oss/feedback/${image.imgId}`, {})).body.code).toBe(402418);
    expect((await api.post(`/oss/feedback/${image.imgId}`, { comment: 7 })).body.code).toBe(400001);
    const reported = await api.ok<PageResult<CountImageCard>>('POST', '/count/img/page', {
      page: 1,
      pageSize: 20,
      num: created.orderNo,
    });
    expect(reported.records[0]).toMatchObject({ picStatus: 5, feedbackBy: expect.any(String) as string });
    expect((await api.ok<CountingSummary>('GET', '/count/img/summary')).handledNum).toBeGreaterThanOrEqual(1);
  });

  it('resumes an upload from its status and refuses a part of the wrong size through /api', async () => {
    const plan = await api.ok<MediaUploadPlan>('POST', '/media/upload/begin', {
      fileName: 'pile.jpg',
      size: photo.length,
      contentType: 'image/jpeg',
    });
    const part = (index: number) => photo.subarray(index * PART_SIZE, (index + 1) * PART_SIZE);
    const put = (index: number, bytes: Buffer) =>
      api.form(`/media/upload/${plan.uploadId}/part/${index}`, MEDIA_PART_FIELD, bytes);
    expect((await put(2, part(2))).body.code).toBe(0);
    const short = await put(0, part(0).subarray(1));
    expect(short.status).toBe(400);
    expect(short.body.code).toBe(402507);
    expect((await put(0, part(0))).body.code).toBe(0);
    const status = await api.ok<{ received: number[]; missing: number[] }>(
      'GET',
      `/media/upload/${plan.uploadId}`,
    );
    expect(status).toMatchObject({ received: [0, 2], missing: [1] });
    expect((await put(1, part(1))).body.code).toBe(0);
    const stored = await api.ok<{ ossUrl: string }>('POST', `/media/upload/${plan.uploadId}/complete`);
    expect(stored.ossUrl).toMatch(/^origin\//);
  });

  it('validates bodies at the BFF and keeps counting to those with its permission', async () => {
    const bad = await api.post('/count/create', { ossUrl: 'a b', ossType: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400001);
    expect((await api.post('/media/upload/begin', { fileName: 'a.jpg' })).body.code).toBe(400001);
    expect((await api.post('/media/upload/not-an-id/complete')).body.code).toBe(400001);
    expect(
      (await api.post('/count/create', { ossUrl: 'origin/2026-01-01/x.jpg', ossType: 1 })).body.code,
    ).toBe(402403);
    const notMultipart = await api.post(`/media/upload/${'0'.repeat(32)}/part/0`, {});
    expect(notMultipart.status).toBe(415);
    expect(notMultipart.body).toMatchObject({
      code: 415001,
      msg: 'This call accepts multipart/form-data bodies, not application/json',
    });

    const clerk = await system.loginAs('clerk');
    const refused = await clerk.post('/count/page', { page: 1, pageSize: 20 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403001);
    expect(
      (await clerk.post('/media/upload/begin', { fileName: 'a.jpg', size: 1, contentType: 'image/jpeg' }))
        .body.code,
    ).toBe(403001);
    expect((await system.client().file('/count/img/photo/1')).status).toBe(401);
  });

  it('plays a video order’s own video through /api in byte ranges, the login from the header or the token cookie', async () => {
    const work = await mkdtemp(join(tmpdir(), 'bff-video-'));
    // prettier-ignore
    execFileSync(ffmpeg.path, [
      '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', '-pix_fmt', 'yuv420p', join(work, 'v.mp4'),
    ]);
    const video = await readFile(join(work, 'v.mp4'));
    await rm(work, { recursive: true, force: true });
    const media = await uploadMedia(api, video, { fileName: 'pile.mp4', contentType: 'video/mp4' });
    const created = await api.ok<CountCreated>('POST', '/count/create', { ossUrl: media.ossUrl, ossType: 2 });
    const url = `${api.baseUrl}/count/img/video/${created.imageIds[0]!}`;
    const play = async (headers: Record<string, string>) => {
      const response = await fetch(url, { headers });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        range: response.headers.get('content-range'),
        accept: response.headers.get('accept-ranges'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const bearer = { authorization: `Bearer ${api.token!}` };
    const start = await play({ ...bearer, range: 'bytes=0-99' });
    expect(start).toMatchObject({
      status: 206,
      type: 'video/mp4',
      range: `bytes 0-99/${video.length}`,
      accept: 'bytes',
    });
    expect(start.bytes.equals(video.subarray(0, 100))).toBe(true);
    // a <video> sends the cookie, not the header
    const cookie = { cookie: `Business-Token=${encodeURIComponent(api.token!)}`, range: 'bytes=100-' };
    const rest = await play(cookie);
    expect(rest).toMatchObject({ status: 206, range: `bytes 100-${video.length - 1}/${video.length}` });
    expect(rest.bytes.equals(video.subarray(100))).toBe(true);
    expect((await play({ ...bearer, range: `bytes=${video.length}-` })).status).toBe(416);
    expect((await play({})).status).toBe(401);
    // the cookie counts for this route only; a user without counting's permission gets nothing
    const photoByCookie = await fetch(`${api.baseUrl}/count/img/photo/${created.imageIds[0]!}`, {
      headers: { cookie: cookie.cookie },
    });
    expect(photoByCookie.status).toBe(401);
    const clerk = await system.loginAs('clerk');
    expect((await play({ cookie: `Business-Token=${clerk.token!}` })).status).toBe(403);
  });
});
