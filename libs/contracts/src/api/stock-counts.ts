import { z } from 'zod';
import { dayString, listQuerySchema, readQuerySchema } from './common';

/** §4 Stock-count plan status: 5 in progress, 10 finished. */
export const COUNT_PLAN_STATUS = { IN_PROGRESS: 5, FINISHED: 10 } as const;
/** §3 checkStatus: 6 not counted yet, 7 counting (a line was counted), 10 counted (finished). */
export const COUNT_CHECK_STATUS = { NOT_COUNTED: 6, COUNTING: 7, COUNTED: 10 } as const;
/** The count detail's result filter: 0 every line, 1 as booked, 2 found in excess (profit), 3 missing (loss). */
export const COUNT_RESULT = { ALL: 0, EQUAL: 1, PROFIT: 2, LOSS: 3 } as const;

/** §7 /inv/check/createList {planTime, loc, kind}: the day (not in the future), the location, the kind (none: every kind). */
export const countPlanCreateSchema = z.strictObject({
  planTime: dayString,
  loc: z.uuid(),
  kind: z.uuid().nullish(),
});
export type CountPlanCreate = z.infer<typeof countPlanCreateSchema>;

/** §7 /inv/check/list/page: the plans, newest first; filter by status and location. */
export const countPlanListQuerySchema = listQuerySchema({
  status: z.union([z.literal(5), z.literal(10)]).optional(),
  loc: z.uuid().optional(),
});
export type CountPlanListQuery = z.output<typeof countPlanListQuerySchema>;

/** §3 Stock-count plan. */
export const countPlanSchema = z.object({
  id: z.uuid(),
  checkListNo: z.string(),
  storageBinId: z.uuid(),
  storageBin: z.string(),
  woodKindId: z.uuid().nullable(),
  /** '' when the plan counts every kind */
  woodKind: z.string(),
  /** the lengths of the plan's lines (m), comma separated */
  woodSpecs: z.string(),
  qty: z.number().int(),
  checkQty: z.number().int(),
  planner: z.string(),
  plannedTime: z.string(),
  checker: z.string(),
  checkTime: z.string().nullable(),
  createTime: z.string(),
  status: z.number().int(),
  statusDesc: z.string(),
  checkStatus: z.number().int(),
  checkStatusDesc: z.string(),
});
export type CountPlan = z.infer<typeof countPlanSchema>;

/** The count-detail filters (§7 listDetail {location, kind, length, result}); the plan is the current one unless `id` names another. */
const countDetailFilters = {
  id: z.uuid().optional(),
  location: z.uuid().optional(),
  kind: z.uuid().optional(),
  /** §5 the length filter is sanitized and trimmed: digits and one point */
  length: z
    .string()
    .max(10)
    .transform((text) => text.replace(/[^\d.]/g, '').trim())
    .optional(),
  result: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
};
export const countDetailQuerySchema = listQuerySchema(countDetailFilters);
export type CountDetailQuery = z.output<typeof countDetailQuerySchema>;
/** §7 /inv/check/downloadExcel: the count detail with the same filters, as a workbook. */
export const countDetailExportSchema = readQuerySchema(countDetailFilters);
export type CountDetailExport = z.output<typeof countDetailExportSchema>;

/** §3 Count detail. dia and length are 0 for pieces in stock without readings. */
export const countLineSchema = z.object({
  diaId: z.uuid(),
  planId: z.uuid(),
  locName: z.string(),
  kindName: z.string(),
  dia: z.number(),
  length: z.number(),
  qty: z.number().int(),
  checkQty: z.number().int(),
  invQtyProfit: z.number().int(),
  invQtyLoss: z.number().int(),
  counted: z.boolean(),
});
export type CountLine = z.infer<typeof countLineSchema>;

/** The detail page: the plan it shows (none when no plan is current) and its lines. */
export const countDetailPageSchema = z.object({
  plan: countPlanSchema.nullable(),
  records: z.array(countLineSchema),
  total: z.number().int(),
});
export type CountDetailPage = z.infer<typeof countDetailPageSchema>;

/** (chosen) /inv/check/detail/count: what was counted on one line of the current plan. */
export const countLineCountSchema = z.strictObject({
  diaId: z.uuid(),
  checkQty: z.number().int().min(0).max(1_000_000),
});
export type CountLineCount = z.infer<typeof countLineCountSchema>;

