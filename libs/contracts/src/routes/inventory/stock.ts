import { z } from 'zod';
import { idParamSchema, pageResultSchema } from '../../api/common';
import { stockListQuerySchema, stockRowSchema, stockTransferSchema } from '../../api/sheets';
import { type ApiRoute, aliasRoute } from '../api-route';

const stockList = {
  method: 'POST',
  path: '/stock/pageSpu',
  summary: 'Stock rows (location × wood kind) holding logs: filter by warehouse and wood kind, paged',
  tag: 'stock',
  upstream: 'inventory',
  permission: 'stock/list',
  body: stockListQuerySchema,
  data: pageResultSchema(stockRowSchema),
} as const satisfies ApiRoute;

/** Inventory stock (§7 /stock): the stock rows, sold-out rows and moving a row to another warehouse. */
export const STOCK_ROUTES = {
  stockTransfer: {
    method: 'POST',
    path: '/stock/transfer/:id',
    summary: 'Move a stock row to another warehouse (body {id, locId}, id as in the path)',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    params: idParamSchema,
    body: stockTransferSchema,
    data: z.null(),
  },
  stockList,
  stockListAlias: aliasRoute(stockList, '/stock/pageData'),
  stockOutOfStockList: {
    method: 'POST',
    path: '/stock/pageOutOfStock',
    summary:
      'Stock rows sold out (quantity 0: every log gone out or moved away), most recently emptied first: filter by warehouse and wood kind, paged',
    tag: 'stock',
    upstream: 'inventory',
    permission: 'stock/list',
    body: stockListQuerySchema,
    data: pageResultSchema(stockRowSchema),
  },
} as const satisfies Record<string, ApiRoute>;
