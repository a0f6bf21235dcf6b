import { z } from 'zod';
import { dayString, listQuerySchema } from './common';

// counting: count orders, their images, the detector's circles and the user's review (spec §2 Images
// and counts, §3 Count order / Image coordinates / Image card, §4 Count orders and images, §7 Counting
// by image or video).

/** §4 count order status. 8 (failed: the media cannot be read) may be deleted but not looked at. */
export const COUNT_ORDER_STATUS = {
  QUEUED: 1,
  RECOGNISING: 5,
  FAILED: 8,
  RECOGNISED: 10,
  /** every live image reviewed: verify allowed, delete refused */
  REVIEWED: 12,
  VERIFIED: 15,
} as const;
export type CountOrderStatus = (typeof COUNT_ORDER_STATUS)[keyof typeof COUNT_ORDER_STATUS];

/** §3 Image card status: 0 uploaded (queued), 5 processing, 8 failed, 10 processed, 12 confirmed. */
export const COUNT_IMAGE_STATUS = {
  UPLOADED: 0,
  PROCESSING: 5,
  FAILED: 8,
  PROCESSED: 10,
  CONFIRMED: 12,
} as const;
export type CountImageStatus = (typeof COUNT_IMAGE_STATUS)[keyof typeof COUNT_IMAGE_STATUS];

/** §4 Image card state: 4 normal (deletable), 0 deleted (recoverable). Only normal images count. */
export const COUNT_IMAGE_STATE = { DELETED: 0, NORMAL: 4 } as const;
export type CountImageState = (typeof COUNT_IMAGE_STATE)[keyof typeof COUNT_IMAGE_STATE];

/** §3 Count order ossType: 1 image, 2 video. */
export const OSS_TYPE = { IMAGE: 1, VIDEO: 2 } as const;
export type OssType = (typeof OSS_TYPE)[keyof typeof OSS_TYPE];

/** Why an image's recognition failed (count_images.error_code, `counting.recognition.failed`). */
export const RECOGNITION_ERROR = {
  /** the file is not a photo the decoder can read (corrupt, truncated, another format): not retried */
  IMAGE_UNREADABLE: 'IMAGE_UNREADABLE',
  /** the media key held nothing on the last attempt */
  MEDIA_MISSING: 'MEDIA_MISSING',
  /** any other failure, on the last attempt */
  RECOGNITION_FAILED: 'RECOGNITION_FAILED',
} as const;
export type RecognitionErrorCode = (typeof RECOGNITION_ERROR)[keyof typeof RECOGNITION_ERROR];

/** Circles a user may place on one photo (the point editor refuses more). */
export const MAX_CIRCLES = 5000;

/**
 * The image list's status filter (§2 /imgList/index, dashboard cards): "doing" (5) is every image
 * still waiting for or in recognition (0, 5), "finished" (10) every image with a result (10, 12).
 */
export const IMAGE_STATUS_FILTER = {
  5: [COUNT_IMAGE_STATUS.UPLOADED, COUNT_IMAGE_STATUS.PROCESSING],
  10: [COUNT_IMAGE_STATUS.PROCESSED, COUNT_IMAGE_STATUS.CONFIRMED],
} as const satisfies Record<number, readonly CountImageStatus[]>;

/** What the count-order list offers for an order in `status` (§4): look > 5 (not failed), delete < 12, verify at 12. */
export function countOrderActions(status: number): { look: boolean; delete: boolean; verify: boolean } {
  return {
    look: status >= COUNT_ORDER_STATUS.RECOGNISED,
    delete: status < COUNT_ORDER_STATUS.REVIEWED,
    verify: status === COUNT_ORDER_STATUS.REVIEWED,
  };
}

/** A count order's internal id (a bigint identity, safe as a JS number). */
export const countIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** `{id}` in a path: digits only. */
export const countIdParamSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .pipe(countIdSchema),
});
export type CountIdParam = z.infer<typeof countIdParamSchema>;

/** `{imgId}` in a path (the photo of an image card): digits only. */
export const countImageIdParamSchema = z.strictObject({
  imgId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .pipe(countIdSchema),
});
export type CountImageIdParam = z.infer<typeof countImageIdParamSchema>;

