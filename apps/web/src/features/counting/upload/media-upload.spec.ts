import { beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../../test/render';
import {
  checkMedia,
  isVideo,
  MediaUploadError,
  PART_RETRIES,
  PHOTO_MAX_BYTES,
  readStoredUpload,
  UPLOAD_STORAGE_KEY,
  UploadCancelled,
  type UploadDeps,
  uploadMedia,
  VIDEO_MAX_BYTES,
} from './media-upload';

const UPLOAD_ID = 'a'.repeat(32);
const PART = 4;
const STORED = {
  ossUrl: 'origin/20261123/abc.jpg',
  size: 10,
  contentType: 'image/jpeg',
  width: 4,
  height: 3,
};

const envelope = (data: unknown, code = 0, msg = 'ok') => ({ code, msg, data });

interface FakeServer {
  deps: UploadDeps;
  calls: string[];
  /** the bodies begin was sent */
  begun: unknown[];
  parts: Map<number, number>;
  sleeps: number[];
}

/**
 * A fake of the upload API: begin answers parts of 4 bytes; a part listed in `failOnce` throws a
 * network error on its first try; complete answers the stored media once every part is there.
 */
function fakeServer(
  options: {
    failOnce?: number[];
    failAlways?: number[];
    held?: number[];
    broken?: boolean;
    tooLong?: boolean;
    /** begin refuses a declared length over 600 s */
    lengthLimit?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const begun: unknown[] = [];
  const parts = new Map<number, number>((options.held ?? []).map((index) => [index, PART]));
  const failed = new Set<number>();
  const sleeps: number[] = [];
  const store = new Map<string, string>();
  const answer = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const part = /\/part\/(\d+)$/.exec(url);
    if (url.endsWith('/begin')) {
      const body = JSON.parse(init?.body as string) as { durationS?: number };
      begun.push(body);
      if (options.lengthLimit && (body.durationS ?? 0) > 600) {
        return answer(envelope(null, 402511, TOO_LONG), 400);
      }
      return answer(envelope({ uploadId: UPLOAD_ID, partSize: PART, parts: 3 }));
    }
    if (part) {
      const index = Number(part[1]);
      if (options.failAlways?.includes(index) || (options.failOnce?.includes(index) && !failed.has(index))) {
        failed.add(index);
        throw new TypeError('Failed to fetch');
      }
      const blob = (init?.body as FormData).get('part') as Blob;
      parts.set(index, blob.size);
      return answer(envelope({ index, size: blob.size }));
    }
    if (url.endsWith('/complete')) {
      if (options.broken) {
        return answer(envelope(null, 402509, 'The file is damaged or cannot be read as a photo'), 400);
      }
      if (options.tooLong) {
        return answer(envelope(null, 402511, TOO_LONG), 400);
      }
      const missing = [0, 1, 2].filter((index) => !parts.has(index));
      return missing.length
        ? answer(envelope({ missing }, 402508, 'parts missing'), 409)
        : answer(envelope(STORED));
    }
    if (url.endsWith(`/upload/${UPLOAD_ID}`)) {
      const received = [...parts.keys()].sort();
      return answer(
        envelope({
          uploadId: UPLOAD_ID,
          partSize: PART,
          parts: 3,
          fileName: 'pile.jpg',
          size: 10,
          contentType: 'image/jpeg',
          received,
          missing: [0, 1, 2].filter((index) => !parts.has(index)),
          completed: null,
        }),
      );
    }
    return answer(envelope(null, 404, 'not found'), 404);
  }) as typeof fetch;
  const deps: UploadDeps = {
    fetch: fetchFake,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  };
  return { deps, calls, begun, parts, sleeps } satisfies FakeServer;
}

const TOO_LONG =
  'The video is too long: 10.5 min; a video may last at most 10 min. Split it or film a shorter walk';

const photo = () =>
  new File([new Uint8Array(10)], 'pile.jpg', { type: 'image/jpeg', lastModified: 1700000000000 });
const video = () =>
  new File([new Uint8Array(10)], 'walk.mp4', { type: 'video/mp4', lastModified: 1700000000000 });
const partCalls = (calls: string[]) =>
  calls.filter((call) => call.includes('/part/')).map((call) => call.split('/').at(-1));

