import ffmpeg from '@ffmpeg-installer/ffmpeg';
import {
  recognizeImageJobId,
  type CountCreated,
  type CountImageCard,
  type CountOrderDetail,
  type CountOrderRow,
  type PageResult,
} from '@timber/contracts';
import { LogEndDetector } from '@timber/log-detector';
import { expectEventually, type ApiClient } from '@timber/testing';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANT_B, useCountingSuite } from '../testing/counting-suite';

describe('counting: count orders, images and reviews (real PostgreSQL, Redis, BullMQ, worker)', () => {
  const suite = useCountingSuite();
  const { published, upload } = suite;

  it('counts a video: its keyframes, from the worker’s result, become images of the order, which counts each log once', async () => {
    // its own company, so the other tests' counts and order numbers stay as they are
    const tenant = randomUUID();
    const as = await suite.counting.clientFor(tenant);
    const video = await filmPhoto(suite.photos[0]!, {
      framerate: 10,
      seconds: 2,
      filter: "crop=w=iw-80:h=trunc(ih/2)*2:x='min(t*40,80)':y=0",
    });
    const photoKey = await upload(suite.photos[0], 'image/jpeg', tenant);
    // a photo is not a video, nor a video a photo
    expect((await as.post('/count/create', { ossUrl: photoKey, ossType: 2 })).body.code).toBe(402404);
    const videoKey = await upload(video, 'video/mp4', tenant);
    expect((await as.post('/count/create', { ossUrl: videoKey, ossType: 1 })).body.code).toBe(402404);

    const created = await as.ok<CountCreated>('POST', '/count/create', { ossUrl: videoKey, ossType: 2 });
    const videoImageId = created.imageIds[0]!;
    const job = await expectEventually(async () => {
      const found = await suite.queue.getJob(recognizeImageJobId(videoImageId));
      expect(found?.name).toBe('recognize-video');
      return found!;
    });
    expect(job.data).toMatchObject({ tenantId: tenant, orderId: created.id, imageId: videoImageId });
    const done = await recognised(as, created.id);
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
      const response = await fetch(`${suite.counting.baseUrl}/count/img/video/${imgId}`, {
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
    const theirs = await fetch(`${suite.counting.baseUrl}/count/img/video/${videoImageId}`, {
      headers: { authorization: `Bearer ${suite.api.token}` },
    });
    expect(theirs.status).toBe(404);
  });

  it('counts every second of a 2-minute video: logs seen only in its last 30 s are counted, 120 s of 120 s', async () => {
    const tenant = randomUUID();
    const as = await suite.counting.clientFor(tenant);
    const detector = await LogEndDetector.load({ threads: 1 });
    const photoCount = (await detector.detect(suite.photos[0]!)).logs.length;
    await detector.release();
    // 90 s of a grey wall (no log), then the pile for 30 s, 2 frames a second
    const video = await filmPhoto(suite.photos[0]!, {
      framerate: 2,
      seconds: 120,
      filter: "drawbox=x=0:y=0:w=iw:h=ih:color=gray:t=fill:enable='lt(t,90)'",
    });
    const created = await as.ok<CountCreated>('POST', '/count/create', {
      ossUrl: await upload(video, 'video/mp4', tenant),
      ossType: 2,
    });
    const done = await recognised(as, created.id);
    // the whole video counted: the suite's worker spreads VIDEO_MAX_FRAMES (60) over its 120 s
    const counted = { durationS: 120, coveredS: 120, frames: 60 };
    expect(done.video).toEqual(counted);
    const [row] = (await as.ok<PageResult<CountOrderRow>>('POST', '/count/page', { page: 1, pageSize: 20 }))
      .records;
    expect(row).toMatchObject({ id: created.id, qty: done.qty, video: counted });
    // the logs, first seen after 90 s (frame 45 on, at 0.5 fps), counted once
    const completed = published.find(
      (event) =>
        event.type === 'counting.recognition.completed' &&
        (event.payload as { imageId: number }).imageId === created.imageIds[0],
    )!.payload as { keyframes: { frameIndex: number }[]; video: unknown };
    expect(completed.video).toEqual({ ...counted, fps: 0.5 });
    expect(completed.keyframes.length).toBeGreaterThanOrEqual(1);
    expect(completed.keyframes.every((keyframe) => keyframe.frameIndex >= 45)).toBe(true);
    expect(done.qty).toBeGreaterThan(0);
    expect(Math.abs(done.qty - photoCount) / photoCount).toBeLessThanOrEqual(0.15);
    // a photo order has no video coverage
    expect(
      (
        await as.ok<PageResult<CountOrderRow>>('POST', '/count/page', { page: 1, pageSize: 20 })
      ).records.every((order) => order.ossType === 2 || order.video === null),
    ).toBe(true);
  }, 150_000);

  it('counts several photos of one load together: one order, one image and one job per photo', async () => {
    // its own company, so the other tests' counts and order numbers stay as they are
    const tenant = randomUUID();
    const as = await suite.counting.clientFor(tenant);
    const first = await upload(suite.photos[0], 'image/jpeg', tenant);
    const second = await upload(suite.photos[1], 'image/jpeg', tenant);
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
    const foreign = await upload(suite.photos[1], 'image/jpeg', TENANT_B);
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
        expect(await suite.queue.getJob(recognizeImageJobId(imageId))).toBeDefined(),
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
});

/** An H.264 MP4 filmed from a still photo: `seconds` long at `framerate`, through ffmpeg's `filter`. */
async function filmPhoto(
  photo: Buffer,
  film: { framerate: number; seconds: number; filter: string },
): Promise<Buffer> {
  const work = await mkdtemp(join(tmpdir(), 'film-'));
  try {
    await writeFile(join(work, 'photo.jpg'), photo);
    // prettier-ignore
    execFileSync(ffmpeg.path, [
      '-v', 'error', '-loop', '1', '-framerate', String(film.framerate), '-t', String(film.seconds),
      '-i', join(work, 'photo.jpg'), '-vf', `${film.filter},format=yuv420p`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', join(work, 'film.mp4'),
    ]);
    return await readFile(join(work, 'film.mp4'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The order's detail once it is recognised (status 10): a video takes its worker a while. */
function recognised(as: ApiClient, orderId: number): Promise<CountOrderDetail> {
  return expectEventually(
    async () => {
      const found = await as.ok<CountOrderDetail>('GET', `/count/detail/${orderId}`);
      expect(found.status).toBe(10);
      return found;
    },
    120_000,
    200,
  );
}
