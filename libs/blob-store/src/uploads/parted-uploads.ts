import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { mediaKey } from '../blob-key';
import { type BlobStore } from '../blob-store';
import { BlobNotFoundError, MediaError } from '../errors';
import { type ImageInfo, inspectImage } from '../media/inspect-image';
import {
  contentMatches,
  DEFAULT_MAX_BYTES,
  isMediaType,
  MEDIA_TYPES,
  mediaExtension,
  type MediaKind,
  mediaKind,
  type MediaType,
  normalizeContentType,
  SNIFF_BYTES,
  sniffMediaType,
} from '../media/media-types';
import { VideoDurationReader } from '../media/video-duration';
import {
  type CompletedMedia,
  expectedPartSize,
  isUploadId,
  manifestKey,
  partIndexOf,
  partKey,
  partsPrefix,
  uploadFolder,
  type UploadManifest,
  uploadManifestSchema,
} from './upload-manifest';

/** The spec's part size: 10 MiB. */
export const PART_SIZE = 10 * 1024 * 1024;

export interface PartedUploadsOptions {
  /** Size of every part but the last. Default `PART_SIZE`; tests use a few bytes. */
  partSize?: number;
  /** Largest accepted file by kind; defaults: images 30 MiB, videos 500 MiB. */
  maxBytes?: Partial<Record<MediaKind, number>>;
  /** Default: every type of `MEDIA_TYPES`. */
  allowedTypes?: readonly MediaType[];
  /**
   * Longest accepted video in seconds: a longer one is refused whole with MEDIA.TOO_LONG, never
   * cut; at `begin` by the length the client declares, at `complete` by the length read from its
   * `mvhd` box as it is stored. Default: no limit.
   */
  maxVideoSeconds?: number;
  /** Time of `begin`, kept in the manifest. */
  clock?: () => Date;
}

export interface BeginUpload {
  /** The client's file name, kept in the manifest for reference; never part of a key. */
  fileName: string;
  size: number;
  /** As the browser reports it (`File.type`); parameters and case are ignored. */
  contentType: string;
  /**
   * A video's length in seconds as the client read it (the browser, from the file's header):
   * one longer than `maxVideoSeconds` is refused here, before any part is sent. `complete`
   * reads the stored file's own length and checks it again. Ignored for a photo.
   */
  durationS?: number;
}

export interface UploadPlan {
  uploadId: string;
  partSize: number;
  /** Number of parts, indexed from 0. */
  parts: number;
}

export interface UploadStatus extends UploadPlan {
  fileName: string;
  size: number;
  contentType: MediaType;
  /** Indices of the parts stored, ascending. */
  received: number[];
  /** Indices still to send, ascending; empty once completed. */
  missing: number[];
  /** The stored media once `complete` succeeded, else null. */
  completed: CompletedMedia | null;
}

export interface PartReceipt {
  index: number;
  size: number;
}

/** At most this many missing indices are listed in a MEDIA.MISSING_PARTS error. */
const MAX_LISTED_MISSING = 100;

const TERMINAL_CODES: ReadonlySet<string> = new Set([
  'MEDIA.BROKEN',
  'MEDIA.TYPE_MISMATCH',
  'MEDIA.TOO_LONG',
]);

/**
 * Resumable upload in parts over any `BlobStore` (spec: 10 MB parts, each retried on timeout,
 * progress shown). `begin` checks type and size and stores a manifest; `putPart` stores one
 * part, idempotently, so a retried part simply overwrites; `status` tells a reloaded client what
 * is left; `complete` checks the content and assembles the parts under a fresh media key.
 *
 * Everything of an upload lives under `uploads/{id}/`: `manifest.json` and `parts/{index}`.
 * After `complete` only the manifest stays, as the receipt a repeated `complete` returns;
 * `abort` removes an upload (abandoned or completed) entirely.
 */