describe('uploadMedia: the part loop (spec §7 Media upload)', () => {
  beforeAll(englishMessages);

  it('begins, sends every part in order with progress, completes, and keeps the upload for a resume', async () => {
    const server = fakeServer();
    const progress: number[] = [];
    const stored = await uploadMedia(photo(), server.deps, { onProgress: ({ sent }) => progress.push(sent) });
    expect(stored).toEqual(STORED);
    expect(server.calls[0]).toBe('POST /api/media/upload/begin');
    expect(partCalls(server.calls)).toEqual(['0', '1', '2']);
    expect(server.calls.at(-1)).toBe(`POST /api/media/upload/${UPLOAD_ID}/complete`);
    expect([...server.parts.values()]).toEqual([4, 4, 2]);
    expect(progress).toEqual([0, 4, 8, 10]);
    expect(readStoredUpload(server.deps.storage)).toMatchObject({
      uploadId: UPLOAD_ID,
      name: 'pile.jpg',
      size: 10,
    });
  });

  it('sends a part that failed once again after a pause, and goes on', async () => {
    const server = fakeServer({ failOnce: [1] });
    await expect(uploadMedia(photo(), server.deps)).resolves.toEqual(STORED);
    expect(partCalls(server.calls)).toEqual(['0', '1', '1', '2']);
    expect(server.sleeps).toEqual([1000]);
  });

  it('gives up on a part after its retries with growing pauses, keeping the upload to resume', async () => {
    const server = fakeServer({ failAlways: [2] });
    await expect(uploadMedia(photo(), server.deps)).rejects.toBeInstanceOf(MediaUploadError);
    expect(partCalls(server.calls).filter((index) => index === '2')).toHaveLength(PART_RETRIES + 1);
    expect(server.sleeps).toEqual([1000, 2000, 4000]);
    expect(readStoredUpload(server.deps.storage)?.uploadId).toBe(UPLOAD_ID);
  });

  it('resumes the kept upload of the same file: asks the status and sends only the missing parts', async () => {
    const server = fakeServer({ held: [0, 2] });
    server.deps.storage.setItem(
      UPLOAD_STORAGE_KEY,
      JSON.stringify({ uploadId: UPLOAD_ID, name: 'pile.jpg', size: 10, lastModified: 1700000000000 }),
    );
    let resumed = false;
    const progress: number[] = [];
    await expect(
      uploadMedia(photo(), server.deps, {
        onResume: () => (resumed = true),
        onProgress: ({ sent }) => progress.push(sent),
      }),
    ).resolves.toEqual(STORED);
    expect(resumed).toBe(true);
    expect(server.calls[0]).toBe(`GET /api/media/upload/${UPLOAD_ID}`);
    expect(server.calls.some((call) => call.endsWith('/begin'))).toBe(false);
    expect(partCalls(server.calls)).toEqual(['1']);
    expect(progress).toEqual([6, 10]);
  });

  it('begins afresh when the kept upload is of another file', async () => {
    const server = fakeServer();
    server.deps.storage.setItem(
      UPLOAD_STORAGE_KEY,
      JSON.stringify({ uploadId: 'b'.repeat(32), name: 'other.jpg', size: 10, lastModified: 1 }),
    );
    await uploadMedia(photo(), server.deps);
    expect(server.calls[0]).toBe('POST /api/media/upload/begin');
  });

  it('rejects a broken file with the server message, and forgets the upload', async () => {
    const server = fakeServer({ broken: true });
    const failure = await uploadMedia(photo(), server.deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaUploadError);
    expect((failure as MediaUploadError).msg).toBe('The file is damaged or cannot be read as a photo');
    expect((failure as MediaUploadError).code).toBe(402509);
    expect(readStoredUpload(server.deps.storage)).toBeNull();
  });

  it('rejects a video over the length limit with the server message naming the limit, never retried', async () => {
    const server = fakeServer({ tooLong: true });
    const failure = await uploadMedia(photo(), server.deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaUploadError);
    expect((failure as MediaUploadError).msg).toBe(TOO_LONG);
    expect((failure as MediaUploadError).code).toBe(402511);
    expect(server.calls.filter((call) => call.endsWith('/complete'))).toHaveLength(1);
    expect(readStoredUpload(server.deps.storage)).toBeNull();
  });

  it('declares a video’s length at begin: one over the limit is refused before any part is sent', async () => {
    const server = fakeServer({ lengthLimit: true });
    const lengths: string[] = [];
    server.deps.videoSeconds = (file) => {
      lengths.push(file.name);
      return Promise.resolve(630.001);
    };
    const failure = await uploadMedia(video(), server.deps).catch((error: unknown) => error);
    expect((failure as MediaUploadError).msg).toBe(TOO_LONG);
    expect((failure as MediaUploadError).code).toBe(402511);
    expect(server.begun).toEqual([
      { fileName: 'walk.mp4', size: 10, contentType: 'video/mp4', durationS: 630.01 },
    ]);
    expect(partCalls(server.calls)).toEqual([]);
    expect(readStoredUpload(server.deps.storage)).toBeNull();
    // a photo's length is never asked
    await uploadMedia(photo(), server.deps);
    expect(lengths).toEqual(['walk.mp4']);
    expect(server.begun[1]).toEqual({ fileName: 'pile.jpg', size: 10, contentType: 'image/jpeg' });
  });

  it('sends a video whose length the browser cannot tell without one: the server reads it', async () => {
    const server = fakeServer({ lengthLimit: true });
    server.deps.videoSeconds = () => Promise.resolve(null);
    await uploadMedia(video(), server.deps);
    expect(server.begun).toEqual([{ fileName: 'walk.mp4', size: 10, contentType: 'video/mp4' }]);
    expect(partCalls(server.calls)).toEqual(['0', '1', '2']);
  });

  it('stops when cancelled', async () => {
    const server = fakeServer();
    const controller = new AbortController();
    controller.abort();
    await expect(uploadMedia(photo(), server.deps, { signal: controller.signal })).rejects.toBeInstanceOf(
      UploadCancelled,
    );
    expect(server.calls).toEqual([]);
  });
});

describe('checkMedia', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/webp', size: PHOTO_MAX_BYTES }, null],
    [{ type: 'image/gif', size: 1000 }, 'type'],
    [{ type: 'video/mp4', size: 1000 }, null],
    [{ type: 'video/quicktime', size: VIDEO_MAX_BYTES }, null],
    [{ type: 'video/mp4', size: VIDEO_MAX_BYTES + 1 }, 'size'],
    [{ type: 'video/webm', size: 1000 }, 'type'],
    [{ type: 'video/mp4', size: 0 }, 'empty'],
    [{ type: 'image/jpeg', size: 0 }, 'empty'],
    [{ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 }, 'size'],
  ])('%o -> %s', (file, problem) => {
    expect(checkMedia(file)).toBe(problem);
  });

  it('tells videos from photos', () => {
    expect(isVideo({ type: 'video/mp4' })).toBe(true);
    expect(isVideo({ type: 'video/quicktime' })).toBe(true);
    expect(isVideo({ type: 'image/jpeg' })).toBe(false);
  });
});
