import { z } from 'zod';
import { emptyQuerySchema } from '../../api/common';
import { EXPORT_MAX_ROWS, stockByKindSchema } from '../../api/sheet-files';
import { sheetExportQuerySchema, stockExportQuerySchema } from '../../api/sheets';
import { type ApiRoute } from '../api-route';

const LIMIT = `at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows, else 400910 before any byte is written`;

/** A workbook of one kind of sheet list, taking the list's filters (no paging). */
const sheetWorkbook = (path: string, summary: string, permission: string) =>
  ({
    method: 'POST',
    path,
    summary: `${summary} (streamed; file name with the date; ${LIMIT})`,
    tag: 'sheets',
    upstream: 'inventory',
    permission,
    body: sheetExportQuerySchema,
    data: z.null(),
    download: true,
    timeoutMs: 120_000,
  }) as const satisfies ApiRoute;

/** Workbooks of the lists: the stock list, the diameter sheet and the fitted diameter sheet (spec §2, §7 downloads). */
export const SHEET_FILE_ROUTES = {
  stockExport: {
    method: 'POST',
    path: '/stock/downloadExcel',
    summary: `The stock list matching its filters (warehouse, wood kind) as an xlsx file (streamed; file name with the date; ${LIMIT})`,
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    body: stockExportQuerySchema,
    data: z.null(),
    download: true,
    timeoutMs: 120_000,
  },
  stockKindSummary: {
    method: 'POST',
    path: '/stock/simple',
    summary: '(chosen) The simple stock view: per wood kind, logs, m3 and warehouses holding it, with totals',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    body: emptyQuerySchema,
    data: stockByKindSchema,
  },
  stockInDiameterExport: sheetWorkbook(
    '/stockIn/h/downloadDia',
    'The diameter sheet of the stock-in sheets matching the list filters: one row per log with its readings and provenance',
    'stock/entry',
  ),
  stockInFittedExport: sheetWorkbook(
    '/stockIn/h/downloadFittedDia',
    'The fitted diameter sheet of the stock-in sheets matching the list filters: per sheet, logs by diameter class and length, with totals',
    'stock/entry',
  ),
  stockOutDiameterExport: sheetWorkbook(
    '/stockOut/downloadDia',
    'The diameter sheet of the stock-out sheets matching the list filters: one row per log with its readings and provenance',
    'stock/deliver',
  ),
  stockOutFittedExport: sheetWorkbook(
    '/stockOut/downloadFittedDia',
    'The fitted diameter sheet of the stock-out sheets matching the list filters: per sheet, logs by diameter class and length, with totals',
    'stock/deliver',
  ),
} as const satisfies Record<string, ApiRoute>;