/** `CT{yyyyMMdd}{4-digit sequence}`, e.g. CT202611230001 (5 digits after the 9,999th order of a day). */
export const COUNT_ORDER_NO_PATTERN = /^CT\d{8}\d{4,6}$/;
export const countOrderNoParamSchema = z.strictObject({
  orderNo: z.string().regex(COUNT_ORDER_NO_PATTERN),
});

/**
 * A log end as a circle in the photo's own pixels (centre x, y and radius r). The detector's
 * circles carry its confidence; the user's do not.
 */
export const circleSchema = z.strictObject({
  x: z.number().min(0).max(100_000),
  y: z.number().min(0).max(100_000),
  r: z.number().gt(0).max(100_000),
  score: z.number().min(0).max(1).optional(),
});
export type Circle = z.infer<typeof circleSchema>;

/**
 * Limits of a scale reference (the point editor's too): a stick of 10 to 1000 cm or a pile of 0.5
 * to 100 m, at least 10 photo pixels long (shorter is too imprecise to give a scale).
 */
export const SCALE_REFERENCE_LIMITS = {
  stickCm: { min: 10, max: 1000 },
  pileM: { min: 0.5, max: 100 },
  minPixels: 10,
} as const;

/**
 * What gives the photo a scale, so circles become centimetres: a stick (or marker) of known
 * length marked from end to end, or the pile's length between two x positions. Without one the
 * order shows counts only.
 */
export const scaleReferenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('stick'),
    x1: z.number().min(0).max(100_000),
    y1: z.number().min(0).max(100_000),
    x2: z.number().min(0).max(100_000),
    y2: z.number().min(0).max(100_000),
    lengthCm: z.number().min(SCALE_REFERENCE_LIMITS.stickCm.min).max(SCALE_REFERENCE_LIMITS.stickCm.max),
  }),
  z.strictObject({
    kind: z.literal('pile'),
    x1: z.number().min(0).max(100_000),
    x2: z.number().min(0).max(100_000),
    lengthM: z.number().min(SCALE_REFERENCE_LIMITS.pileM.min).max(SCALE_REFERENCE_LIMITS.pileM.max),
  }),
]);
export type ScaleReference = z.infer<typeof scaleReferenceSchema>;

/** A stored media key, as the parted upload answers it (`ossUrl`). */
const mediaKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9/_.-]+$/);

/** Photos one count order may hold (`ossUrl` and `moreOssUrls`): several photos of one load. */
export const COUNT_MAX_PHOTOS = 10;

/**
 * POST /count/create: a count order for a stored media key (from the parted upload). (chosen)
 * `moreOssUrls`: further photos of the same load (ossType 1 only, each key once), counted together
 * as images 2, 3, ... of the one order.
 */
export const countCreateSchema = z
  .strictObject({
    ossUrl: mediaKeySchema,
    ossType: z.union([z.literal(OSS_TYPE.IMAGE), z.literal(OSS_TYPE.VIDEO)]),
    moreOssUrls: z
      .array(mediaKeySchema)
      .max(COUNT_MAX_PHOTOS - 1)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const more = body.moreOssUrls ?? [];
    if (more.length > 0 && body.ossType !== OSS_TYPE.IMAGE) {
      ctx.addIssue({ code: 'custom', path: ['moreOssUrls'], message: 'only photos are counted together' });
    }
    if (new Set([body.ossUrl, ...more]).size !== more.length + 1) {
      ctx.addIssue({ code: 'custom', path: ['moreOssUrls'], message: 'each photo once' });
    }
  });
export type CountCreate = z.infer<typeof countCreateSchema>;

export const countCreatedSchema = z.object({
  id: countIdSchema,
  orderNo: z.string(),
  status: z.number().int(),
  imageIds: z.array(countIdSchema),
});
export type CountCreated = z.infer<typeof countCreatedSchema>;

/** POST /count/page: newest first; days in the caller's time zone, both included. */
export const countPageQuerySchema = listQuerySchema({
  orderNo: z.string().trim().max(30).optional(),
  beginDate: dayString.optional(),
  endDate: dayString.optional(),
  /** (chosen) only orders reviewed or verified (12, 15): what the stock-in sheet dialog offers */
  reviewed: z.boolean().optional(),
});
export type CountPageQuery = z.infer<typeof countPageQuerySchema>;

