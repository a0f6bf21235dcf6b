import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blobStoreConfigShape, createBlobStore, parseBlobStoreConfig } from './create-blob-store';
import { LocalBlobStore } from './local/local-blob-store';
import { S3BlobStore } from './s3/s3-blob-store';

describe('blob store configuration', () => {
  it('defaults to the local store under .local/blobs', () => {
    expect(parseBlobStoreConfig({})).toEqual({
      BLOB_STORE: 'local',
      BLOB_DIR: '.local/blobs',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(createBlobStore()).toBeInstanceOf(LocalBlobStore);
  });

  it('builds a working local store in BLOB_DIR', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'blob-config-'));
    const store = createBlobStore({ BLOB_STORE: 'local', BLOB_DIR: dir });
    await store.put('a.txt', Buffer.from('a'), 'text/plain');
    expect(await new LocalBlobStore(dir).list('')).toEqual(['a.txt']);
    await rm(dir, { recursive: true, force: true });
  });

  it('builds an S3 store from the environment', async () => {
    const env = {
      BLOB_STORE: 's3',
      S3_BUCKET: 'timber-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    } as const;
    expect(parseBlobStoreConfig(env)).toMatchObject({ BLOB_STORE: 's3', S3_FORCE_PATH_STYLE: true });
    const store = createBlobStore(env);
    expect(store).toBeInstanceOf(S3BlobStore);
    await store.close();
    // No static keys: the SDK's default chain (e.g. a pod role) is used.
    const withRole = createBlobStore({
      BLOB_STORE: 's3',
      S3_BUCKET: 'timber-media',
      S3_REGION: 'eu-central-1',
    });
    expect(withRole).toBeInstanceOf(S3BlobStore);
    await withRole.close();
  });

  it.each([
    [
      { BLOB_STORE: 's3' },
      ['S3_BUCKET: required when BLOB_STORE=s3', 'S3_REGION: required when BLOB_STORE=s3'],
    ],
    [{ BLOB_STORE: 'gcs' }, ['BLOB_STORE:']],
    [{ BLOB_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'r' }, ['S3_BUCKET:']],
    [
      { BLOB_STORE: 's3', S3_BUCKET: 'bucket', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'only-the-id' },
      ['S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    ],
    [{ BLOB_STORE: 's3', S3_BUCKET: 'bucket', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' }, ['S3_ENDPOINT:']],
    [{ S3_FORCE_PATH_STYLE: 'maybe' }, ['S3_FORCE_PATH_STYLE:']],
    [{ BLOB_DIR: '' }, ['BLOB_DIR:']],
  ])('refuses %j, naming every problem', (env, problems) => {
    const attempt = () => createBlobStore(env as Record<string, string>);
    expect(attempt).toThrow('invalid blob store configuration:');
    for (const problem of problems) {
      expect(attempt).toThrow(problem);
    }
  });

  it("fits into an app's config schema and accepts the parsed result", () => {
    const appSchema = z.object({ PORT: z.coerce.number().default(3000) }).extend(blobStoreConfigShape);
    const appConfig = appSchema.parse({
      PORT: '3100',
      BLOB_STORE: 's3',
      S3_BUCKET: 'timber-media',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'false',
      UNRELATED: 'x',
    });
    expect(appConfig.S3_FORCE_PATH_STYLE).toBe(false);
    expect(parseBlobStoreConfig(appConfig)).toMatchObject({ BLOB_STORE: 's3', S3_FORCE_PATH_STYLE: false });
  });
});
