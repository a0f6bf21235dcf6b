import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { LocalBlobStore } from '@timber/blob-store';
import {
  type CountCreated,
  MEDIA_PART_FIELD,
  type MediaPartReceipt,
  type MediaStored,
  type MediaUploadPlan,
  type MediaUploadStatus,
} from '@timber/contracts';
import { sharedDatasetDir } from '@timber/log-detector';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, testDatabase, uploadMedia } from '@timber/testing';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountingUnderTest, startCounting } from '../testing/counting-fixtures';
import { UploadSweeper } from './upload-sweeper';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
/** A validation photo (about 93 KB) goes up in 3 parts. */
const PART_SIZE = 40_000;

/**
 * §7 Media upload over counting's HTTP API (what the BFF streams through): parts in any order,
 * a part sent again, a part of the wrong size refused and then sent right, resuming from the
 * status, content checks, tenants kept apart, and the photo streamed back. Real PostgreSQL
 * (row-level security) and the local blob store in a temporary folder.
 */
describe('counting: media upload in parts (real PostgreSQL, local blob store)', () => {
  let drop: () => Promise<void>;
  let admin: Client;
  let blobDir: string;
  let store: LocalBlobStore;
  let counting: CountingUnderTest;
  let api: ApiClient;
  let other: ApiClient;
  let photo: Buffer;

  beforeAll(async () => {
    configureLogging('counting-media-test', 'warn');
    const db = await testDatabase('countmedia');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    blobDir = await mkdtemp(join(tmpdir(), 'counting-media-'));
    store = new LocalBlobStore(blobDir);
    counting = await startCounting(db.adminUrl, blobDir, { MEDIA_PART_SIZE: String(PART_SIZE) });
    api = await counting.clientFor(TENANT_A);
    other = await counting.clientFor(TENANT_B);
    const dir = join(sharedDatasetDir(), 'valid', 'images');
    const name = (await readdir(dir)).filter((file) => file.endsWith('.jpg')).sort()[0]!;
    photo = await readFile(join(dir, name));
  });

  afterAll(async () => {
    await counting.close();
    await admin.end();
    await rm(blobDir, { recursive: true, force: true });
    await drop();
  });

  const begin = (body: Record<string, unknown>, as: ApiClient = api) =>
    as.post<MediaUploadPlan>('/media/upload/begin', body);
  const putPart = (uploadId: string, index: number, bytes: Buffer, as: ApiClient = api) =>
    as.form<MediaPartReceipt>(`/media/upload/${uploadId}/part/${index}`, MEDIA_PART_FIELD, bytes);
  const status = (uploadId: string, as: ApiClient = api) =>
    as.call<MediaUploadStatus>('GET', `/media/upload/${uploadId}`);
  const complete = (uploadId: string, as: ApiClient = api) =>
    as.post<MediaStored>(`/media/upload/${uploadId}/complete`);
  const part = (bytes: Buffer, index: number) => bytes.subarray(index * PART_SIZE, (index + 1) * PART_SIZE);
  const mediaRows = async () =>
    (await admin.query<{ key: string }>('select key from counting.media order by key')).rows.map(
      (r) => r.key,
    );

  it('uploads a photo in 3 parts: one sent twice, one refused for its size then sent right, resumed from the status', async () => {
    const plan = await begin({ fileName: 'pile.JPG', size: photo.length, contentType: 'image/jpeg' });
    expect(plan.body).toMatchObject({ code: 0, data: { partSize: PART_SIZE, parts: 3 } });
    const { uploadId } = plan.body.data;
    expect(uploadId).toMatch(/^[0-9a-f]{32}$/);

    // parts in any order; the middle one is sent twice (a retry after a timeout replaces it)
    expect((await putPart(uploadId, 1, part(photo, 1))).body.data).toEqual({ index: 1, size: PART_SIZE });
    expect((await putPart(uploadId, 1, part(photo, 1))).body.code).toBe(0);
    // the first part arrives cut short: refused with what was expected, then sent whole
    const short = await putPart(uploadId, 0, part(photo, 0).subarray(0, 1000));
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      code: 402507,
      msg: 'Part 0 must have 40000 bytes, not 1000: send it again',
      data: null,
    });
    expect((await putPart(uploadId, 0, part(photo, 0))).body.code).toBe(0);
    expect((await putPart(uploadId, 3, part(photo, 2))).body).toMatchObject({
      code: 402507,
      msg: 'Part 3 does not exist: the upload has parts 0 to 2',
    });

    // completing too early names what is missing; a reloaded page resumes from the status
    const early = await complete(uploadId);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      code: 402508,
      msg: 'The upload is not finished: 1 part is still missing',
      data: { missing: [2], missingCount: 1 },
    });
    expect((await status(uploadId)).body.data).toEqual({
      uploadId,
      fileName: 'pile.JPG',
      size: photo.length,
      contentType: 'image/jpeg',
      partSize: PART_SIZE,
      parts: 3,
      received: [0, 1],
      missing: [2],
      completed: null,
    });
    expect((await putPart(uploadId, 2, part(photo, 2))).body.data).toEqual({
      index: 2,
      size: photo.length - 2 * PART_SIZE,
    });

    const stored = await complete(uploadId);
    expect(stored.body.code).toBe(0);
    const media = stored.body.data;
    expect(media).toEqual({
      ossUrl: expect.stringMatching(/^origin\/\d{4}-\d{2}-\d{2}\/[0-9a-f]{32}\.jpg$/) as string,
      size: photo.length,
      contentType: 'image/jpeg',
      width: 640,
      height: 640,
    });
    expect((await buffer(await store.get(media.ossUrl))).equals(photo)).toBe(true);
    // a client retrying after a lost answer gets the same media; the parts are gone
    expect((await complete(uploadId)).body.data).toEqual(media);
    expect((await status(uploadId)).body.data).toMatchObject({ received: [], missing: [], completed: media });
    expect((await putPart(uploadId, 0, part(photo, 0))).body.code).toBe(402506);
    expect(await store.list(`uploads/${uploadId}/parts/`)).toEqual([]);
    const row = await admin.query(
      'select tenant_id, size, content_type, width, height from counting.media where key = $1',
      [media.ossUrl],
    );
    expect(row.rows).toEqual([
      { tenant_id: TENANT_A, size: photo.length, content_type: 'image/jpeg', width: 640, height: 640 },
    ]);

    // the media is counted and its photo streamed back byte for byte, with its type
    const order = await api.ok<CountCreated>('POST', '/count/create', { ossUrl: media.ossUrl, ossType: 1 });
    const shown = await api.file(`/count/img/photo/${order.imageIds[0]}`);
    expect(shown.status).toBe(200);
    expect(shown.contentType).toBe('image/jpeg');
    expect(shown.bytes.equals(photo)).toBe(true);
  });

  it('the helper the other tests use uploads the same way', async () => {
    const media = await uploadMedia(api, photo);
    expect(media).toMatchObject({ parts: 3, size: photo.length, width: 640, height: 640 });
    expect(await mediaRows()).toContain(media.ossUrl);
  });

  it('a corrupt JPEG is refused with a clear error and nothing of it stays stored', async () => {
    const before = { media: await mediaRows(), origin: await store.list('origin/') };
    const corrupt = photo.subarray(0, 60_000); // a JPEG cut off in the middle of its data
    const plan = (await begin({ fileName: 'cut.jpg', size: corrupt.length, contentType: 'image/jpeg' })).body
      .data;
    expect(plan.parts).toBe(2);
    await putPart(plan.uploadId, 0, part(corrupt, 0));
    await putPart(plan.uploadId, 1, part(corrupt, 1));
    const refused = await complete(plan.uploadId);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 402509,
      msg: 'The file is damaged or cannot be read as a photo',
      data: null,
    });
    expect(await store.list(`uploads/${plan.uploadId}/`)).toEqual([]);
    expect({ media: await mediaRows(), origin: await store.list('origin/') }).toEqual(before);
    expect((await status(plan.uploadId)).body.code).toBe(402505);
    expect((await complete(plan.uploadId)).body.code).toBe(402505);

    // text that calls itself a JPEG: its first bytes give it away
    const text = Buffer.from('just some text, not a photo at all');
    const fake = (await begin({ fileName: 'x.jpg', size: text.length, contentType: 'image/jpeg' })).body.data;
    await putPart(fake.uploadId, 0, text);
    expect((await complete(fake.uploadId)).body).toMatchObject({
      code: 402510,
      msg: 'The content of the file is not image/jpeg',
    });
    expect({ media: await mediaRows(), origin: await store.list('origin/') }).toEqual(before);
  });

  it('a video longer than VIDEO_MAX_SECONDS (10 minutes) is refused whole, the limit named in the user’s language', async () => {
    const before = { media: await mediaRows(), origin: await store.list('origin/') };
    // 10 min 30 s of a tiny grey picture, one frame a second: about 20 KB
    const work = await mkdtemp(join(tmpdir(), 'long-'));
    // prettier-ignore
    execFileSync(ffmpeg.path, [
      '-v', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=64x64:r=1:d=630',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', join(work, 'long.mp4'),
    ]);
    const long = await readFile(join(work, 'long.mp4'));
    await rm(work, { recursive: true, force: true });
    const send = async (as: ApiClient) => {
      const plan = (await begin({ fileName: 'walk.mp4', size: long.length, contentType: 'video/mp4' }, as))
        .body.data;
      for (let index = 0; index < plan.parts; index++) {
        await putPart(plan.uploadId, index, part(long, index), as);
      }
      return { uploadId: plan.uploadId, refused: await complete(plan.uploadId, as) };
    };
    const { uploadId, refused } = await send(api);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 402511,
      msg: 'The video is too long: 10.5 min; a video may last at most 10 min. Split it or film a shorter walk',
      data: null,
    });
    // nothing of it stays: neither the upload nor a stored video
    expect(await store.list(`uploads/${uploadId}/`)).toEqual([]);
    expect({ media: await mediaRows(), origin: await store.list('origin/') }).toEqual(before);
    expect((await status(uploadId)).body.code).toBe(402505);
    // in the user's language
    const zh = await counting.clientFor(TENANT_A, 'zh');
    expect((await send(zh)).refused.body.msg).toBe(
      '视频太长：10.5 分钟，视频最长 10 分钟。请分段拍摄或缩短拍摄',
    );
    // a browser that read the length from the file says so at begin: refused before any part
    const early = await begin({
      fileName: 'walk.mp4',
      size: long.length,
      contentType: 'video/mp4',
      durationS: 630,
    });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      code: 402511,
      msg: 'The video is too long: 10.5 min; a video may last at most 10 min. Split it or film a shorter walk',
      data: null,
    });
    expect(
      (await begin({ fileName: 'walk.mp4', size: long.length, contentType: 'video/mp4', durationS: -3 }))
        .status,
    ).toBe(400);
    expect({ media: await mediaRows(), origin: await store.list('origin/') }).toEqual(before);
    // a video of 9 min 50 s, within the limit, goes up
    const shorter = join(tmpdir(), `shorter-${randomUUID()}.mp4`);
    // prettier-ignore
    execFileSync(ffmpeg.path, [
      '-v', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=64x64:r=1:d=590',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', shorter,
    ]);
    const within = await readFile(shorter);
    await rm(shorter, { force: true });
    const stored = await uploadMedia(api, within, { fileName: 'walk.mp4', contentType: 'video/mp4' });
    expect(stored).toMatchObject({ size: within.length, contentType: 'video/mp4' });
    expect(await mediaRows()).toContain(stored.ossUrl);
  }, 60_000);

  it('begin refuses other types, empty and too large files with clear messages', async () => {
    const text = await begin({ fileName: 'notes.txt', size: 10, contentType: 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({
      code: 402504,
      msg: 'Files of type "text/plain" cannot be uploaded: choose a JPEG, PNG or WebP photo or an MP4 or MOV video',
      data: { allowed: ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/quicktime'] },
    });
    expect((await begin({ fileName: 'a.jpg', size: 0, contentType: 'image/jpeg' })).body).toMatchObject({
      code: 402502,
      msg: 'The file is empty',
    });
    const big = await begin({ fileName: 'a.jpg', size: 31 * 1024 * 1024, contentType: 'image/jpeg' });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      code: 402503,
      msg: 'The file is too large: 31 MB, a photo may have at most 30 MB',
    });
    const bad = await begin({ fileName: '', size: -1, contentType: 'image/jpeg', extra: 1 });
    expect(bad.body.code).toBe(400001);
    expect((await putPart('0'.repeat(32), 0, photo)).body.code).toBe(402505);
    expect((await putPart('not-an-id', 0, photo)).body.code).toBe(400001);
    // a part is a form: JSON is another type; a form without the file is no file
    const json = await api.post(`/media/upload/${'0'.repeat(32)}/part/0`, {});
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({
      code: 415001,
      msg: 'This call accepts multipart/form-data bodies, not application/json',
    });
    const noFile = await api.form(`/media/upload/${'0'.repeat(32)}/part/0`, 'other', photo);
    expect(noFile.body).toMatchObject({ code: 400008 });
    expect(noFile.body.msg).toContain('one file in field part');
    const empty = await fetch(`${counting.baseUrl}/media/upload/${'0'.repeat(32)}/part/0`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token!}` },
      body: new FormData(),
    });
    expect(((await empty.json()) as { code: number }).code).toBe(400901);
    const unauthenticated = await fetch(`${counting.baseUrl}/media/upload/begin`, { method: 'POST' });
    expect(unauthenticated.status).toBe(401);
  });

  it('another tenant can neither send parts to an upload, see or complete it, nor count or see its media', async () => {
    const plan = (await begin({ fileName: 'pile.jpg', size: photo.length, contentType: 'image/jpeg' })).body
      .data;
    expect((await putPart(plan.uploadId, 0, part(photo, 0), other)).body.code).toBe(402505);
    expect((await status(plan.uploadId, other)).body.code).toBe(402505);
    expect((await complete(plan.uploadId, other)).body.code).toBe(402505);
    expect((await status(plan.uploadId)).body.data.received).toEqual([]); // nothing of theirs got in

    const mine = await uploadMedia(api, photo);
    const refused = await other.post('/count/create', { ossUrl: mine.ossUrl, ossType: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 402403,
      msg: 'The uploaded file was not found: upload it again',
    });
    // a key in the store that no upload recorded is nobody's media
    await store.put('origin/2026-01-01/00000000000000000000000000000000.jpg', photo, 'image/jpeg');
    expect(
      (
        await api.post('/count/create', {
          ossUrl: 'origin/2026-01-01/00000000000000000000000000000000.jpg',
          ossType: 1,
        })
      ).body.code,
    ).toBe(402403);

    const order = await api.ok<CountCreated>('POST', '/count/create', { ossUrl: mine.ossUrl, ossType: 1 });
    const photoOf = `/count/img/photo/${order.imageIds[0]}`;
    expect((await other.file(photoOf)).status).toBe(404);
    expect(JSON.parse((await other.file(photoOf)).bytes.toString())).toMatchObject({ code: 402409 });
    expect((await api.file('/count/img/photo/99999999')).status).toBe(404);
    expect((await api.file('/count/img/photo/abc')).status).toBe(400);
    // a deleted order's photo is gone with it
    await api.ok('POST', `/count/delete/${order.orderNo}`);
    expect((await api.file(photoOf)).status).toBe(404);
  });

  it('removes uploads not completed within 24 h, of every tenant, with their parts; completed ones and their media stay', async () => {
    const sweeper = counting.app.get(UploadSweeper);
    const newUpload = async (as: ApiClient = api) => {
      const plan = await begin({ fileName: 'left.jpg', size: photo.length, contentType: 'image/jpeg' }, as);
      const { uploadId } = plan.body.data;
      expect((await putPart(uploadId, 0, part(photo, 0), as)).body.code).toBe(0);
      return uploadId;
    };
    const stored = async (uploadId: string) => (await store.list(`uploads/${uploadId}/`)).length;
    const rowOf = async (uploadId: string) =>
      (await admin.query('select 1 from counting.uploads where upload_id = $1', [uploadId])).rowCount;
    const backdate = (ids: string[], hours: number) =>
      admin.query(
        `update counting.uploads set created_at = now() - make_interval(hours => $2) where upload_id = any ($1)`,
        [ids, hours],
      );
    // earlier tests left uploads of their own: only this test's count
    await backdate(
      (await admin.query<{ upload_id: string }>('select upload_id from counting.uploads')).rows.map(
        (r) => r.upload_id,
      ),
      1,
    );

    const mine = await newUpload();
    const theirs = await newUpload(other);
    const recent = await newUpload();
    const done = await uploadMedia(api, photo);
    const doneId = (
      await admin.query<{ upload_id: string }>(
        'select upload_id from counting.uploads where media_key = $1',
        [done.ossUrl],
      )
    ).rows[0]!.upload_id;
    await backdate([mine, theirs, doneId], 25);
    await backdate([recent], 23);
    expect(await stored(mine)).toBe(2); // its manifest and one part

    expect(await sweeper.sweep()).toBe(2);
    for (const gone of [mine, theirs]) {
      expect(await stored(gone)).toBe(0);
      expect(await rowOf(gone)).toBe(0);
    }
    expect((await status(mine)).body.code).toBe(402505);
    expect((await status(theirs, other)).body.code).toBe(402505);
    // under 24 h it stays and goes on where it stopped; a completed upload and its media stay
    expect((await status(recent)).body.data).toMatchObject({ received: [0], missing: [1, 2] });
    expect(await store.stat(done.ossUrl)).not.toBeNull();
    expect((await status(doneId)).body.data.completed).toMatchObject({ ossUrl: done.ossUrl });
    expect(await sweeper.sweep()).toBe(0);
    // an hour later the recent one is abandoned too
    expect(await sweeper.sweep(new Date(Date.now() + 3_600_000))).toBe(1);
    expect(await stored(recent)).toBe(0);
    expect(await rowOf(doneId)).toBe(1);
  });
});