/** (chosen) /inv/check/detail/add: logs found that the book does not hold (a new line, book 0). */
export const countLineAddSchema = z.strictObject({
  kind: z.uuid(),
  dia: z.number().int().min(1).max(200),
  length: z.number().positive().max(15),
  checkQty: z.number().int().min(1).max(1_000_000),
});
export type CountLineAdd = z.infer<typeof countLineAddSchema>;

/** §7 /inv/check/delete/{checkListNo}. */
export const checkListNoParamSchema = z.strictObject({ checkListNo: z.string().min(1).max(40) });
/** §7 /inv/check/detail/delete/{diaId}. */
export const diaIdParamSchema = z.strictObject({ diaId: z.uuid() });

/** (chosen) /inv/check/adjustments {id}: the stock adjustments a finished plan made (its differences). */
export const countAdjustmentQuerySchema = readQuerySchema({ id: z.uuid() });
export const countAdjustmentSchema = z.object({
  id: z.uuid(),
  diaId: z.uuid(),
  locName: z.string(),
  kindName: z.string(),
  dia: z.number(),
  length: z.number(),
  /** > 0 logs found in excess, < 0 logs missing */
  qty: z.number().int(),
  /** m3, signed like qty (known once applied) */
  volume: z.number(),
  createTime: z.string(),
  appliedTime: z.string().nullable(),
});
export type CountAdjustment = z.infer<typeof countAdjustmentSchema>;
export const countAdjustmentListSchema = z.object({ records: z.array(countAdjustmentSchema) });

/** A month as the month picker sends it: yyyy-MM. */
export const monthString = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' });

/** §7 /simple/inv/list {month}. */
export const monthlyInventoryQuerySchema = readQuerySchema({ month: monthString });
/** §3 Monthly inventory row (volumes in m3, 3 decimals); logVol2 and profitAndLoss null until counted. */
export const monthlyInventoryRowSchema = z.object({
  id: z.string(),
  logKindId: z.uuid(),
  logKind: z.string(),
  logVol: z.number(),
  inboundVol: z.number(),
  adjustedVol: z
    .number()
    .describe(
      "(chosen) the stock counts' adjustments in the month: logs found in excess less logs found missing, m3",
    ),
  outboundVol1: z.number(),
  outboundVol2: z.number(),
  outboundVol: z.number(),
  inventory: z.number(),
  logVol2: z.number().nullable(),
  profitAndLoss: z.number().nullable(),
});
export type MonthlyInventoryRow = z.infer<typeof monthlyInventoryRowSchema>;
export const monthlyInventorySchema = z.object({
  month: z.string(),
  records: z.array(monthlyInventoryRowSchema),
});
export type MonthlyInventory = z.infer<typeof monthlyInventorySchema>;

/** §7 /simple/inv/adjust {month, logKindId, vol}: §5 stocktake volume, up to 3 decimals. */
export const monthlyAdjustSchema = z.strictObject({
  month: monthString,
  logKindId: z.uuid(),
  vol: z
    .number()
    .min(0)
    .max(10_000_000)
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { error: 'invalid' }),
});
export type MonthlyAdjust = z.infer<typeof monthlyAdjustSchema>;

/** A row of a checked or purchase diameter sheet: diameter (cm), length (m), number of logs. */
const diameterSheetRow = z.strictObject({
  dia: z.number().int().min(1).max(300),
  len: z.number().positive().max(15),
  qty: z.number().int().min(1).max(10_000),
});
const diameterSheetRows = z.array(diameterSheetRow).min(1).max(1_000);

/** §7 /checkStock/modify: the checked (re-measured) diameter sheet of a stock-in sheet, added or replaced. */
export const checkedSheetSaveSchema = z.strictObject({
  stockInHeadId: z.uuid(),
  diameters: diameterSheetRows,
});
export type CheckedSheetSave = z.infer<typeof checkedSheetSaveSchema>;
/** §7 /purchase/diasheet/Add: the purchase diameter sheet of a stock-in sheet (the seller's). */
export const purchaseSheetAddSchema = checkedSheetSaveSchema;
/** §7 /purchase/diasheet/Edit: its rows replaced. */
export const purchaseSheetEditSchema = z.strictObject({ id: z.uuid(), diameters: diameterSheetRows });
export type PurchaseSheetEdit = z.infer<typeof purchaseSheetEditSchema>;

