import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BlobStore } from '../blob-store';
import { MediaError, type MediaErrorCode } from '../errors';
import { LocalBlobStore } from '../local/local-blob-store';
import { S3BlobStore } from '../s3/s3-blob-store';
import { readAll } from '../testing/blob-store-contract';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3-server';
import { makeIsoBmff, makeJpeg, makePng, makeWebp, splitParts } from '../testing/media-fixtures';
import { PART_SIZE, PartedUploads, type PartedUploadsOptions } from './parted-uploads';

const MIB = 1024 * 1024;
const NOW = new Date('2025-06-01T23:30:00Z'); // 01:30 on 2 June in Moscow: the key's date is UTC
const MEDIA_KEY = /^origin\/2025-06-01\/[0-9a-f]{32}\.(jpg|png|webp|mp4|mov)$/;

let fake: FakeS3;
let root: string;

beforeAll(async () => {
  fake = await startFakeS3({ maxKeys: 10 });
});
afterAll(() => fake.close());

interface StoreUnderTest {
  name: string;
  create(): Promise<BlobStore>;
  cleanup(): Promise<void>;
}

const stores: StoreUnderTest[] = [
  {
    name: 'LocalBlobStore',
    create: async () => new LocalBlobStore((root = await mkdtemp(join(tmpdir(), 'parted-')))),
    cleanup: () => rm(root, { recursive: true, force: true }),
  },
  {
    name: 'S3BlobStore',
    create: () => {
      fake.objects.clear();
      fake.pendingUploads.clear();
      return Promise.resolve(
        new S3BlobStore({
          bucket: fake.bucket,
          region: 'eu-central-1',
          endpoint: fake.endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: 'secret' },
          multipartPartSize: 4096,
        }),
      );
    },
    cleanup: () => Promise.resolve(),
  },
];