export class PartedUploads {
  private readonly partSize: number;
  private readonly maxBytes: Readonly<Record<MediaKind, number>>;
  private readonly allowedTypes: ReadonlySet<MediaType>;
  private readonly clock: () => Date;
  private readonly maxVideoSeconds: number | undefined;
  /** One `complete` per upload at a time in this process; a second caller shares the first's result. */
  private readonly completing = new Map<string, Promise<CompletedMedia>>();

  constructor(
    private readonly store: BlobStore,
    options: PartedUploadsOptions = {},
  ) {
    this.partSize = options.partSize ?? PART_SIZE;
    if (!Number.isSafeInteger(this.partSize) || this.partSize < 1) {
      throw new RangeError(`partSize must be a positive integer, got ${this.partSize}`);
    }
    this.maxBytes = { ...DEFAULT_MAX_BYTES, ...options.maxBytes };
    this.allowedTypes = new Set(options.allowedTypes ?? MEDIA_TYPES);
    this.clock = options.clock ?? (() => new Date());
    this.maxVideoSeconds = options.maxVideoSeconds;
  }

  async begin(request: BeginUpload): Promise<UploadPlan> {
    const { fileName, size } = request;
    if (typeof fileName !== 'string' || fileName.trim().length === 0 || fileName.length > 255) {
      throw new MediaError('MEDIA.INVALID_REQUEST', 'the file name must have 1 to 255 characters', {
        field: 'fileName',
      });
    }
    if (!Number.isSafeInteger(size) || size < 0) {
      throw new MediaError('MEDIA.INVALID_REQUEST', 'the size must be a whole number of bytes', {
        field: 'size',
      });
    }
    const contentType = normalizeContentType(String(request.contentType ?? ''));
    if (!isMediaType(contentType) || !this.allowedTypes.has(contentType)) {
      throw new MediaError('MEDIA.TYPE_NOT_ALLOWED', `files of type "${contentType}" are not accepted`, {
        contentType,
        allowed: [...this.allowedTypes],
      });
    }
    if (size === 0) {
      throw new MediaError('MEDIA.EMPTY', 'the file is empty', { size });
    }
    const kind = mediaKind(contentType);
    const max = this.maxBytes[kind];
    if (size > max) {
      throw new MediaError('MEDIA.TOO_LARGE', `the ${kind} is larger than ${max} bytes`, {
        size,
        max,
        kind,
      });
    }
    if (kind === 'video' && request.durationS !== undefined) {
      if (!Number.isFinite(request.durationS) || request.durationS < 0) {
        throw new MediaError('MEDIA.INVALID_REQUEST', 'the length must be a number of seconds', {
          field: 'durationS',
        });
      }
      this.checkVideoLength(request.durationS);
    }
    const uploadId = randomBytes(16).toString('hex');
    const manifest: UploadManifest = {
      version: 1,
      uploadId,
      fileName,
      size,
      contentType,
      partSize: this.partSize,
      parts: Math.ceil(size / this.partSize),
      createdAt: this.clock().toISOString(),
    };
    await this.writeManifest(manifest);
    return { uploadId, partSize: manifest.partSize, parts: manifest.parts };
  }

  /** Stores part `index`; sending the same part again replaces it (a retry after a timeout). */
  async putPart(uploadId: string, index: number, body: Buffer): Promise<PartReceipt> {
    const manifest = await this.openManifest(uploadId);
    if (manifest.completed) {
      throw completedError(uploadId);
    }
    if (!Number.isSafeInteger(index) || index < 0 || index >= manifest.parts) {
      throw new MediaError('MEDIA.BAD_PART', `part ${index} is outside 0..${manifest.parts - 1}`, {
        reason: 'index',
        index,
        parts: manifest.parts,
      });
    }
    const expected = expectedPartSize(manifest, index);
    if (body.length !== expected) {
      throw new MediaError(
        'MEDIA.BAD_PART',
        `part ${index} must have ${expected} bytes, not ${body.length}`,
        {
          reason: 'size',
          index,
          expected,
          actual: body.length,
        },
      );
    }
    await this.store.put(partKey(uploadId, index), body, 'application/octet-stream');
    return { index, size: body.length };
  }

