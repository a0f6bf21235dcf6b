import {
  MEDIA_PART_FIELD,
  mediaPartReceiptSchema,
  type MediaStored,
  mediaStoredSchema,
  type MediaUploadPlan,
  mediaUploadPlanSchema,
  type MediaUploadStatus,
  mediaUploadStatusSchema,
  SUCCESS_CODE,
} from '@timber/contracts';
import { type z } from 'zod';
import { type ApiError, ApiFailure, isEnvelope, toApiError } from '../../../api/envelope';
import { apiHeaders } from '../../../shared/files/api-headers';

// The part loop of a media upload (spec §7 Media upload, §9 10 MB parts): begin, the parts in
// order, each with its own timeout and retried with backoff, then complete. An upload is resumable:
// the upload id is kept in sessionStorage with the file's name, size and last change, so choosing
// the same file again (after a reload, a cancel or a failure) asks the server what it holds and
// sends only the missing parts. Framework-free, so it is tested with a fake fetch.

/** Photos the counting service takes (it checks type, size and content again). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A photo may have at most 30 MiB (apps/counting media rules). */
export const PHOTO_MAX_BYTES = 30 * 1024 * 1024;
/** Videos the counting service takes: counted by sampling frames and tracking the logs. */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;
/** A video may have at most 500 MiB (apps/counting media rules). */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** What the file input offers. */
export const MEDIA_TYPES = [...PHOTO_TYPES, ...VIDEO_TYPES] as const;

/** A video (count order ossType 2), by the browser's type of the file. */
export const isVideo = (file: Pick<File, 'type'>): boolean =>
  (VIDEO_TYPES as readonly string[]).includes(file.type);

/** The most bytes a file of this kind may have. */
export const maxBytesOf = (file: Pick<File, 'type'>): number =>
  isVideo(file) ? VIDEO_MAX_BYTES : PHOTO_MAX_BYTES;
/** One part may take this long before it is sent again. */
export const PART_TIMEOUT_MS = 60_000;
/** A part is tried once and sent again at most this many times. */
export const PART_RETRIES = 3;
/** Waits before the retries: 1 s, 2 s, 4 s. */
export const RETRY_BACKOFF_MS = 1000;
/** The sessionStorage key of the upload in progress. */
export const UPLOAD_STORAGE_KEY = 'timber.counting.upload';
/** 402508: complete found parts missing; `data.missing` lists them. */
const MISSING_PARTS_CODE = 402508;
/** Checking the whole photo may take a while (the BFF allows two minutes). */
const COMPLETE_TIMEOUT_MS = 120_000;
const CALL_TIMEOUT_MS = 15_000;

/** What an upload failed with: the server's message (already in the user's language) or ours. */
export class MediaUploadError extends ApiFailure {
  override readonly name = 'MediaUploadError';
}

/** The upload was cancelled by the user. */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** Why a file is refused before anything is sent. */
export type FileProblem = 'type' | 'size' | 'empty';

/** Checks a photo or video in the browser before it is sent (the server checks again). */
export function checkMedia(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return 'type';
  }
  if (file.size === 0) {
    return 'empty';
  }
  return file.size > maxBytesOf(file) ? 'size' : null;
}

/** The upload kept for a resume, bound to the file it sends. */
export interface StoredUpload {
  uploadId: string;
  name: string;
  size: number;
  lastModified: number;
}

export interface UploadDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  partTimeoutMs?: number;
  /**
   * A video's length in seconds, read from its file before anything is sent (null when it
   * cannot be told): begin declares it, so an over-long video is refused before its parts go up.
   */
  videoSeconds?: (file: File) => Promise<number | null>;
}

export interface UploadProgress {
  sent: number;
  size: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Told when the upload resumes one the server already holds. */
  onResume?: () => void;
}

const sleepFor = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new UploadCancelled());
      },
      { once: true },
    );
  });

/** How long the browser may take to read a video's header before the upload goes on without. */
const VIDEO_HEADER_TIMEOUT_MS = 5_000;

