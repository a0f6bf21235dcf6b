import { z } from 'zod';

/** Workbook downloads of the lists: stock list, diameter sheet, fitted diameter sheet (spec §2, §7, §9). */

/**
 * The most rows one list workbook holds: the stock rows of the stock workbook, the logs read for
 * a diameter or fitted diameter sheet. Above it the export is refused (EXPORT.TOO_MANY_ROWS) before
 * anything is written, so the user narrows the filters instead of waiting for a file Excel
 * struggles to open (an xlsx sheet holds at most 1,048,576 rows).
 */
export const EXPORT_MAX_ROWS = 300_000;

/** §2 "a button opens a simple stock view at ./simple": the stock per wood kind over every warehouse. */
export const stockByKindRowSchema = z.object({
  woodKindId: z.uuid(),
  woodKind: z.string(),
  /** warehouses holding some of this kind */
  locations: z.number().int(),
  quantity: z.number().int(),
  /** m3, 3 decimals */
  volume: z.number(),
});
export const stockByKindSchema = z.object({
  rows: z.array(stockByKindRowSchema),
  totalQty: z.number().int(),
  totalVol: z.number(),
});
export type StockByKind = z.infer<typeof stockByKindSchema>;

/**
 * §4 Excel in: the answer's data of an import refused because of its rows (IMPORT.ROWS_INVALID),
 * one entry per problem; `row` as the spreadsheet numbers it, `column` by its header.
 */
export const importProblemSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  problem: z.string(),
});
export const importReportSchema = z.object({ problems: z.array(importProblemSchema).min(1) });
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** The data of a good import: the sheets it created. */
export const importedSheetsSchema = z.object({
  sheets: z.array(z.object({ id: z.uuid(), spu: z.string(), quantity: z.number().int() })),
});
export type ImportedSheets = z.infer<typeof importedSheetsSchema>;
