import { z } from 'zod';
import { dayString, listQuerySchema, readQuerySchema } from './common';
import { COUNT_ORDER_NO_PATTERN, countIdSchema } from './counting';

/** §5: transport numbers are letters and digits only. */
export const transportNumSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^[A-Za-z0-9]*$/, { error: 'invalid' });

/**
 * §3 Sheet save payload, §5 sheet form: date, standard, warehouse and wood kind required; at least one diameter row.
 * A sheet made from a count order (issue 7, the dialog's image tab) names the order, and each of its
 * rows the count image its logs were counted on: those logs keep the photo as their picture.
 */
export const sheetCreateSchema = z
  .strictObject({
    /** stock-in only: 1 re-measure sheet, 2 purchase sheet */
    sheetType: z.union([z.literal(1), z.literal(2)]).default(1),
    date: dayString,
    standard: z.string().trim().min(2).max(32),
    locationId: z.uuid(),
    kindId: z.uuid(),
    /** the customer (trade partner) */
    supplier: z.uuid().optional(),
    vehicleLicense: transportNumSchema.default(''),
    /** default length in m for rows that give none */
    len: z.number().positive().max(15).optional(),
    /** purchase sheet: the volume the seller invoiced, m3 */
    purchaseVol: z.number().nonnegative().max(100_000).optional(),
    /** stock-in only: the count order the rows were counted from */
    countOrder: z
      .strictObject({ id: countIdSchema, orderNo: z.string().regex(COUNT_ORDER_NO_PATTERN) })
      .optional(),
    diameters: z
      .array(
        z.strictObject({
          dia: z.number().int().min(1).max(300),
          len: z.number().positive().max(15).optional(),
          qty: z.number().int().min(1).max(10_000),
          /** the count image the row's logs were counted on (only with countOrder) */
          imgId: countIdSchema.optional(),
        }),
      )
      .min(1)
      .max(1_000),
  })
  .refine(
    (sheet) => sheet.countOrder !== undefined || sheet.diameters.every((row) => row.imgId === undefined),
    {
      path: ['diameters'],
      error: 'imgId needs countOrder',
    },
  );
export type SheetCreate = z.infer<typeof sheetCreateSchema>;

/** The filters of a sheet list, shared by the list and its workbooks. */
const sheetFilters = {
  spu: z.string().trim().max(40).optional(),
  customerId: z.uuid().optional(),
  woodKindId: z.uuid().optional(),
  status: z.number().int().min(0).max(10).optional(),
  createTimeFrom: dayString.optional(),
  createTimeTo: dayString.optional(),
};
export const sheetListQuerySchema = listQuerySchema(sheetFilters);
export type SheetListQuery = z.infer<typeof sheetListQuerySchema>;

/** §3 Stock-in header / stock-out order. Volumes in m3 (3 decimals), diameters in cm. */
export const sheetRowSchema = z.object({
  id: z.uuid(),
  spu: z.string(),
  sheetType: z.number().int(),
  storageDate: z.string(),
  customerId: z.string().nullable(),
  tradePartner: z.string(),
  transportNum: z.string(),
  quantity: z.number().int(),
  volume: z.number(),
  purchaseVol: z.number().nullable(),
  floatedVol: z.number().nullable().describe('(re-measured - purchase) / purchase, in percent'),
  avgDiameter: z.number(),
  woodKindId: z.string(),
  woodKind: z.string(),
  storageBinId: z.string(),
  storageBin: z.string(),
  standardType: z.string(),
  status: z.number().int(),
  errorNum: z.number().int(),
  deviceNo: z.string(),
  creator: z.string(),
  createTime: z.string(),
});
export type SheetRow = z.infer<typeof sheetRowSchema>;

export const sheetConfirmSchema = z.strictObject({
  manual: z.union([z.literal(0), z.literal(1)]).default(0),
});

/** §3 Stock row. */
const stockFilters = {
  locationId: z.uuid().optional(),
  woodKindId: z.uuid().optional(),
};
export const stockListQuerySchema = listQuerySchema(stockFilters);
export const stockRowSchema = z.object({
  id: z.uuid(),
  storageBinId: z.string(),
  storageBin: z.string(),
  woodKindId: z.string(),
  woodKind: z.string(),
  quantity: z.number().int(),
  volume: z.number(),
  updateTime: z.string(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

/** §2 inline edits of a pending sheet (§7 changeCus, changeKind, changeLoc, changeTransportNum). */
export const sheetChangeCustomerSchema = z.strictObject({ id: z.uuid(), customerId: z.uuid() });
export const sheetChangeKindSchema = z.strictObject({ id: z.uuid(), woodKindId: z.uuid() });
export const sheetChangeLocationSchema = z.strictObject({ id: z.uuid(), locationId: z.uuid() });
export const sheetChangeTransportSchema = z.strictObject({
  id: z.uuid(),
  transportNum: transportNumSchema.pipe(z.string().min(1)),
});

/** §7 getDiaCategory {id, standard}: the sheet grouped by diameter class and length, under any standard. */
export const diameterCategoryQuerySchema = readQuerySchema({
  id: z.uuid(),
  standard: z.string().trim().min(2).max(32).optional(),
});
export const diameterCategorySchema = z.object({
  standard: z.string(),
  rows: z.array(z.object({ dia: z.number(), length: z.number(), qty: z.number().int(), vol: z.number() })),
  rangeGroups: z.array(z.object({ label: z.string(), qty: z.number().int(), vol: z.number() })),
  totalQty: z.number().int(),
  totalVol: z.number(),
  avgDiameter: z.number(),
  /** logs this standard cannot measure (outside its tables): left out of the rows */
  unmeasured: z.number().int(),
});
export type DiameterCategory = z.infer<typeof diameterCategorySchema>;

/** §2 detail dialog, §7 /stock/transfer/{id} {id, locId}: move a stock row to another warehouse. */
export const stockTransferSchema = z.strictObject({ id: z.uuid(), locId: z.uuid() });

/** §2 merge mode, §7 merge (orderNos comma list): the SPUs of the sheets to combine. */
export const sheetMergeSchema = z.strictObject({
  orderNos: z
    .string()
    .trim()
    .min(1)
    .max(4000)
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((spu) => spu.trim())
          .filter(Boolean),
      ),
    ]),
});

/** Excel exports take a list's filters, without paging (every matching row is written). */
export const sheetExportQuerySchema = readQuerySchema(sheetFilters);
export const stockExportQuerySchema = readQuerySchema(stockFilters);