/** (chosen) /cmw/handwriting/template/{type}: template one (logs per diameter class) or two (one log per cell). */
export const handwritingTemplateParamSchema = z.strictObject({
  type: z.enum(['1', '2'], { error: 'the template is 1 or 2' }),
});
export const handwritingTemplateQuerySchema = readQuerySchema({
  stockInHeadId: z
    .uuid()
    .optional()
    .describe("the stock-in sheet it is for: template one lists its standard's diameter classes"),
  standard: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .optional()
    .describe('template one without a sheet: the standard (its code) whose classes it lists'),
  fromCm: z.number().int().min(1).max(300).optional().describe("template one's first class (cm)"),
  toCm: z.number().int().min(1).max(300).optional().describe("template one's last class (cm)"),
});
export type HandwritingTemplateQuery = z.infer<typeof handwritingTemplateQuerySchema>;

/** §7 /checkStock/stats/list: the checked sheets, newest first, against what the stock-in measured. */
export const checkedSheetListQuerySchema = listQuerySchema({
  spu: z.string().trim().max(40).optional(),
});
export const diameterSheetSummarySchema = z.object({
  id: z.uuid(),
  stockInHeadId: z.uuid(),
  spu: z.string(),
  customerName: z.string(),
  woodKind: z.string(),
  standard: z.string(),
  /** what the stock-in sheet measured */
  quantity: z.number().int(),
  volume: z.number(),
  /** what this sheet holds */
  checkQty: z.number().int(),
  checkVol: z.number(),
  /** checkVol against volume, in percent (null when the stock-in has no volume) */
  diffPercent: z.number().nullable(),
  creator: z.string(),
  updateTime: z.string(),
});
export type DiameterSheetSummary = z.infer<typeof diameterSheetSummarySchema>;

/** §7 /checkStock/stats/dia {id}, /purchase/diasheet/list/{id}: a diameter sheet's rows. */
export const checkedSheetDiaQuerySchema = readQuerySchema({ id: z.uuid() });
export const diameterSheetSchema = z.object({
  sheet: diameterSheetSummarySchema.nullable(),
  records: z.array(
    z.object({ dia: z.number().int(), length: z.number(), qty: z.number().int(), vol: z.number() }),
  ),
});
export type DiameterSheet = z.infer<typeof diameterSheetSchema>;

/** (chosen) /checkStock/stats/compare: the static comparison report of the diameter sets of stock-in sheets. */
export const diameterSetsQuerySchema = readQuerySchema({
  ids: z.array(z.uuid()).min(1).max(100).describe('the stock-in sheets compared (1 to 100)'),
});
export type DiameterSetsQuery = z.infer<typeof diameterSetsQuerySchema>;

/** Logs and m3 (3 decimals) as measured (the stock-in), as checked and as purchased. */
const diameterSetFigures = {
  qty: z.number().int(),
  vol: z.number(),
  checkQty: z.number().int(),
  checkVol: z.number(),
  purchaseQty: z.number().int(),
  purchaseVol: z.number(),
};
/** One stock-in sheet of the report with its three sets' totals (null: it has no such sheet). */
export const diameterSetsSheetSchema = z.object({
  id: z.uuid(),
  spu: z.string(),
  storageDate: z.string(),
  customerName: z.string(),
  woodKind: z.string(),
  standard: z.string(),
  quantity: z.number().int(),
  volume: z.number(),
  checkQty: z.number().int().nullable(),
  checkVol: z.number().nullable(),
  purchaseQty: z.number().int().nullable(),
  purchaseVol: z.number().nullable(),
});
export type DiameterSetsSheet = z.infer<typeof diameterSetsSheetSchema>;
export const diameterSetsRowSchema = z.object({
  /** the diameter class (cm) under each sheet's standard; null: logs the standard cannot class */
  dia: z.number().int().nullable(),
  ...diameterSetFigures,
});
export type DiameterSetsRow = z.infer<typeof diameterSetsRowSchema>;
export const diameterSetsSchema = z.object({
  /** the sheets found, in the order asked (ids of no stock-in sheet of the tenant are left out) */
  sheets: z.array(diameterSetsSheetSchema),
  /** by diameter class, ascending (the unclassed last) */
  rows: z.array(diameterSetsRowSchema),
  totals: z.object(diameterSetFigures),
  /** how many of the sheets have a checked and a purchase sheet */
  checkedSheets: z.number().int(),
  purchaseSheets: z.number().int(),
});
export type DiameterSets = z.infer<typeof diameterSetsSchema>;

