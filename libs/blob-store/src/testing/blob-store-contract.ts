import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BlobStore } from '../blob-store';
import { BlobNotFoundError, InvalidBlobKeyError } from '../errors';

export interface ContractSubject {
  /** A new, empty store for one test. */
  create(): Promise<BlobStore>;
  /** After each test, once the store is closed. */
  cleanup?(): Promise<void>;
}

/** A stream of `data` in chunks of `chunkSize` bytes. */
export const chunked = (data: Buffer, chunkSize: number): Readable =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += chunkSize) {
        yield data.subarray(offset, offset + chunkSize);
      }
    })(),
  );

/** A stream that yields `data`, then fails. */
export const failingAfter = (data: Buffer): Readable =>
  Readable.from(
    (async function* () {
      yield data;
      await Promise.resolve();
      throw new Error('client went away');
    })(),
  );

export const readAll = async (store: BlobStore, key: string): Promise<Buffer> => buffer(await store.get(key));

/**
 * What every `BlobStore` promises. Each store's int-spec runs this suite, so the local default
 * and S3 in production cannot drift apart.
 */
export function blobStoreContract(name: string, subject: ContractSubject): void {
  describe(`${name}: the BlobStore contract`, () => {
    let store: BlobStore;

    beforeEach(async () => {
      store = await subject.create();
    });

    afterEach(async () => {
      await store.close();
      await subject.cleanup?.();
    });

    it('stores a buffer and gives the same bytes, size and content type back', async () => {
      const data = randomBytes(3000);
      await store.put('origin/2025-01-02/a.jpg', data, 'image/jpeg');
      expect(await readAll(store, 'origin/2025-01-02/a.jpg')).toEqual(data);
      expect(await store.stat('origin/2025-01-02/a.jpg')).toEqual({ size: 3000, contentType: 'image/jpeg' });
    });

    it('stores every byte value and an empty blob', async () => {
      const data = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
      await store.put('bytes.bin', data, 'application/octet-stream');
      await store.put('empty.bin', Buffer.alloc(0), 'application/octet-stream');
      expect(await readAll(store, 'bytes.bin')).toEqual(data);
      expect(await readAll(store, 'empty.bin')).toEqual(Buffer.alloc(0));
      expect((await store.stat('empty.bin'))?.size).toBe(0);
    });

    it('stores a stream read in many chunks', async () => {
      const data = randomBytes(100_000);
      await store.put('videos/v.mp4', chunked(data, 4096), 'video/mp4');
      expect(await readAll(store, 'videos/v.mp4')).toEqual(data);
      expect(await store.stat('videos/v.mp4')).toEqual({ size: 100_000, contentType: 'video/mp4' });
    });

    it('replaces a blob, bytes and content type', async () => {
      await store.put('k.bin', Buffer.from('first version'), 'text/plain');
      await store.put('k.bin', Buffer.from('second'), 'application/json');
      expect((await readAll(store, 'k.bin')).toString()).toBe('second');
      expect(await store.stat('k.bin')).toEqual({ size: 6, contentType: 'application/json' });
    });

    it('stores nothing when the body stream fails, and keeps what was there', async () => {
      await expect(store.put('new.bin', failingAfter(randomBytes(5000)), 'video/mp4')).rejects.toThrow(
        'client went away',
      );
      expect(await store.stat('new.bin')).toBeNull();
      expect(await store.list('')).toEqual([]);

      await store.put('old.bin', Buffer.from('kept'), 'text/plain');
      await expect(store.put('old.bin', failingAfter(randomBytes(5000)), 'video/mp4')).rejects.toThrow();
      expect((await readAll(store, 'old.bin')).toString()).toBe('kept');
      expect(await store.stat('old.bin')).toEqual({ size: 4, contentType: 'text/plain' });
    });

    it('throws BlobNotFoundError for a missing blob, and stat gives null', async () => {
      const error = await store.get('nothing/here.jpg').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BlobNotFoundError);
      expect(error).toMatchObject({ code: 'BLOB.NOT_FOUND', key: 'nothing/here.jpg' });
      expect(await store.stat('nothing/here.jpg')).toBeNull();
    });

    it('treats a key that only prefixes other keys as missing', async () => {
      await store.put('folder/inside.txt', Buffer.from('x'), 'text/plain');
      expect(await store.stat('folder')).toBeNull();
      await expect(store.get('folder')).rejects.toBeInstanceOf(BlobNotFoundError);
      await store.delete('folder');
      expect(await store.list('')).toEqual(['folder/inside.txt']);
    });

    it('deletes idempotently', async () => {
      await store.put('a/b/c.txt', Buffer.from('x'), 'text/plain');
      await store.delete('a/b/c.txt');
      await store.delete('a/b/c.txt');
      await store.delete('never/was.txt');
      expect(await store.stat('a/b/c.txt')).toBeNull();
      await expect(store.get('a/b/c.txt')).rejects.toBeInstanceOf(BlobNotFoundError);
      expect(await store.list('')).toEqual([]);
    });

    it('lists keys by plain string prefix, sorted', async () => {
      const keys = [
        'uploads/u1/parts/000002',
        'uploads/u1/parts/000000',
        'uploads/u10/manifest.json',
        'origin/x.jpg',
      ];
      for (const key of keys) {
        await store.put(key, Buffer.from(key), 'application/octet-stream');
      }
      expect(await store.list('uploads/u1/parts/')).toEqual([
        'uploads/u1/parts/000000',
        'uploads/u1/parts/000002',
      ]);
      expect(await store.list('uploads/u1')).toEqual([
        'uploads/u1/parts/000000',
        'uploads/u1/parts/000002',
        'uploads/u10/manifest.json',
      ]);
      expect(await store.list('uploads/u1/parts/0000')).toEqual([
        'uploads/u1/parts/000000',
        'uploads/u1/parts/000002',
      ]);
      expect(await store.list('')).toEqual([...keys].sort());
      expect(await store.list('nothing/')).toEqual([]);
    });

    it('lists many keys (more than one page of a paged listing)', async () => {
      const keys = Array.from({ length: 23 }, (_, i) => `many/${String(i).padStart(3, '0')}`);
      await Promise.all(keys.map((key) => store.put(key, Buffer.from(key), 'text/plain')));
      expect(await store.list('many/')).toEqual(keys);
    });

    it('keeps concurrent writers to one key whole: the last rename wins, never a mix', async () => {
      const a = Buffer.alloc(50_000, 'a');
      const b = Buffer.alloc(60_000, 'b');
      await Promise.all([
        store.put('race.bin', chunked(a, 1000), 'text/plain'),
        store.put('race.bin', chunked(b, 1000), 'text/plain'),
      ]);
      const stored = await readAll(store, 'race.bin');
      expect([a.toString(), b.toString()]).toContain(stored.toString());
    });

    it.each([
      ['', 'empty'],
      ['/abs/path.jpg', 'leading slash'],
      ['../escape.jpg', 'parent'],
      ['a/../../etc/passwd', 'parent inside'],
      ['a//b', 'empty segment'],
      ['a/./b', 'dot segment'],
      ['trailing/', 'trailing slash'],
      ['white space.jpg', 'space'],
      ['back\\slash', 'backslash'],
      ['unicode-é.jpg', 'non-ASCII'],
      ['nul\0.jpg', 'NUL'],
      ['x'.repeat(1025), 'too long'],
    ])('rejects the key %j (%s) in every method, before any I/O', async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.stat(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      expect(await store.list('')).toEqual([]);
    });

    it('rejects a bad list prefix and a content type that is not a MIME type', async () => {
      await expect(store.list('../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.list('/x')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.put('k.txt', Buffer.from('x'), 'text/plain\r\nX-Evil: 1')).rejects.toThrow(
        'invalid content type',
      );
      await expect(store.put('k.txt', Buffer.from('x'), '')).rejects.toThrow('invalid content type');
    });
  });
}
