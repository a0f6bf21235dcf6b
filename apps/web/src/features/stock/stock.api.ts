import { type StockKindSummaryApiResponse } from './stock.api.generated';

/** The simple stock view's call (§2 ./simple): the stock per wood kind over every warehouse. */
export * from './stock.api.generated';

export type StockByKind = StockKindSummaryApiResponse['data'];

/** §7 /stock/downloadExcel: the stock list with its filters, as xlsx. */
export const STOCK_EXPORT_URL = '/api/stock/downloadExcel';
