import { z } from 'zod';
import { idParamSchema, pageResultSchema } from '../../api/common';
import {
  checkedSheetDiaQuerySchema,
  checkedSheetListQuerySchema,
  checkedSheetSaveSchema,
  diameterSetsQuerySchema,
  diameterSetsSchema,
  diameterSheetSchema,
  diameterSheetSummarySchema,
  handwritingClassesSchema,
  handwritingTemplateParamSchema,
  handwritingTemplateQuerySchema,
  purchaseSheetAddSchema,
  purchaseSheetEditSchema,
} from '../../api/stock-counts';
import { type ApiRoute } from '../api-route';

const sheets = { tag: 'diameter-sheets', upstream: 'inventory', permission: 'stock/entry' } as const;
const saved = z.object({ id: z.uuid(), qty: z.number().int(), vol: z.number() });

/**
 * The checked (re-measured) and purchase diameter sheets of a stock-in sheet (§2 Stock-in list's
 * dialog with two tabs; §7 /checkStock/*, /purchase/diasheet/*), valued under its standard.
 */
export const DIAMETER_SHEET_ROUTES = {
  checkedSheetSave: {
    ...sheets,
    method: 'POST',
    path: '/checkStock/modify',
    summary:
      'Add or replace the checked (re-measured) diameter sheet of a stock-in sheet {stockInHeadId, diameters}',
    body: checkedSheetSaveSchema,
    data: saved,
  },
  checkedSheetList: {
    ...sheets,
    method: 'POST',
    path: '/checkStock/stats/list',
    summary:
      'The checked diameter sheets, newest first, against what their stock-in sheets measured; filter by SPU',
    body: checkedSheetListQuerySchema,
    data: pageResultSchema(diameterSheetSummarySchema),
  },
  checkedSheetCategory: {
    ...sheets,
    method: 'POST',
    path: '/checkStock/stats/dia',
    summary: 'The rows of the checked diameter sheet of a stock-in sheet {id} (none: no sheet, no rows)',
    body: checkedSheetDiaQuerySchema,
    data: diameterSheetSchema,
  },
  purchaseSheetAdd: {
    ...sheets,
    method: 'POST',
    path: '/purchase/diasheet/Add',
    summary:
      'Add the purchase diameter sheet of a stock-in sheet (the seller’s): its volume becomes the sheet’s purchase volume',
    body: purchaseSheetAddSchema,
    data: saved,
  },
  purchaseSheetEdit: {
    ...sheets,
    method: 'POST',
    path: '/purchase/diasheet/Edit',
    summary: 'Replace the rows of a purchase diameter sheet {id, diameters}; the purchase volume follows',
    body: purchaseSheetEditSchema,
    data: saved,
  },
  handwritingTemplate: {
    ...sheets,
    method: 'POST',
    path: '/cmw/handwriting/template/:type',
    summary:
      "(chosen) A handwritten diameter sheet to print (§2 the diameter sheets dialog's template one or two), as an A4 PDF in the caller's language: four corner marks and the template's code for finding the page in a photo, a header (sheet number, date, length, wood kind) and one box per digit. Template one: a line per diameter class of the standard (the stock-in sheet's, stockInHeadId, or standard) from fromCm (its first class unless told) to toCm, at most 46 (a page's lines: more is refused naming the limit, 402916), with the count of logs written in it; without a sheet or a standard 402915; no class in the range 402917. Template two: 69 cells, each one log's diameter in cm and its length where it differs from the sheet's",
    params: handwritingTemplateParamSchema,
    body: handwritingTemplateQuerySchema,
    data: z.null(),
    download: true,
    downloadType: 'application/pdf',
    timeoutMs: 60_000,
  },
  handwritingClassList: {
    ...sheets,
    method: 'POST',
    path: '/cmw/handwriting/classes',
    summary:
      "(chosen) Template one's lines: the diameter classes (cm, in printed order) that /cmw/handwriting/template/1 prints for the same body, so that a photo's lines read by /cmw/handwriting/1 are given their classes; refused as the template is (402915, 402916, 402917, 404701, 402912)",
    body: handwritingTemplateQuerySchema,
    data: handwritingClassesSchema,
  },
  purchaseSheetCategory: {
    ...sheets,
    method: 'POST',
    path: '/purchase/diasheet/list/:id',
    summary: 'The rows of the purchase diameter sheet of a stock-in sheet (id: the stock-in sheet)',
    params: idParamSchema,
    reads: true,
    data: diameterSheetSchema,
  },
  diameterSetsSummary: {
    ...sheets,
    method: 'POST',
    path: '/checkStock/stats/compare',
    summary:
      '(chosen) The static comparison report of diameter sets (§2 Statistics and tools): for the stock-in sheets {ids}, per diameter class, logs and m3 as measured, as checked and as purchased',
    // the comparison screen's own key (issue 35: no longer the stock-in list's)
    permission: 'stock/diameterSets',
    body: diameterSetsQuerySchema,
    data: diameterSetsSchema,
  },
} as const satisfies Record<string, ApiRoute>;