  async status(uploadId: string): Promise<UploadStatus> {
    const manifest = await this.openManifest(uploadId);
    const received = manifest.completed ? [] : await this.receivedParts(manifest);
    const present = new Set(received);
    return {
      uploadId,
      fileName: manifest.fileName,
      size: manifest.size,
      contentType: manifest.contentType,
      partSize: manifest.partSize,
      parts: manifest.parts,
      received,
      missing: manifest.completed ? [] : range(manifest.parts).filter((index) => !present.has(index)),
      completed: manifest.completed ?? null,
    };
  }

  /**
   * Checks and stores the file under `mediaKey(now, ext)`, removes the parts and returns where
   * the media is. Throws MEDIA.MISSING_PARTS (nothing changes: send them, then complete again),
   * MEDIA.TYPE_MISMATCH or MEDIA.BROKEN (the upload is removed: nothing stays stored). Any other
   * failure (storage) leaves the parts in place, so `complete` can be retried.
   */
  complete(uploadId: string, now: Date = new Date()): Promise<CompletedMedia> {
    const running = this.completing.get(uploadId);
    if (running) {
      return running;
    }
    const completion = this.assemble(uploadId, now).finally(() => this.completing.delete(uploadId));
    this.completing.set(uploadId, completion);
    return completion;
  }

  /** Removes the upload's manifest and parts; unknown uploads are ignored. Never touches stored media. */
  async abort(uploadId: string): Promise<void> {
    if (!isUploadId(uploadId)) {
      return;
    }
    const keys = await this.store.list(uploadFolder(uploadId));
    // The manifest last: while it exists, the upload can still be found and removed again.
    const manifest = manifestKey(uploadId);
    await Promise.all(keys.filter((key) => key !== manifest).map((key) => this.store.delete(key)));
    await this.store.delete(manifest);
  }

  private async assemble(uploadId: string, now: Date): Promise<CompletedMedia> {
    const manifest = await this.openManifest(uploadId);
    if (manifest.completed) {
      return manifest.completed;
    }
    const present = new Set(await this.receivedParts(manifest));
    const missing = range(manifest.parts).filter((index) => !present.has(index));
    if (missing.length > 0) {
      throw new MediaError(
        'MEDIA.MISSING_PARTS',
        `${missing.length} of ${manifest.parts} parts are missing`,
        {
          missing: missing.slice(0, MAX_LISTED_MISSING),
          missingCount: missing.length,
        },
      );
    }
    try {
      const completed = await this.storeMedia(manifest, now);
      try {
        await this.writeManifest({ ...manifest, completed });
      } catch (error) {
        await this.store.delete(completed.key);
        throw error;
      }
      await Promise.all(range(manifest.parts).map((index) => this.store.delete(partKey(uploadId, index))));
      return completed;
    } catch (error) {
      if (error instanceof MediaError && TERMINAL_CODES.has(error.code)) {
        await this.abort(uploadId);
      }
      throw error;
    }
  }

  /** Checks the content, then writes it; on a check failure nothing has been written. */
  private async storeMedia(manifest: UploadManifest, now: Date): Promise<CompletedMedia> {
    const { uploadId, contentType, size } = manifest;
    const head = await readHead(await this.store.get(partKey(uploadId, 0)), SNIFF_BYTES);
    const detected = sniffMediaType(head);
    if (!contentMatches(contentType, detected)) {
      throw new MediaError(
        'MEDIA.TYPE_MISMATCH',
        detected
          ? `the file is ${detected}, not ${contentType}`
          : `the file is not ${contentType} (its first bytes match no accepted type)`,
        { declared: contentType, detected },
      );
    }
    const key = mediaKey(now, mediaExtension(contentType));
    if (mediaKind(contentType) === 'image') {
      // Images are bounded (30 MiB by default) and checked whole before anything is written.
      const data = await buffer(this.partStream(manifest));
      const image: ImageInfo = await inspectImage(data, contentType);
      await this.store.put(key, data, contentType);
      return { key, size, contentType, width: image.width, height: image.height };
    }
    checkIsoBmffHead(head, manifest);
    const length = new VideoDurationReader();
    await this.store.put(
      key,
      this.partStream(manifest, (chunk) => length.push(chunk)),
      contentType,
    );
    const durationS = length.durationS;
    if (durationS !== null) {
      try {
        this.checkVideoLength(durationS);
      } catch (error) {
        await this.store.delete(key);
        throw error;
      }
    }
    return { key, size, contentType, ...(durationS === null ? {} : { durationS }) };
  }

