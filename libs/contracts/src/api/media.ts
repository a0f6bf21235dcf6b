import { z } from 'zod';

// Media upload (spec §7 "Media upload"): photos and videos of log piles go up through the BFF in
// parts (10 MB each, §9), each part retried on its own, resumable after a reload. The server
// checks type, size and content and answers a media key (`ossUrl`) for /count/create; no storage
// key of an upload in progress or credential ever reaches the browser.

/** §9 upload part: 10485760 bytes (a deployment may use smaller parts; `partSize` of begin says). */
export const MEDIA_PART_SIZE = 10 * 1024 * 1024;

/** An upload's id: 32 lower-case hex characters. */
export const mediaUploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** POST /media/upload/begin: what the browser knows of the file (`File.name`, `.size`, `.type`). */
export const mediaUploadBeginSchema = z.strictObject({
  fileName: z.string().min(1).max(255),
  /** bytes; 0 and sizes above the type's maximum are refused with their own codes */
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** e.g. image/jpeg; accepted: image/jpeg, image/png, image/webp, video/mp4, video/quicktime */
  contentType: z.string().max(200),
  /**
   * a video's length in seconds as the browser reads it from the file: one over the limit
   * (402511) is refused before any part is sent; the stored file's own length is checked again
   */
  durationS: z.number().finite().min(0).max(1_000_000).optional(),
});
export type MediaUploadBegin = z.infer<typeof mediaUploadBeginSchema>;

/** The plan: send parts 0..parts-1, each `partSize` bytes but the last (the rest). */
export const mediaUploadPlanSchema = z.object({
  uploadId: mediaUploadIdSchema,
  partSize: z.number().int(),
  parts: z.number().int(),
});
export type MediaUploadPlan = z.infer<typeof mediaUploadPlanSchema>;

/** `{uploadId}` in a path. */
export const mediaUploadParamSchema = z.strictObject({ uploadId: mediaUploadIdSchema });

/** `{uploadId}/part/{index}` in a path; index from 0. */
export const mediaUploadPartParamSchema = z.strictObject({
  uploadId: mediaUploadIdSchema,
  index: z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/)
    .transform(Number),
});
export type MediaUploadPartParam = z.infer<typeof mediaUploadPartParamSchema>;

/** The multipart form field that carries a part's bytes. */
export const MEDIA_PART_FIELD = 'part';

/** A part stored (sending it again replaces it). */
export const mediaPartReceiptSchema = z.object({ index: z.number().int(), size: z.number().int() });
export type MediaPartReceipt = z.infer<typeof mediaPartReceiptSchema>;

/** A checked, stored media: its key is what /count/create takes as `ossUrl`. */
export const mediaStoredSchema = z.object({
  ossUrl: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** photos only (as shown, after EXIF orientation); null for videos */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaStored = z.infer<typeof mediaStoredSchema>;

/** GET /media/upload/{uploadId}: what is stored so far, to resume after a reload or a lost answer. */
export const mediaUploadStatusSchema = mediaUploadPlanSchema.extend({
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** part indices stored, ascending */
  received: z.array(z.number().int()),
  /** part indices still to send, ascending; empty once completed */
  missing: z.array(z.number().int()),
  /** the media once completed, else null */
  completed: mediaStoredSchema.nullable(),
});
export type MediaUploadStatus = z.infer<typeof mediaUploadStatusSchema>;
