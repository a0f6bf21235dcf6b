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

export type PrintedClass = SheetPrintData['diameterClasses'][number];

/** One length of a printed sheet: its diameter classes, thinnest first, and their subtotal. */
export interface PrintedLength {
  length: number;
  rows: PrintedClass[];
  qty: number;
  /** m3, 3 decimals */
  vol: number;
}

/**
 * How a printed sheet (the print view and its PDF) lists the logs: by length, shortest first, each
 * with its diameter classes and a subtotal, as a yard counts a truck load. Volumes add in litres,
 * so the subtotals carry no floating-point drift.
 */
export function printedLengths(rows: readonly PrintedClass[]): PrintedLength[] {
  const byLength = new Map<number, PrintedClass[]>();
  for (const row of rows) {
    const group = byLength.get(row.length);
    if (group) {
      group.push(row);
    } else {
      byLength.set(row.length, [row]);
    }
  }
  return [...byLength.entries()]
    .sort(([a], [b]) => a - b)
    .map(([length, group]) => {
      const sorted = [...group].sort((a, b) => a.dia - b.dia);
      const litres = sorted.reduce((sum, row) => sum + Math.round(row.vol * 1000), 0);
      return {
        length,
        rows: sorted,
        qty: sorted.reduce((sum, row) => sum + row.qty, 0),
        vol: litres / 1000,
      };
    });
}