/**
 * (chosen) /cmw/handwriting/classes: template one's lines (the diameter classes printed on it, cm,
 * in order) for the same body the template was printed with, so the review maps each line read to
 * its class.
 */
export const handwritingClassesSchema = z.object({ classes: z.array(z.number().int().min(1).max(300)) });
export type HandwritingClasses = z.infer<typeof handwritingClassesSchema>;

/** §7 /cmw/handwriting/{type}: the photo of a filled template, in this multipart form field. */
export const HANDWRITING_PHOTO_FIELD = 'photo';
/** The largest photo of a sheet taken: 10 MB, the BFF's limit of an upload (a phone's JPEG is 2 to 8 MB). */
export const HANDWRITING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const handwritingReadingParamSchema = z.strictObject({ id: z.uuid() });

/** What a digit box holds: a field of a row (template one: the count; two: diameter and length). */
export const handwritingFieldSchema = z.enum(['count', 'diameter', 'length']);
/**
 * Why a cell must be checked: a digit (or whether a box holds one) not sure enough; a value outside
 * the spec's limits (diameter 1 to 300 cm, length up to 15 m): never saved as read; an empty box
 * between written ones.
 */
export const handwritingFlagSchema = z.enum(['unsure', 'outOfLimits', 'gap']);
export const handwritingCellSchema = z.object({
  field: handwritingFieldSchema,
  /** each box's digit, left to right; null where the box is empty (an empty box is never 0) */
  digits: z.array(z.number().int().min(0).max(9).nullable()),
  /** what the digits make (length in m, its last box the tenths); null when nothing is written */
  value: z.number().nullable(),
  /** 0 to 1 */
  confidence: z.number().min(0).max(1),
  flags: z.array(handwritingFlagSchema),
});
export type HandwritingCell = z.infer<typeof handwritingCellSchema>;
export const handwritingRowSchema = z.object({
  /** template one: the line (1 = the first class printed); template two: the log's printed number */
  number: z.number().int().min(1),
  /** where the row's label and boxes are on the page, mm from its top left corner */
  crop: z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
  cells: z.array(handwritingCellSchema),
  /** the lowest confidence of its cells */
  confidence: z.number().min(0).max(1),
  /** a cell flagged, or a length without a diameter: shown first and marked */
  doubtful: z.boolean(),
});
export type HandwritingRow = z.infer<typeof handwritingRowSchema>;
/**
 * Why a photo could not be read, each with what to retake: no corner marks, upside down, the other
 * template, a code strip that names none, the page too small, too blurred; not an image at all;
 * the reading failed after its retries.
 */
export const handwritingProblemSchema = z.enum([
  'marks',
  'upsideDown',
  'otherTemplate',
  'code',
  'tooSmall',
  'blurred',
  'unreadable',
  'failed',
]);
export type HandwritingProblem = z.infer<typeof handwritingProblemSchema>;
export const handwritingReadingStatusSchema = z.enum(['reading', 'read', 'failed']);
export const handwritingReadingSchema = z.object({
  id: z.uuid(),
  template: z.union([z.literal(1), z.literal(2)]),
  status: handwritingReadingStatusSchema,
  /** when failed: what to retake */
  problem: handwritingProblemSchema.nullable(),
  /** when read: the rows with anything written, in printed order */
  rows: z.array(handwritingRowSchema),
  /** the page (mm) the crops are on: the flat page image is this size at pagePxPerMm */
  page: z.object({ w: z.number(), h: z.number(), pxPerMm: z.number() }),
  modelVersion: z.string().nullable(),
  createTime: z.string(),
});
export type HandwritingReading = z.infer<typeof handwritingReadingSchema>;