/** The MediaError a promise rejects with (the test fails if it resolves or throws something else). */
async function mediaError(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

const expectCode = async (promise: Promise<unknown>, code: MediaErrorCode): Promise<MediaError> => {
  const error = await mediaError(promise);
  expect(error.code).toBe(code);
  return error;
};

describe.each(stores)('PartedUploads over $name', (subject) => {
  let store: BlobStore;
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await makeJpeg();
  });

  beforeEach(async () => {
    store = await subject.create();
  });

  afterEach(async () => {
    await store.close();
    await subject.cleanup();
  });

  /** Parted uploads with parts of a third of `data` (rounded up), so `data` goes in 3 parts. */
  const inThirds = (data: Buffer, options: PartedUploadsOptions = {}) => {
    const partSize = Math.ceil(data.length / 3);
    return { uploads: new PartedUploads(store, { partSize, ...options }), parts: splitParts(data, partSize) };
  };

  it('uploads a JPEG in 3 parts, out of order and with one part sent twice', async () => {
    const { uploads, parts } = inThirds(jpeg);
    const plan = await uploads.begin({
      fileName: 'pile 7.JPG',
      size: jpeg.length,
      contentType: 'image/jpeg',
    });
    expect(plan).toEqual({ uploadId: plan.uploadId, partSize: parts[0]!.length, parts: 3 });
    expect(plan.uploadId).toMatch(/^[0-9a-f]{32}$/);

    await uploads.putPart(plan.uploadId, 2, parts[2]!);
    await uploads.putPart(plan.uploadId, 0, Buffer.alloc(parts[0]!.length)); // garbled, then retried
    expect(await uploads.putPart(plan.uploadId, 0, parts[0]!)).toEqual({ index: 0, size: parts[0]!.length });
    await uploads.putPart(plan.uploadId, 1, parts[1]!);
    await uploads.putPart(plan.uploadId, 1, parts[1]!); // a retry after a timeout

    const media = await uploads.complete(plan.uploadId, NOW);
    expect(media).toEqual({
      key: media.key,
      size: jpeg.length,
      contentType: 'image/jpeg',
      width: 320,
      height: 240,
    });
    expect(media.key).toMatch(MEDIA_KEY);
    expect(media.key.endsWith('.jpg')).toBe(true);
    expect(await readAll(store, media.key)).toEqual(jpeg);
    expect(await store.stat(media.key)).toEqual({ size: jpeg.length, contentType: 'image/jpeg' });
    // The parts are gone; the manifest stays as the receipt.
    expect(await store.list('')).toEqual([media.key, `uploads/${plan.uploadId}/manifest.json`].sort());
  });

  it('resumes after a reload: status names the parts stored, a new instance finishes', async () => {
    const { uploads, parts } = inThirds(jpeg);
    const plan = await uploads.begin({ fileName: 'a.jpg', size: jpeg.length, contentType: 'image/jpeg' });
    await uploads.putPart(plan.uploadId, 0, parts[0]!);
    await uploads.putPart(plan.uploadId, 2, parts[2]!);

    const afterReload = new PartedUploads(store, { partSize: 1 }); // the manifest's part size wins
    expect(await afterReload.status(plan.uploadId)).toEqual({
      uploadId: plan.uploadId,
      fileName: 'a.jpg',
      size: jpeg.length,
      contentType: 'image/jpeg',
      partSize: plan.partSize,
      parts: 3,
      received: [0, 2],
      missing: [1],
      completed: null,
    });
    await afterReload.putPart(plan.uploadId, 1, parts[1]!);
    const media = await afterReload.complete(plan.uploadId, NOW);
    expect(await readAll(store, media.key)).toEqual(jpeg);
    expect(await afterReload.status(plan.uploadId)).toMatchObject({
      received: [],
      missing: [],
      completed: media,
    });
  });

  it('refuses to complete with a part missing, naming it, and changes nothing', async () => {
    const { uploads, parts } = inThirds(jpeg);
    const { uploadId } = await uploads.begin({
      fileName: 'a.jpg',
      size: jpeg.length,
      contentType: 'image/jpeg',
    });
    await uploads.putPart(uploadId, 0, parts[0]!);
    await uploads.putPart(uploadId, 2, parts[2]!);

    const error = await expectCode(uploads.complete(uploadId, NOW), 'MEDIA.MISSING_PARTS');
    expect(error.details).toEqual({ missing: [1], missingCount: 1 });
    expect(await store.list('origin/')).toEqual([]);
    expect((await uploads.status(uploadId)).received).toEqual([0, 2]);

    await uploads.putPart(uploadId, 1, parts[1]!);
    expect((await uploads.complete(uploadId, NOW)).size).toBe(jpeg.length);
  });

  it('refuses a truncated JPEG (valid magic bytes) as MEDIA.BROKEN and keeps nothing', async () => {
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    expect(truncated.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const { uploads, parts } = inThirds(truncated);
    const { uploadId } = await uploads.begin({
      fileName: 'cut.jpg',
      size: truncated.length,
      contentType: 'image/jpeg',
    });
    for (const [index, part] of parts.entries()) {
      await uploads.putPart(uploadId, index, part);
    }
    const error = await expectCode(uploads.complete(uploadId, NOW), 'MEDIA.BROKEN');
    expect(error.message).toContain('not a readable image/jpeg image');
    expect(await store.list('')).toEqual([]);
    await expectCode(uploads.status(uploadId), 'MEDIA.UNKNOWN_UPLOAD');
  });

  it('refuses JPEG magic bytes followed by garbage as MEDIA.BROKEN', async () => {
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x42)]);
    const { uploads, parts } = inThirds(fakeJpeg);
    const { uploadId } = await uploads.begin({
      fileName: 'x.jpg',
      size: fakeJpeg.length,
      contentType: 'image/jpeg',
    });
    for (const [index, part] of parts.entries()) {
      await uploads.putPart(uploadId, index, part);
    }
    await expectCode(uploads.complete(uploadId, NOW), 'MEDIA.BROKEN');
    expect(await store.list('')).toEqual([]);
  });

  it('refuses a text file named .jpg as MEDIA.TYPE_MISMATCH and keeps nothing', async () => {
    const text = Buffer.from('Stack 12: 34 logs of pine, 6 m, counted by Ivan.\n'.repeat(20));
    const { uploads, parts } = inThirds(text);
    const { uploadId } = await uploads.begin({
      fileName: 'notes.jpg',
      size: text.length,
      contentType: 'image/jpeg',
    });
    for (const [index, part] of parts.entries()) {
      await uploads.putPart(uploadId, index, part);
    }
    const error = await expectCode(uploads.complete(uploadId, NOW), 'MEDIA.TYPE_MISMATCH');
    expect(error.details).toEqual({ declared: 'image/jpeg', detected: null });
    expect(await store.list('')).toEqual([]);
  });

  it('refuses a PNG declared as a JPEG, naming what it is', async () => {
    const png = await makePng();
    const uploads = new PartedUploads(store, { partSize: 1024 });
    const { uploadId } = await uploads.begin({
      fileName: 'a.jpg',
      size: png.length,
      contentType: 'image/jpeg',
    });
    await uploads.putPart(uploadId, 0, png);
    const error = await expectCode(uploads.complete(uploadId, NOW), 'MEDIA.TYPE_MISMATCH');
    expect(error.details).toEqual({ declared: 'image/jpeg', detected: 'image/png' });
  });

  it.each([
    ['image/png', makePng, 'png'],
    ['image/webp', makeWebp, 'webp'],
  ] as const)('stores a %s with its size', async (contentType, make, ext) => {
    const data = await make(64, 48);
    const { uploads, parts } = inThirds(data);
    const { uploadId } = await uploads.begin({ fileName: `a.${ext}`, size: data.length, contentType });
    for (const [index, part] of parts.entries()) {
      await uploads.putPart(uploadId, index, part);
    }
    const media = await uploads.complete(uploadId, NOW);
    expect(media).toMatchObject({ contentType, width: 64, height: 48 });
    expect(media.key).toMatch(new RegExp(`\\.${ext}$`));
    expect(await readAll(store, media.key)).toEqual(data);
  });

  it('reports the displayed size of a rotated photo (EXIF orientation)', async () => {
    const rotated = await sharp(jpeg).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const uploads = new PartedUploads(store, { partSize: rotated.length });
    const { uploadId } = await uploads.begin({
      fileName: 'r.jpg',
      size: rotated.length,
      contentType: 'image/jpeg',
    });
    await uploads.putPart(uploadId, 0, rotated);
    expect(await uploads.complete(uploadId, NOW)).toMatchObject({ width: 240, height: 320 });
  });

  it('streams a video of many parts into place', async () => {
    const video = makeIsoBmff(20_000);
    const uploads = new PartedUploads(store, { partSize: 3000 });
    const plan = await uploads.begin({ fileName: 'pile.mp4', size: video.length, contentType: 'video/mp4' });
    expect(plan.parts).toBe(7);
    for (const [index, part] of splitParts(video, 3000).entries()) {
      await uploads.putPart(plan.uploadId, index, part);
    }
    const media = await uploads.complete(plan.uploadId, NOW);
    expect(media).toEqual({ key: media.key, size: 20_000, contentType: 'video/mp4' });
    expect(media.key).toMatch(MEDIA_KEY);
    expect(media.key.endsWith('.mp4')).toBe(true);
    expect(await readAll(store, media.key)).toEqual(video);
    expect(await store.list('uploads/')).toEqual([`uploads/${plan.uploadId}/manifest.json`]);
  });

  it('accepts a QuickTime movie labelled video/mp4 (one container family), refuses a JPEG labelled video', async () => {
    const uploads = new PartedUploads(store, { partSize: 4096 });
    const mov = makeIsoBmff(5000, 'qt');
    const plan = await uploads.begin({
      fileName: 'IMG_0001.MOV',
      size: mov.length,
      contentType: 'video/mp4',
    });
    await uploads.putPart(plan.uploadId, 0, mov.subarray(0, 4096));
    await uploads.putPart(plan.uploadId, 1, mov.subarray(4096));
    expect((await uploads.complete(plan.uploadId, NOW)).contentType).toBe('video/mp4');

    const { uploadId } = await uploads.begin({
      fileName: 'x.mov',
      size: jpeg.length,
      contentType: 'video/quicktime',
    });
    for (const [index, part] of splitParts(jpeg, 4096).entries()) {
      await uploads.putPart(uploadId, index, part);
    }
    expect((await expectCode(uploads.complete(uploadId, NOW), 'MEDIA.TYPE_MISMATCH')).details).toEqual({
      declared: 'video/quicktime',
      detected: 'image/jpeg',
    });
  });

  it('refuses a video whose ftyp box cannot be right as MEDIA.BROKEN', async () => {
    const video = makeIsoBmff(2000);
    video.writeUInt32BE(4000, 0); // a box longer than the file
    const uploads = new PartedUploads(store, { partSize: 4096 });
    const { uploadId } = await uploads.begin({
      fileName: 'v.mp4',
      size: video.length,
      contentType: 'video/mp4',
    });
    await uploads.putPart(uploadId, 0, video);
    await expectCode(uploads.complete(uploadId, NOW), 'MEDIA.BROKEN');
    expect(await store.list('')).toEqual([]);
  });

  it('answers a repeated or concurrent complete with the same media, stored once', async () => {
    const { uploads, parts } = inThirds(jpeg);
    const { uploadId } = await uploads.begin({
      fileName: 'a.jpg',
      size: jpeg.length,
      contentType: 'image/jpeg',
    });
    for (const [index, part] of parts.entries()) {
      await uploads.putPart(uploadId, index, part);
    }
    const [first, second] = await Promise.all([
      uploads.complete(uploadId, NOW),
      uploads.complete(uploadId, NOW),
    ]);
    expect(second).toEqual(first);
    expect(await uploads.complete(uploadId, new Date())).toEqual(first); // a retry after a lost answer
    expect(await store.list('origin/')).toEqual([first.key]);
    await expectCode(uploads.putPart(uploadId, 0, parts[0]!), 'MEDIA.UPLOAD_COMPLETED');
  });

  it('keeps the parts when storage fails during complete, so complete can be retried', async () => {
    let failures = 1;
    const flaky: BlobStore = {
      ...store,
      put: (key, body, contentType) => {
        if (key.startsWith('origin/') && failures-- > 0) {
          return Promise.reject(new Error('disk full'));
        }
        return store.put(key, body, contentType);
      },
      get: (key) => store.get(key),
      stat: (key) => store.stat(key),
      delete: (key) => store.delete(key),
      list: (prefix) => store.list(prefix),
      close: () => store.close(),
    };
    const { uploads, parts } = inThirds(jpeg);
    const flakyUploads = new PartedUploads(flaky, { partSize: parts[0]!.length });
    const { uploadId } = await uploads.begin({
      fileName: 'a.jpg',
      size: jpeg.length,
      contentType: 'image/jpeg',
    });
    for (const [index, part] of parts.entries()) {
      await uploads.putPart(uploadId, index, part);
    }
    await expect(flakyUploads.complete(uploadId, NOW)).rejects.toThrow('disk full');
    expect(await flakyUploads.status(uploadId)).toMatchObject({ received: [0, 1, 2], completed: null });
    expect(await store.list('origin/')).toEqual([]);
    const media = await flakyUploads.complete(uploadId, NOW);
    expect(await readAll(store, media.key)).toEqual(jpeg);
  });

  it('checks every part: index in range and exact size (the last part takes the rest)', async () => {
    const uploads = new PartedUploads(store, { partSize: 1000 });
    const { uploadId, parts } = await uploads.begin({
      fileName: 'a.jpg',
      size: 2500,
      contentType: 'image/jpeg',
    });
    expect(parts).toBe(3);
    for (const index of [-1, 3, 1.5, Number.NaN]) {
      const error = await expectCode(uploads.putPart(uploadId, index, Buffer.alloc(1000)), 'MEDIA.BAD_PART');
      expect(error.details).toMatchObject({ reason: 'index', parts: 3 });
    }
    const tooShort = await expectCode(uploads.putPart(uploadId, 0, Buffer.alloc(999)), 'MEDIA.BAD_PART');
    expect(tooShort.details).toEqual({ reason: 'size', index: 0, expected: 1000, actual: 999 });
    await expectCode(uploads.putPart(uploadId, 2, Buffer.alloc(1000)), 'MEDIA.BAD_PART');
    expect(await uploads.putPart(uploadId, 2, Buffer.alloc(500))).toEqual({ index: 2, size: 500 });
    expect((await uploads.status(uploadId)).received).toEqual([2]);
  });

  it('does not know uploads never begun, aborted, or named with a malformed id', async () => {
    const uploads = new PartedUploads(store, { partSize: 1000 });
    for (const id of [
      '0123456789abcdef0123456789abcdef',
      '../../etc',
      '',
      'ABCDEF0123456789ABCDEF0123456789',
    ]) {
      await expectCode(uploads.putPart(id, 0, Buffer.alloc(1000)), 'MEDIA.UNKNOWN_UPLOAD');
      await expectCode(uploads.status(id), 'MEDIA.UNKNOWN_UPLOAD');
      await expectCode(uploads.complete(id, NOW), 'MEDIA.UNKNOWN_UPLOAD');
    }
    const { uploadId } = await uploads.begin({ fileName: 'a.jpg', size: 1500, contentType: 'image/jpeg' });
    await uploads.putPart(uploadId, 1, Buffer.alloc(500));
    await uploads.abort(uploadId);
    await uploads.abort(uploadId);
    expect(await store.list('')).toEqual([]);
    await expectCode(uploads.putPart(uploadId, 0, Buffer.alloc(1000)), 'MEDIA.UNKNOWN_UPLOAD');
  });

  it('refuses at begin a video whose declared length is over the limit, before any part is sent', async () => {
    const uploads = new PartedUploads(store, { maxVideoSeconds: 600 });
    const video = { fileName: 'walk.mp4', size: 40 * MIB, contentType: 'video/mp4' };
    const before = await store.list('');
    const refused = await expectCode(uploads.begin({ ...video, durationS: 630 }), 'MEDIA.TOO_LONG');
    expect(refused.details).toEqual({ durationS: 630, maxS: 600 });
    // no plan is kept of it
    expect(await store.list('')).toEqual(before);
    for (const durationS of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(
        (await expectCode(uploads.begin({ ...video, durationS }), 'MEDIA.INVALID_REQUEST')).details,
      ).toEqual({
        field: 'durationS',
      });
    }
    // at the limit, or without a declared length, it is planned; a photo's length means nothing
    expect(await uploads.begin({ ...video, durationS: 600 })).toMatchObject({ parts: 4 });
    expect(await uploads.begin(video)).toMatchObject({ parts: 4 });
    expect(
      await uploads.begin({ fileName: 'p.jpg', size: MIB, contentType: 'image/jpeg', durationS: 9_999 }),
    ).toMatchObject({ parts: 1 });
  });

  it('plans 10 MiB parts by default and enforces the size limits and the type list', async () => {
    const uploads = new PartedUploads(store);
    expect(PART_SIZE).toBe(10 * MIB);
    expect(
      await uploads.begin({ fileName: 'v.mp4', size: 500 * MIB, contentType: 'video/mp4' }),
    ).toMatchObject({
      partSize: 10 * MIB,
      parts: 50,
    });
    expect(
      await uploads.begin({ fileName: 'p.jpg', size: 25 * MIB, contentType: 'image/jpeg' }),
    ).toMatchObject({
      parts: 3,
    });
    expect(
      await uploads.begin({ fileName: 'p.jpg', size: 30 * MIB, contentType: ' Image/JPEG; charset=binary' }),
    ).toMatchObject({ parts: 3 });

    expect(
      (
        await expectCode(
          uploads.begin({ fileName: 'p.jpg', size: 30 * MIB + 1, contentType: 'image/jpeg' }),
          'MEDIA.TOO_LARGE',
        )
      ).details,
    ).toEqual({ size: 30 * MIB + 1, max: 30 * MIB, kind: 'image' });
    await expectCode(
      uploads.begin({ fileName: 'v.mov', size: 500 * MIB + 1, contentType: 'video/quicktime' }),
      'MEDIA.TOO_LARGE',
    );
    await expectCode(uploads.begin({ fileName: 'p.jpg', size: 0, contentType: 'image/jpeg' }), 'MEDIA.EMPTY');
    const gif = await expectCode(
      uploads.begin({ fileName: 'a.gif', size: 10, contentType: 'image/gif' }),
      'MEDIA.TYPE_NOT_ALLOWED',
    );
    expect(gif.details).toMatchObject({ contentType: 'image/gif' });
    await expectCode(
      uploads.begin({ fileName: 'a.html', size: 10, contentType: 'text/html' }),
      'MEDIA.TYPE_NOT_ALLOWED',
    );
    for (const size of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      await expectCode(
        uploads.begin({ fileName: 'p.jpg', size, contentType: 'image/jpeg' }),
        'MEDIA.INVALID_REQUEST',
      );
    }
    await expectCode(
      uploads.begin({ fileName: ' ', size: 10, contentType: 'image/jpeg' }),
      'MEDIA.INVALID_REQUEST',
    );
    await expectCode(
      uploads.begin({ fileName: 'x'.repeat(256), size: 10, contentType: 'image/jpeg' }),
      'MEDIA.INVALID_REQUEST',
    );

    const strict = new PartedUploads(store, { maxBytes: { image: 1000 }, allowedTypes: ['image/jpeg'] });
    await expectCode(
      strict.begin({ fileName: 'p.jpg', size: 1001, contentType: 'image/jpeg' }),
      'MEDIA.TOO_LARGE',
    );
    await expectCode(
      strict.begin({ fileName: 'p.png', size: 10, contentType: 'image/png' }),
      'MEDIA.TYPE_NOT_ALLOWED',
    );
    expect((await strict.begin({ fileName: 'v.mp4', size: 10, contentType: 'image/jpeg' })).parts).toBe(1);
  });
});
