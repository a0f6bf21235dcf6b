import { z } from 'zod';
import { dayString, listQuerySchema } from './common';
import { FEEDBACK_COMMENT_MAX } from './counting';

/**
 * §2 Images and counts, the pictures measuring devices sent with their logs (one card per log
 * with a picture). §4 card state: 4 shown, 0 deleted (recover sets 4 again).
 */
export const CARD_STATE = { DELETED: 0, SHOWN: 4 } as const;

/** The sheet kinds a picture belongs to, as the §7 paths name them: /{stock|stockIn|stockOut}/d/... */
export const PICTURE_KINDS = ['stock', 'stockIn', 'stockOut'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** (chosen) POST /oss/d/pageImg: the device pictures by bus (transport) or sheet number, status and days, 20 per scroll. */
export const devicePicturePageQuerySchema = listQuerySchema({
  num: z.string().trim().max(30).optional().describe('part of the transport number or of the sheet number'),
  flag: z
    .union([z.literal(1), z.literal(2)])
    .optional()
    .describe('1 stock-in, 2 stock-out sheets'),
  picStatus: z
    .union([z.literal(0), z.literal(5), z.literal(10)])
    .optional()
    .describe('feedback: 0 none, 5 sent, 10 handled'),
  beginDate: dayString.optional(),
  endDate: dayString.optional(),
});
export type DevicePicturePageQuery = z.infer<typeof devicePicturePageQuerySchema>;

/** One device picture card: the log it shows, its sheet, card state and feedback. */
export const devicePictureSchema = z.object({
  id: z.uuid().describe('the log'),
  kind: z.enum(['stockIn', 'stockOut']),
  sheetId: z.uuid(),
  spu: z.string(),
  transportNum: z.string(),
  deviceNo: z.string(),
  picUrl: z.string(),
  diameter: z.number().describe('cm, the smaller reading'),
  maxDiameter: z.number(),
  length: z.number().describe('m'),
  manual: z.boolean().describe('the diameter was entered by hand (the card’s manual tag)'),
  cardState: z.number().int(),
  picStatus: z.number().int(),
  feedbackTime: z.string().nullable(),
  feedbackBy: z.string().nullable(),
  feedbackComment: z.string().nullable(),
  createTime: z.string(),
});
export type DevicePicture = z.infer<typeof devicePictureSchema>;

/** `{id}` of /{kind}/d/delete|recover|feedbackImg/{id}: a log (stockIn, stockOut) or a stock piece (stock). */
export const pictureIdParamSchema = z.strictObject({ id: z.uuid() });

/** /{kind}/d/feedbackImg/{id}: the picture is wrong; an optional comment. */
export const pictureFeedbackSchema = z.strictObject({
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX).optional(),
});
export type PictureFeedback = z.infer<typeof pictureFeedbackSchema>;

/** The card after a delete, recover or feedback. */
export const pictureStateSchema = z.object({
  cardState: z.number().int(),
  picStatus: z.number().int(),
});
export type PictureState = z.infer<typeof pictureStateSchema>;
