import { z } from 'zod';
import { idParamSchema } from '../../api/common';
import {
  detailExportQuerySchema,
  detailImagesQuerySchema,
  detailImagesSchema,
  stockDiameterCategoryQuerySchema,
  stockDiameterCategorySchema,
  woodPiecePageSchema,
  woodPieceQuerySchema,
} from '../../api/sheet-detail';
import { type ApiRoute } from '../api-route';

/** A workbook of many thousand logs may take longer than the default upstream timeout. */
const WORKBOOK_TIMEOUT_MS = 120_000;

type SheetPlace = { prefix: string; permission: string; what: string };
const STOCK_IN: SheetPlace = { prefix: '/stockIn/d', permission: 'stock/entry', what: 'stock-in sheet' };
const STOCK_OUT: SheetPlace = { prefix: '/stockOut/d', permission: 'stock/deliver', what: 'stock-out sheet' };

const woodPieces = ({ prefix, permission, what }: SheetPlace) =>
  ({
    method: 'POST',
    path: `${prefix}/pageDetail`,
    summary: `The wood pieces (logs) of a ${what}, paged; dia and length keep one row of the diameter table; classes and volumes under the standard (the sheet's own when absent)`,
    tag: 'sheets',
    upstream: 'inventory',
    permission,
    body: woodPieceQuerySchema,
    data: woodPiecePageSchema,
  }) as const satisfies ApiRoute;

const images = ({ prefix, permission, what }: SheetPlace) =>
  ({
    method: 'POST',
    path: `${prefix}/images`,
    summary: `(chosen) The distinct pictures the logs of a ${what} were measured on, with how many logs each shows`,
    tag: 'sheets',
    upstream: 'inventory',
    permission,
    body: detailImagesQuerySchema,
    data: detailImagesSchema,
  }) as const satisfies ApiRoute;

const workbook = ({ prefix, permission, what }: SheetPlace) =>
  ({
    method: 'POST',
    path: `${prefix}/downloadExcel`,
    summary: `The diameter data detail of a ${what} as an xlsx file (summary, diameter table, every piece; streamed; file name with the SPU and the date)`,
    tag: 'sheets',
    upstream: 'inventory',
    permission,
    body: detailExportQuerySchema,
    data: z.null(),
    download: true,
    timeoutMs: WORKBOOK_TIMEOUT_MS,
  }) as const satisfies ApiRoute;

/**
 * The diameter data detail of a sheet or a stock row: wood pieces, images, the detail workbook
 * (spec §2 Diameter data detail). The reads are named `…List` so the web client treats them as
 * queries (cached, refetched when the sheets or the stock change).
 */
export const SHEET_DETAIL_ROUTES = {
  stockInWoodPieceList: woodPieces(STOCK_IN),
  stockInDetailImageList: images(STOCK_IN),
  stockInDetailExport: workbook(STOCK_IN),
  stockOutWoodPieceList: woodPieces(STOCK_OUT),
  stockOutDetailImageList: images(STOCK_OUT),
  stockOutDetailExport: workbook(STOCK_OUT),
  stockDiameterCategory: {
    method: 'POST',
    path: '/stock/d/getDiaCategory/:id',
    summary:
      'A stock row by diameter class and length, measured from its pieces in stock under a standard (default: the one most of its pieces came in under, else ch), with the row itself',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    params: idParamSchema,
    body: stockDiameterCategoryQuerySchema,
    data: stockDiameterCategorySchema,
  },
  stockWoodPieceList: {
    method: 'POST',
    path: '/stock/d/pageData',
    summary:
      'The wood pieces in stock of a stock row (dummies included: stock without a measured log), paged; dia and length keep one row of the diameter table',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    body: woodPieceQuerySchema,
    data: woodPiecePageSchema,
  },
  stockDetailImageList: {
    method: 'POST',
    path: '/stock/d/images',
    summary:
      '(chosen) The distinct pictures of the pieces in stock of a stock row, with how many pieces each shows',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    body: detailImagesQuerySchema,
    data: detailImagesSchema,
  },
  stockDetailExport: {
    method: 'POST',
    path: '/stock/d/downloadExcel',
    summary:
      'The diameter data detail of a stock row as an xlsx file (summary, diameter table, every piece; streamed; file name with the warehouse, wood kind and date)',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    body: detailExportQuerySchema,
    data: z.null(),
    download: true,
    timeoutMs: WORKBOOK_TIMEOUT_MS,
  },
} as const satisfies Record<string, ApiRoute>;