  /** Refuses a video longer than `maxVideoSeconds` with MEDIA.TOO_LONG, its length and the limit. */
  private checkVideoLength(durationS: number): void {
    if (this.maxVideoSeconds !== undefined && durationS > this.maxVideoSeconds) {
      throw new MediaError(
        'MEDIA.TOO_LONG',
        `the video lasts ${durationS.toFixed(1)} s, longer than ${this.maxVideoSeconds} s`,
        { durationS, maxS: this.maxVideoSeconds },
      );
    }
  }

  /**
   * The parts in order as one stream, each chunk shown to `observe` as it passes; fails (and so
   * fails the write) if they do not add up to the size.
   */
  private partStream(manifest: UploadManifest, observe?: (chunk: Buffer) => void): Readable {
    const store = this.store;
    const sizeError = (actual: string | number): MediaError =>
      new MediaError('MEDIA.BROKEN', `the parts hold ${actual} bytes, not ${manifest.size}`, {
        reason: 'size',
        expected: manifest.size,
        actual,
      });
    async function* chunks(): AsyncGenerator<Buffer> {
      let total = 0;
      for (let index = 0; index < manifest.parts; index++) {
        for await (const chunk of (await store.get(
          partKey(manifest.uploadId, index),
        )) as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > manifest.size) {
            throw sizeError(`more than ${manifest.size}`);
          }
          observe?.(chunk);
          yield chunk;
        }
      }
      if (total !== manifest.size) {
        throw sizeError(total);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  private async receivedParts(manifest: UploadManifest): Promise<number[]> {
    const keys = await this.store.list(partsPrefix(manifest.uploadId));
    return keys
      .map((key) => partIndexOf(manifest.uploadId, key))
      .filter((index): index is number => index !== null && index < manifest.parts)
      .sort((a, b) => a - b);
  }

  private async openManifest(uploadId: string): Promise<UploadManifest> {
    const unknown = () =>
      new MediaError('MEDIA.UNKNOWN_UPLOAD', 'no such upload', { uploadId: String(uploadId) });
    if (!isUploadId(uploadId)) {
      throw unknown();
    }
    let stream: Readable;
    try {
      stream = await this.store.get(manifestKey(uploadId));
    } catch (error) {
      throw error instanceof BlobNotFoundError ? unknown() : error;
    }
    return uploadManifestSchema.parse(JSON.parse((await buffer(stream)).toString('utf8')));
  }

  private async writeManifest(manifest: UploadManifest): Promise<void> {
    await this.store.put(
      manifestKey(manifest.uploadId),
      Buffer.from(JSON.stringify(manifest, null, 2)),
      'application/json',
    );
  }
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

const completedError = (uploadId: string): MediaError =>
  new MediaError('MEDIA.UPLOAD_COMPLETED', 'the upload is already complete', { uploadId });

/** The first `n` bytes of a stream (fewer if it is shorter); the rest is not read. */
async function readHead(stream: Readable, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= n) {
      break; // leaving the loop destroys the stream
    }
  }
  return Buffer.concat(chunks, length).subarray(0, n);
}

/** MP4 and QuickTime open with an `ftyp` box; its length must be plausible. */
function checkIsoBmffHead(head: Buffer, manifest: UploadManifest): void {
  const boxSize = head.readUInt32BE(0);
  if (boxSize < 16 || boxSize > manifest.size) {
    throw new MediaError('MEDIA.BROKEN', `the file is not a readable ${manifest.contentType} video`, {
      contentType: manifest.contentType,
      reason: `ftyp box of ${boxSize} bytes`,
    });
  }
}
