/** Stable error codes of the blob store; transports map them to their own envelopes. */
export type BlobErrorCode = 'BLOB.NOT_FOUND' | 'BLOB.INVALID_KEY';

/** `get` of a key that holds no blob. */
export class BlobNotFoundError extends Error {
  override readonly name = 'BlobNotFoundError';
  readonly code = 'BLOB.NOT_FOUND' satisfies BlobErrorCode;

  constructor(readonly key: string) {
    super(`no blob under key "${key}"`);
  }
}

/** A key or prefix outside the allowed alphabet, or one that could escape its root. */
export class InvalidBlobKeyError extends Error {
  override readonly name = 'InvalidBlobKeyError';
  readonly code = 'BLOB.INVALID_KEY' satisfies BlobErrorCode;

  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`invalid blob key "${key}": ${reason}`);
  }
}

/** Stable error codes of media uploads. Every one is a client error except where noted. */
export type MediaErrorCode =
  /** size, file name or content type of `begin` malformed */
  | 'MEDIA.INVALID_REQUEST'
  /** a file of 0 bytes */
  | 'MEDIA.EMPTY'
  /** above the maximum of its kind (images, videos) */
  | 'MEDIA.TOO_LARGE'
  /** a content type outside the allowed list */
  | 'MEDIA.TYPE_NOT_ALLOWED'
  /** no upload with that id (never begun, aborted, or a malformed id) */
  | 'MEDIA.UNKNOWN_UPLOAD'
  /** the upload is already complete; its parts are gone */
  | 'MEDIA.UPLOAD_COMPLETED'
  /** a part index out of range or a part of the wrong size */
  | 'MEDIA.BAD_PART'
  /** `complete` before every part arrived; `details.missing` names them */
  | 'MEDIA.MISSING_PARTS'
  /** the content cannot be read as the media it claims to be (truncated, corrupt) */
  | 'MEDIA.BROKEN'
  /** the content's magic bytes say another type than the declared one */
  | 'MEDIA.TYPE_MISMATCH'
  /** a video longer than the accepted length (`details.durationS`, `details.maxS`): refused whole */
  | 'MEDIA.TOO_LONG';

/** A rejected media upload. `details` is machine-readable (limits, indices, detected types). */
export class MediaError extends Error {
  override readonly name = 'MediaError';

  constructor(
    readonly code: MediaErrorCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}
