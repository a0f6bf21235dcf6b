/** The diameter data detail: wood pieces and images of a sheet or a stock row (spec §2 Diameter data detail, §3 Wood piece). */
import { z } from 'zod';
import { listQuerySchema, pageResultSchema, readQuerySchema } from './common';
import { diameterCategorySchema, stockRowSchema } from './sheets';

/** A measurement standard: a preset's code or one of the tenant's own. */
const standardCodeSchema = z.string().trim().min(2).max(32);

/** The wood detail dialog shows 10 pieces a page (spec §9). */
export const WOOD_PIECE_PAGE_SIZE = 10;

/**
 * §7 /stockIn/d/pageDetail, /stockOut/d/pageDetail, /stock/d/pageData: the pieces of a sheet or
 * a stock row, paged; `dia` and `length` keep one row of the diameter table (the "view" action),
 * classes under `standard` (the sheet's own, or the stock row's default, when absent).
 */
export const woodPieceQuerySchema = listQuerySchema(
  {
    id: z.uuid(),
    dia: z.number().int().min(1).max(300).optional().describe('diameter class in cm under the standard'),
    length: z.number().positive().max(15).optional().describe('length class in m under the standard'),
    standard: standardCodeSchema.optional(),
  },
  { defaultPageSize: WOOD_PIECE_PAGE_SIZE, maxPageSize: 1000 },
);
export type WoodPieceQuery = z.infer<typeof woodPieceQuerySchema>;

/** §3 Wood piece: one log with its readings, its class and volume under the standard, and its provenance. */
export const woodPieceSchema = z.object({
  id: z.uuid(),
  woodCode: z.string(),
  minDiameter: z.number().nullable().describe('cm; null for a dummy'),
  maxDiameter: z.number().nullable().describe('cm; null for a dummy'),
  woodSpecs: z.number().nullable().describe('the measured length in m; null for a dummy'),
  diameter: z
    .number()
    .int()
    .nullable()
    .describe('diameter class in cm under the standard; null where the standard cannot measure the log'),
  lengthClass: z.number().nullable().describe('length class in m under the standard'),
  volume: z.number().nullable().describe('m3, as the standard tabulates it (up to 4 decimals)'),
  dataSource: z.number().int().describe('0 none (dummy), 1 device, 2 manual entry, 3 image'),
  dataSourceDesc: z.string().describe("the data source in the caller's language"),
  isManual: z.boolean(),
  abnormal: z.boolean(),
  deviceNo: z.string(),
  ossUrl: z.string().describe('the picture the log was measured on; empty when none'),
  picStatus: z.number().int().describe('0 feedback can be sent, 5 in progress, 10 done'),
  dummy: z.boolean().describe('stock only: stands for stock without a measured log'),
});
export type WoodPiece = z.infer<typeof woodPieceSchema>;

export const woodPiecePageSchema = pageResultSchema(woodPieceSchema).extend({
  /** the standard the classes and volumes are under */
  standard: z.string(),
});
export type WoodPiecePage = z.infer<typeof woodPiecePageSchema>;

/** (chosen) /stockIn/d/images, /stockOut/d/images, /stock/d/images: "view images". */
export const detailImagesQuerySchema = readQuerySchema({ id: z.uuid() });
/** At most this many distinct pictures are listed (total says how many there are). */
export const DETAIL_IMAGES_LIMIT = 500;
export const detailImagesSchema = z.object({
  records: z.array(z.object({ url: z.string(), count: z.number().int().describe('logs measured on it') })),
  total: z.number().int(),
});
export type DetailImages = z.infer<typeof detailImagesSchema>;

/** §7 /stock/d/getDiaCategory/{id} {standard?}: the stock row by diameter class and length. */
export const stockDiameterCategoryQuerySchema = readQuerySchema({ standard: standardCodeSchema.optional() });
/**
 * The same answer as a sheet's getDiaCategory, with the stock row itself. Without a standard the
 * row is measured under the one most of its pieces came in under (ch when none is measured).
 */
export const stockDiameterCategorySchema = diameterCategorySchema.extend({ stock: stockRowSchema });
export type StockDiameterCategory = z.infer<typeof stockDiameterCategorySchema>;

/** §7 /{type}/d/downloadExcel {id, standard}: the detail workbook (summary, diameter table, pieces). */
export const detailExportQuerySchema = readQuerySchema({
  id: z.uuid(),
  standard: standardCodeSchema.optional(),
});
export type DetailExportQuery = z.infer<typeof detailExportQuerySchema>;