/**
 * A video's length as the browser reads it from the file's header (a `<video>` element loading
 * its metadata only); null when the browser cannot tell it in time (a format it does not play,
 * a header at the end of a large file): the server reads the stored file's length in any case.
 */
export function videoSecondsInBrowser(
  file: Blob,
  timeoutMs = VIDEO_HEADER_TIMEOUT_MS,
): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const settle = (seconds: number | null) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      settle(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
    video.onerror = () => settle(null);
    video.src = url;
  });
}

export const browserUploadDeps = (): UploadDeps => ({
  fetch: (...args) => fetch(...args),
  storage: sessionStorage,
  sleep: sleepFor,
  videoSeconds: (file) => videoSecondsInBrowser(file),
});

/** Whether a stored upload is the one of this file. */
const sameFile = (stored: StoredUpload, file: File): boolean =>
  stored.name === file.name && stored.size === file.size && stored.lastModified === file.lastModified;

export function readStoredUpload(storage: UploadDeps['storage']): StoredUpload | null {
  try {
    const value = JSON.parse(storage.getItem(UPLOAD_STORAGE_KEY) ?? 'null') as StoredUpload | null;
    return value && typeof value.uploadId === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the kept upload (after its count order exists). */
export function forgetUpload(storage: UploadDeps['storage']): void {
  storage.removeItem(UPLOAD_STORAGE_KEY);
}

type Outcome<T> = { ok: true; data: T } | { ok: false; error: ApiError; retry: boolean; data?: unknown };

/**
 * One call of the upload API. Network failures, timeouts and 5xx answers may be retried; a
 * refusal of the server (an envelope with a 4xx status) may not.
 */
async function call<T>(
  deps: UploadDeps,
  url: string,
  init: { method: 'GET' | 'POST'; body?: FormData | string; timeoutMs: number; signal?: AbortSignal },
  schema: z.ZodType<T>,
): Promise<Outcome<T>> {
  if (init.signal?.aborted) {
    throw new UploadCancelled();
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, init.timeoutMs);
  const cancel = () => controller.abort();
  init.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const headers = apiHeaders();
    if (typeof init.body === 'string') {
      headers['content-type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await deps.fetch(url, {
        method: init.method,
        headers,
        body: init.body,
        signal: controller.signal,
      });
    } catch {
      if (init.signal?.aborted) {
        throw new UploadCancelled();
      }
      return {
        ok: false,
        error: toApiError(timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', undefined),
        retry: true,
      };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (isEnvelope(body) && body.code === SUCCESS_CODE) {
      const data = schema.safeParse(body.data);
      return data.success
        ? { ok: true, data: data.data }
        : { ok: false, error: toApiError('PARSING_ERROR', undefined), retry: false };
    }
    return {
      ok: false,
      error: toApiError(response.status, body),
      retry: response.status >= 500 || !isEnvelope(body),
      data: isEnvelope(body) ? body.data : undefined,
    };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', cancel);
  }
}

const failed = (outcome: { error: ApiError }): never => {
  throw new MediaUploadError(outcome.error);
};

/** Sends one part, retried after a timeout or a lost answer with a growing pause. */
async function sendPart(
  deps: UploadDeps,
  file: Blob,
  plan: MediaUploadPlan,
  index: number,
  signal?: AbortSignal,
): Promise<number> {
  const chunk = file.slice(index * plan.partSize, Math.min(file.size, (index + 1) * plan.partSize));
  for (let attempt = 0; ; attempt += 1) {
    const form = new FormData();
    form.append(MEDIA_PART_FIELD, chunk, `part-${index}`);
    const outcome = await call(
      deps,
      `/api/media/upload/${plan.uploadId}/part/${index}`,
      { method: 'POST', body: form, timeoutMs: deps.partTimeoutMs ?? PART_TIMEOUT_MS, signal },
      mediaPartReceiptSchema,
    );
    if (outcome.ok) {
      return chunk.size;
    }
    if (!outcome.retry || attempt >= PART_RETRIES) {
      return failed(outcome);
    }
    await deps.sleep(RETRY_BACKOFF_MS * 2 ** attempt, signal);
  }
}

/** The status of a kept upload of this file, or null when there is none (or the server forgot it). */
async function resumable(
  deps: UploadDeps,
  file: File,
  signal?: AbortSignal,
): Promise<MediaUploadStatus | null> {
  const stored = readStoredUpload(deps.storage);
  if (!stored) {
    return null;
  }
  if (!sameFile(stored, file)) {
    forgetUpload(deps.storage);
    return null;
  }
  const status = await call(
    deps,
    `/api/media/upload/${stored.uploadId}`,
    { method: 'GET', timeoutMs: CALL_TIMEOUT_MS, signal },
    mediaUploadStatusSchema,
  );
  if (status.ok) {
    return status.data;
  }
  if (status.retry) {
    return failed(status);
  }
  forgetUpload(deps.storage);
  return null;
}

/**
 * Uploads a photo: resumes the kept upload of the same file or begins one, sends the missing
 * parts in order and completes it; answers the stored media (its `ossUrl` is what /count/create
 * takes). Rejects with a {@link MediaUploadError} (the server's message) or {@link UploadCancelled}.
 * The kept upload survives a failure or a cancel so the next try resumes it.
 */
export async function uploadMedia(
  file: File,
  deps: UploadDeps,
  options: UploadOptions = {},
): Promise<MediaStored> {
  const { signal, onProgress } = options;
  let plan: MediaUploadPlan;
  let missing: number[];
  const status = await resumable(deps, file, signal);
  if (status?.completed) {
    onProgress?.({ sent: file.size, size: file.size });
    return status.completed;
  }
  if (status) {
    options.onResume?.();
    plan = { uploadId: status.uploadId, partSize: status.partSize, parts: status.parts };
    missing = status.missing;
  } else {
    const seconds = isVideo(file) && deps.videoSeconds ? await deps.videoSeconds(file) : null;
    const begun = await call(
      deps,
      '/api/media/upload/begin',
      {
        method: 'POST',
        body: JSON.stringify({
          fileName: file.name,
          size: file.size,
          contentType: file.type,
          // to the hundredth of a second, never rounded down below the limit by more than that
          ...(seconds === null ? {} : { durationS: Math.ceil(seconds * 100) / 100 }),
        }),
        timeoutMs: CALL_TIMEOUT_MS,
        signal,
      },
      mediaUploadPlanSchema,
    );
    plan = begun.ok ? begun.data : failed(begun);
    const stored: StoredUpload = {
      uploadId: plan.uploadId,
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
    };
    deps.storage.setItem(UPLOAD_STORAGE_KEY, JSON.stringify(stored));
    missing = Array.from({ length: plan.parts }, (_, index) => index);
  }
  const partBytes = (index: number) =>
    Math.max(0, Math.min(file.size, (index + 1) * plan.partSize) - index * plan.partSize);
  let sent = file.size - missing.reduce((sum, index) => sum + partBytes(index), 0);
  onProgress?.({ sent, size: file.size });
  for (let round = 0; ; round += 1) {
    for (const index of missing) {
      sent += await sendPart(deps, file, plan, index, signal);
      onProgress?.({ sent, size: file.size });
    }
    const completed = await call(
      deps,
      `/api/media/upload/${plan.uploadId}/complete`,
      { method: 'POST', timeoutMs: COMPLETE_TIMEOUT_MS, signal },
      mediaStoredSchema,
    );
    if (completed.ok) {
      return completed.data;
    }
    const stillMissing = (completed.data as { missing?: unknown } | undefined)?.missing;
    if (completed.error.code === MISSING_PARTS_CODE && Array.isArray(stillMissing) && round === 0) {
      missing = stillMissing.filter((index): index is number => typeof index === 'number');
      sent -= missing.reduce((sum, index) => sum + partBytes(index), 0);
      continue;
    }
    if (completed.retry && round < PART_RETRIES) {
      await deps.sleep(RETRY_BACKOFF_MS * 2 ** round, signal);
      missing = [];
      continue;
    }
    if (!completed.retry) {
      // A broken or refused file: nothing stays stored, so a new try begins afresh.
      forgetUpload(deps.storage);
    }
    return failed(completed);
  }
}
