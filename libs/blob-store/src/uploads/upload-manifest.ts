import { z } from 'zod';
import { MEDIA_TYPES } from '../media/media-types';

/** What `complete` returns: where the media is stored and what it is. */
export const completedMediaSchema = z.object({
  key: z.string(),
  size: z.number().int().positive(),
  contentType: z.enum(MEDIA_TYPES),
  /** Images only: the size as shown, after EXIF orientation. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** Videos only, when their `mvhd` box tells it: the length in seconds. */
  durationS: z.number().positive().optional(),
});
export type CompletedMedia = z.infer<typeof completedMediaSchema>;

/** `uploads/{id}/manifest.json`: the plan of one parted upload, then its receipt. */
export const uploadManifestSchema = z.object({
  version: z.literal(1),
  uploadId: z.string(),
  fileName: z.string(),
  size: z.number().int().positive(),
  contentType: z.enum(MEDIA_TYPES),
  partSize: z.number().int().positive(),
  parts: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** Set by `complete`, so a repeated `complete` (a client retrying on timeout) gets the same answer. */
  completed: completedMediaSchema.optional(),
});
export type UploadManifest = z.infer<typeof uploadManifestSchema>;

const UPLOAD_ID = /^[0-9a-f]{32}$/;

export const isUploadId = (value: unknown): value is string =>
  typeof value === 'string' && UPLOAD_ID.test(value);

export const uploadFolder = (uploadId: string): string => `uploads/${uploadId}/`;
export const manifestKey = (uploadId: string): string => `uploads/${uploadId}/manifest.json`;
export const partsPrefix = (uploadId: string): string => `uploads/${uploadId}/parts/`;
/** Zero-padded, so keys sort in part order. */
export const partKey = (uploadId: string, index: number): string =>
  `${partsPrefix(uploadId)}${String(index).padStart(6, '0')}`;

/** The part index of a key under `partsPrefix`, or null for anything else. */
export function partIndexOf(uploadId: string, key: string): number | null {
  const prefix = partsPrefix(uploadId);
  if (!key.startsWith(prefix)) {
    return null;
  }
  const rest = key.slice(prefix.length);
  return /^\d{6}$/.test(rest) ? Number(rest) : null;
}

/** Bytes expected in part `index`: `partSize` for every part but the last, which takes the rest. */
export const expectedPartSize = (
  manifest: Pick<UploadManifest, 'size' | 'partSize' | 'parts'>,
  index: number,
): number =>
  index < manifest.parts - 1 ? manifest.partSize : manifest.size - manifest.partSize * (manifest.parts - 1);