/**
 * How much of a video was counted (issue 39): its length, the seconds its sampled frames cover
 * (the whole length: frames are spread over all of it, never cut from the start) and the frames
 * counted, e.g. "Counted 180 s of 180 s, 360 frames".
 */
export const countedVideoSchema = z.object({
  /** the video's length in seconds (0.1 s) */
  durationS: z.number().min(0),
  /** the seconds of the video its counted frames cover (0.1 s) */
  coveredS: z.number().min(0),
  /** frames sampled and counted */
  frames: z.number().int().min(0),
});
export type CountedVideo = z.infer<typeof countedVideoSchema>;

/** A row of the count-order list (§3 Count order). */
export const countOrderRowSchema = z.object({
  id: countIdSchema,
  orderNo: z.string(),
  ossType: z.number().int(),
  /** the media key of the first image */
  ossUrl: z.string(),
  /** logs counted on the live images: the user's circles where reviewed, else the detector's */
  qty: z.number().int(),
  status: z.number().int(),
  /** why recognition failed (status 8), e.g. IMAGE_UNREADABLE */
  errorCode: z.string().nullable(),
  /** recognition progress 0..100 over the live images (the least advanced one) */
  progress: z.number().int().min(0).max(100),
  createTime: z.string(),
  /** a video order once counted: how much of the video was counted; null otherwise */
  video: countedVideoSchema.nullable().optional(),
});
export type CountOrderRow = z.infer<typeof countOrderRowSchema>;

/** One log's diameter (cm, 1 decimal) and, with a standard and log length, its volume. */
export const countedLogSchema = z.object({
  dia: z.number(),
  diameterClass: z.number().int().nullable(),
  /** m3 with the standard's decimals; null when the standard cannot measure this log */
  volume: z.string().nullable(),
});
export type CountedLog = z.infer<typeof countedLogSchema>;

/** §3 Image coordinates of one image in the detail, and what they count. */
export const countImageDetailSchema = z.object({
  imgId: countIdSchema,
  seq: z.number().int(),
  ossUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  status: z.number().int(),
  state: z.number().int(),
  /** the card's "manual diameter" tag: diameters come from a reference the user marked */
  manualDia: z.boolean(),
  progress: z.number().int(),
  errorCode: z.string().nullable(),
  modelVersion: z.string().nullable(),
  /** the detector's circles, never changed by a user */
  coordinate: z.array(circleSchema),
  /** the user's circles, null until a review is saved */
  coordinateManual: z.array(circleSchema).nullable(),
  reference: scaleReferenceSchema.nullable(),
  /** the count: user's circles when reviewed, else the detector's */
  value: z.number().int(),
  /** cm per photo pixel from the reference; null without one */
  cmPerPx: z.number().nullable(),
  /** per log, in the order of the counted circles; null without a reference (never invented) */
  dia: z.array(countedLogSchema).nullable(),
  /** total m3 (3 decimals) of the measured logs; null without reference, standard or log length */
  volume: z.string().nullable(),
  /** logs the standard could not measure (outside its diameter classes) */
  unmeasured: z.number().int(),
});
export type CountImageDetail = z.infer<typeof countImageDetailSchema>;

/** GET /count/detail/{id} */
export const countOrderDetailSchema = countOrderRowSchema.extend({
  logLengthM: z.number().nullable(),
  standard: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  actions: z.object({ look: z.boolean(), delete: z.boolean(), verify: z.boolean() }),
  /** total m3 (3 decimals) of the live images, when every one of them has a volume */
  volume: z.string().nullable(),
  volumeE4: z.number().int().nullable(),
  images: z.array(countImageDetailSchema),
});
export type CountOrderDetail = z.infer<typeof countOrderDetailSchema>;

/**
 * The scale and measuring settings saved with a review: the photo's reference (null removes it),
 * the order's log length in m and measuring standard (null clears; absent leaves unchanged).
 */
export const countDiaSettingsSchema = z.strictObject({
  reference: scaleReferenceSchema.nullable().optional(),
  logLengthM: z.number().gt(0).max(40).nullable().optional(),
  standard: z.string().trim().min(1).max(50).nullable().optional(),
});
export type CountDiaSettings = z.infer<typeof countDiaSettingsSchema>;

