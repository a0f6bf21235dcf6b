// @timber/blob-store: media storage behind one interface (local files by default, S3-compatible
// storage in production) and resumable parted uploads with content checks. Server only; no HTTP.

export {
  MAX_KEY_LENGTH,
  mediaKey,
  validateBlobKey,
  validateBlobPrefix,
  validateContentType,
} from './blob-key';
export { type BlobBody, type BlobStat, type BlobStore } from './blob-store';
export {
  blobStoreConfigSchema,
  blobStoreConfigShape,
  createBlobStore,
  parseBlobStoreConfig,
  type BlobStoreConfig,
  type BlobStoreConfigInput,
} from './create-blob-store';
export {
  BlobNotFoundError,
  InvalidBlobKeyError,
  MediaError,
  type BlobErrorCode,
  type MediaErrorCode,
} from './errors';
export { LocalBlobStore } from './local/local-blob-store';
export { inspectImage, type ImageInfo } from './media/inspect-image';
export {
  DEFAULT_MAX_BYTES,
  MEDIA_TYPES,
  contentMatches,
  isMediaType,
  mediaExtension,
  mediaKind,
  normalizeContentType,
  sniffMediaType,
  type MediaKind,
  type MediaType,
} from './media/media-types';
export { VideoDurationReader, mvhdDuration } from './media/video-duration';
export { S3BlobStore, S3_MIN_PART_SIZE, type S3BlobStoreOptions } from './s3/s3-blob-store';
export {
  PART_SIZE,
  PartedUploads,
  type BeginUpload,
  type PartReceipt,
  type PartedUploadsOptions,
  type UploadPlan,
  type UploadStatus,
} from './uploads/parted-uploads';
export { type CompletedMedia } from './uploads/upload-manifest';
