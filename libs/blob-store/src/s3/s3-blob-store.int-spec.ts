import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlobNotFoundError } from '../errors';
import { blobStoreContract, chunked, failingAfter, readAll } from '../testing/blob-store-contract';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3-server';
import { S3BlobStore, type S3BlobStoreOptions } from './s3-blob-store';

let fake: FakeS3;

beforeAll(async () => {
  // 10 keys a page, so listings page; 4 KiB parts, so stream bodies go up as multipart uploads.
  fake = await startFakeS3({ maxKeys: 10 });
});

afterAll(() => fake.close());

const options = (overrides: Partial<S3BlobStoreOptions> = {}): S3BlobStoreOptions => ({
  bucket: fake.bucket,
  region: 'eu-central-1',
  endpoint: fake.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: 'test-secret' },
  multipartPartSize: 4096,
  ...overrides,
});

blobStoreContract('S3BlobStore (fake S3 over HTTP, real SDK)', {
  create: () => {
    fake.objects.clear();
    fake.pendingUploads.clear();
    return Promise.resolve(new S3BlobStore(options()));
  },
  cleanup: () => {
    // Every multipart upload was completed or aborted: no stray parts billed forever.
    expect([...fake.pendingUploads.values()].map((upload) => upload.key)).toEqual([]);
    return Promise.resolve();
  },
});

describe('S3BlobStore specifics', () => {
  let store: S3BlobStore;

  beforeEach(() => {
    fake.objects.clear();
    fake.pendingUploads.clear();
    fake.log.length = 0;
    store = new S3BlobStore(options());
  });

  afterEach(() => store.close());

  it('sends a buffer as one PutObject and a long stream as a multipart upload', async () => {
    await store.put('small.bin', Buffer.alloc(10_000, 1), 'image/png');
    const data = randomBytes(10_000);
    await store.put('big.bin', chunked(data, 1500), 'video/mp4');
    expect(fake.log).toEqual([
      'PutObject small.bin',
      'CreateMultipartUpload big.bin',
      'UploadPart big.bin',
      'UploadPart big.bin',
      'UploadPart big.bin',
      'CompleteMultipartUpload big.bin',
    ]);
    expect(fake.objects.get('big.bin')?.body).toEqual(data);
    expect(fake.objects.get('big.bin')?.contentType).toBe('video/mp4');
  });

  it('sends a short stream as one PutObject', async () => {
    await store.put('short.bin', chunked(Buffer.alloc(3000, 7), 1000), 'text/plain');
    expect(fake.log).toEqual(['PutObject short.bin']);
  });

  it('aborts the multipart upload when the stream fails', async () => {
    await expect(store.put('v.mp4', failingAfter(randomBytes(9000)), 'video/mp4')).rejects.toThrow(
      'client went away',
    );
    expect(fake.log).toEqual([
      'CreateMultipartUpload v.mp4',
      'UploadPart v.mp4',
      'AbortMultipartUpload v.mp4',
    ]);
    expect(fake.pendingUploads.size).toBe(0);
    expect(fake.objects.size).toBe(0);
  });

  it('aborts when S3 keeps failing to complete, and reports the S3 error', async () => {
    fake.failNext('CompleteMultipartUpload', 10);
    await expect(store.put('v.mp4', chunked(randomBytes(9000), 3000), 'video/mp4')).rejects.toMatchObject({
      name: 'InternalError',
    });
    expect(fake.log.at(-1)).toBe('AbortMultipartUpload v.mp4');
    expect(fake.pendingUploads.size).toBe(0);
    fake.failNext('CompleteMultipartUpload', 0);
  });

  it("rides out a passing S3 failure with the SDK's retry", async () => {
    fake.failNext('PutObject', 1);
    await store.put('retried.txt', Buffer.from('ok'), 'text/plain');
    expect(fake.log).toEqual(['PutObject retried.txt', 'PutObject retried.txt']);
    expect((await readAll(store, 'retried.txt')).toString()).toBe('ok');
  });

  it('reports a missing bucket as an error, not as a missing blob', async () => {
    const elsewhere = new S3BlobStore(options({ bucket: 'no-such-bucket' }));
    const error = await elsewhere.get('a.jpg').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(BlobNotFoundError);
    expect(error).toMatchObject({ name: 'NoSuchBucket' });
    await elsewhere.close();
  });

  it('signs with the configured credentials (a wrong key is refused)', async () => {
    const stranger = new S3BlobStore(
      options({ credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' } }),
    );
    await expect(stranger.put('a.txt', Buffer.from('a'), 'text/plain')).rejects.toMatchObject({
      name: 'AccessDenied',
    });
    await stranger.close();
  });
});
