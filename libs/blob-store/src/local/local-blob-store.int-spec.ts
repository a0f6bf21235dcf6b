import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobStoreContract, failingAfter, readAll } from '../testing/blob-store-contract';
import { LocalBlobStore } from './local-blob-store';

const newRoot = () => mkdtemp(join(tmpdir(), 'blob-store-'));

let contractRoot: string;
blobStoreContract('LocalBlobStore', {
  create: async () => new LocalBlobStore((contractRoot = await newRoot())),
  cleanup: () => rm(contractRoot, { recursive: true, force: true }),
});

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe('LocalBlobStore on disk', () => {
  let root: string;
  let store: LocalBlobStore;

  beforeEach(async () => {
    root = await newRoot();
    store = new LocalBlobStore(root);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps the bytes as a plain file and the content type in a sidecar', async () => {
    await store.put('origin/2025-03-04/abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await filesUnder(root)).toEqual([
      'blobs/origin/2025-03-04/abc.jpg',
      'meta/origin/2025-03-04/abc.jpg.json',
    ]);
    expect(await readFile(join(root, 'blobs/origin/2025-03-04/abc.jpg'), 'utf8')).toBe('jpeg bytes');
    expect(JSON.parse(await readFile(join(root, 'meta/origin/2025-03-04/abc.jpg.json'), 'utf8'))).toEqual({
      contentType: 'image/jpeg',
    });
  });

  it('leaves no temporary file behind, after success or a failed stream', async () => {
    await store.put('a.bin', Buffer.from('x'), 'text/plain');
    await expect(store.put('b.bin', failingAfter(Buffer.alloc(10_000)), 'text/plain')).rejects.toThrow();
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    expect(await filesUnder(root)).toEqual(['blobs/a.bin', 'meta/a.bin.json']);
  });

  it('removes folders left empty by delete, and only those', async () => {
    await store.put('uploads/u1/parts/000000', Buffer.from('0'), 'application/octet-stream');
    await store.put('uploads/u1/manifest.json', Buffer.from('{}'), 'application/json');
    await store.delete('uploads/u1/parts/000000');
    expect(await readdir(join(root, 'blobs/uploads/u1'))).toEqual(['manifest.json']);
    await store.delete('uploads/u1/manifest.json');
    expect(await readdir(join(root, 'blobs'))).toEqual([]);
    expect(await readdir(join(root, 'meta'))).toEqual([]);
  });

  it('reports a null content type when the sidecar is lost or unreadable', async () => {
    await store.put('x.png', Buffer.from('png'), 'image/png');
    await writeFile(join(root, 'meta/x.png.json'), 'not json');
    expect(await store.stat('x.png')).toEqual({ size: 3, contentType: null });
    await rm(join(root, 'meta/x.png.json'));
    expect(await store.stat('x.png')).toEqual({ size: 3, contentType: null });
    expect((await readAll(store, 'x.png')).toString()).toBe('png');
  });

  it('needs no set-up: the root is created on the first write', async () => {
    const nested = new LocalBlobStore(join(root, 'not', 'yet'));
    expect(await nested.list('')).toEqual([]);
    expect(await nested.stat('a.txt')).toBeNull();
    await nested.put('a.txt', Buffer.from('a'), 'text/plain');
    expect(await nested.list('')).toEqual(['a.txt']);
  });

  it('never reaches outside its root, even for a blob written there by hand', async () => {
    await writeFile(join(root, 'outside.txt'), 'secret');
    await expect(store.get('../outside.txt')).rejects.toThrow('invalid blob key');
    expect(await store.list('')).toEqual([]);
  });
});