/**
 * POST /count/coordinate/update: saves the user's review of one image. `coordinate` (the
 * detector's circles as the editor loaded them) is accepted for the spec's call and ignored: the
 * model's output is never overwritten. `coordinateManual` is the user's whole set of circles.
 */
export const coordinateUpdateSchema = z.strictObject({
  id: countIdSchema,
  imgId: countIdSchema,
  coordinate: z.array(circleSchema).max(MAX_CIRCLES).optional(),
  coordinateManual: z.array(circleSchema).max(MAX_CIRCLES),
  dia: countDiaSettingsSchema.optional(),
});
export type CoordinateUpdate = z.infer<typeof coordinateUpdateSchema>;

/** POST /count/coordinate/updateStatus: the user confirms one image (10 → 12). */
export const coordinateStatusSchema = z.strictObject({ id: countIdSchema, imgId: countIdSchema });
export type CoordinateStatus = z.infer<typeof coordinateStatusSchema>;

/** The image list (/imgList/index): `num` matches the order number, 20 per scroll. */
export const countImagePageQuerySchema = listQuerySchema({
  num: z.string().trim().max(30).optional(),
  status: z.union([z.literal(5), z.literal(10)]).optional(),
  type: z.union([z.literal(OSS_TYPE.IMAGE), z.literal(OSS_TYPE.VIDEO)]).optional(),
  beginDate: dayString.optional(),
  endDate: dayString.optional(),
});
export type CountImagePageQuery = z.infer<typeof countImagePageQuerySchema>;

/**
 * §3 picStatus of an image's recognition feedback (§4: 0 becomes 5 after a successful feedback; 5
 * and 10 disable the button): 0 none sent, 5 sent (the provider looks at it), 10 handled.
 */
export const FEEDBACK_STATUS = { NONE: 0, SENT: 5, DONE: 10 } as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS];

/** A comment of a feedback: optional, at most 500 characters. */
export const FEEDBACK_COMMENT_MAX = 500;

/** POST /oss/feedback/{id}: the user reports that the recognition of image {id} was wrong. */
export const imageFeedbackSchema = z.strictObject({
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX).optional(),
});
export type ImageFeedback = z.infer<typeof imageFeedbackSchema>;

/** The answer of a feedback, and the card's feedback once sent. */
export const imageFeedbackStateSchema = z.object({
  picStatus: z.number().int(),
  /** when and by whom it was sent; null before */
  feedbackTime: z.string().nullable(),
  feedbackBy: z.string().nullable(),
  feedbackComment: z.string().nullable(),
});
export type ImageFeedbackState = z.infer<typeof imageFeedbackStateSchema>;

/** Whether an image has something to give feedback on: a result (10, 12) or a failure (8). */
export const feedbackAllowed = (imageStatus: number): boolean =>
  imageStatus === COUNT_IMAGE_STATUS.FAILED ||
  imageStatus === COUNT_IMAGE_STATUS.PROCESSED ||
  imageStatus === COUNT_IMAGE_STATUS.CONFIRMED;

/** §3 Image card. */
export const countImageCardSchema = imageFeedbackStateSchema.extend({
  id: countIdSchema,
  ossUrl: z.string(),
  ossType: z.number().int(),
  status: z.number().int(),
  state: z.number().int(),
  /** the order the image belongs to */
  detailId: countIdSchema,
  /** (chosen) the video itself (a video order's own image, played from /count/img/video/{id}), not a photo */
  video: z.boolean(),
  orderNo: z.string(),
  /** the "manual diameter" tag */
  dia: z.boolean(),
  qty: z.number().int().nullable(),
  progress: z.number().int(),
  errorCode: z.string().nullable(),
  createTime: z.string(),
});
export type CountImageCard = z.infer<typeof countImageCardSchema>;

/** The dashboard's picture counts: being processed (0, 5) and processed (10, 12). */
export const countingSummarySchema = z.object({
  handlingNum: z.number().int(),
  handledNum: z.number().int(),
});
export type CountingSummary = z.infer<typeof countingSummarySchema>;
