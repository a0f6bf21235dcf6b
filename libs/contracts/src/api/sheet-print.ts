/** The printed stock-in sheet (spec §7 /stockIn/d/getPrintData {id}). */
import { z } from 'zod';
import { readQuerySchema } from './common';

export const sheetPrintQuerySchema = readQuerySchema({ id: z.uuid() });

/**
 * What a printed sheet shows: its header, the customer, wood kind and location, the totals, and the
 * logs by diameter class and length under the sheet's own standard. Volumes in m3 (3 decimals).
 */
export const sheetPrintDataSchema = z.object({
  header: z.object({
    id: z.uuid(),
    spu: z.string(),
    sheetType: z.number().int().describe('stock-in: 1 re-measure sheet, 2 purchase sheet'),
    storageDate: z.string(),
    transportNum: z.string(),
    standardType: z.string(),
    status: z.number().int(),
    deviceNo: z.string(),
    creator: z.string(),
    createTime: z.string(),
  }),
  customer: z
    .object({
      id: z.uuid(),
      customerNo: z.string(),
      customerName: z.string(),
      phone: z.string(),
      addr: z.string(),
    })
    .nullable()
    .describe('null while the sheet has no customer'),
  kind: z.object({ id: z.uuid(), woodKindName: z.string() }),
  location: z.object({ id: z.uuid(), locationName: z.string() }),
  totals: z.object({
    qty: z.number().int(),
    volume: z.number(),
    avgDiameter: z.number(),
    purchaseVol: z.number().nullable(),
    floatedVol: z.number().nullable().describe('(re-measured - purchase) / purchase, in percent'),
    unmeasured: z.number().int().describe('logs the standard cannot measure: not in the diameter classes'),
  }),
  diameterClasses: z.array(
    z.object({ dia: z.number(), length: z.number(), qty: z.number().int(), vol: z.number() }),
  ),
});
export type SheetPrintData = z.infer<typeof sheetPrintDataSchema>;
