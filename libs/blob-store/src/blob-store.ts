import { type Readable } from 'node:stream';

/** What `put` accepts: a whole buffer, or a stream read once to its end. */
export type BlobBody = Buffer | Readable;

export interface BlobStat {
  size: number;
  /** The content type given to `put`; null when the store lost it (a local blob without its sidecar). */
  contentType: string | null;
}

/**
 * Where media lives: the local file system by default, S3-compatible storage in production.
 * Keys are validated by every method (see `validateBlobKey`); a bad key throws
 * `InvalidBlobKeyError` before any I/O. No method hands out credentials or signed URLs:
 * bytes go through the server.
 */
export interface BlobStore {
  /**
   * Stores `body` under `key`, replacing what was there. Readers see the old blob or the whole
   * new one, never a part; when the body stream fails nothing new is stored.
   */
  put(key: string, body: BlobBody, contentType: string): Promise<void>;
  /** The blob's bytes. Throws `BlobNotFoundError` when no blob is stored under `key`. */
  get(key: string): Promise<Readable>;
  /** Size and content type, or null when no blob is stored under `key`. */
  stat(key: string): Promise<BlobStat | null>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (a plain string prefix, as in S3), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}
