import { z } from 'zod';
import { idParamSchema, pageResultSchema } from '../api/common';
import {
  benchListQuerySchema,
  benchSaveSchema,
  benchSchema,
  logCategorySchema,
  machineNumParamSchema,
  manualBenchCreateSchema,
  manualBenchDeleteSchema,
  manualBenchListQuerySchema,
  manualBenchRecordSchema,
  manualBenchUpdateSchema,
  processingPriceQuerySchema,
  processingPriceSaveSchema,
  processingPriceSchema,
  sawingLogSchema,
  sawingMergeSchema,
  sawingOrderCloseSchema,
  sawingOrderIdSchema,
  sawingOrderListQuerySchema,
  sawingOrderLogsQuerySchema,
  sawingOrderRowSchema,
  sawingOrderSavedSchema,
  sawingOrderSaveSchema,
  sawingRankingSchema,
  sawingSpecSchema,
  sawingStatsQuerySchema,
  sawingTakeLogsSchema,
  stockLogListQuerySchema,
  volumeShareSchema,
} from '../api/sawing';
import { type ApiRoute } from './api-route';

/** §2 permission tree: the saw table management page (stock/sawTable) holds the bench screen. */
const SAW_TABLE = 'stock/sawTable';

const sawing = { tag: 'sawing', upstream: 'sawing', permission: SAW_TABLE } as const;

/**
 * Sawing and cutting (spec §2 Sawing, §3 Sawing order, §4 Sawing order state, §5, §7), served by
 * apps/sawing from its own copy of the stock logs, kept from inventory's events.
 */
export const SAWING_ROUTES = {
  benchList: {
    ...sawing,
    method: 'POST',
    path: '/cutting/machine/listAll',
    summary: 'The tenant’s saw machines (benches), by machine number',
    body: benchListQuerySchema,
    data: z.array(benchSchema),
  },
  benchSave: {
    ...sawing,
    method: 'POST',
    path: '/cutting/machine/save',
    summary:
      '(chosen) Add a bench (no id) or rename one: machine number (unique among the tenant’s benches, else 402702) and name',
    body: benchSaveSchema,
    data: benchSchema,
  },
  benchDelete: {
    ...sawing,
    method: 'POST',
    path: '/cutting/machine/delete/:id',
    summary: '(chosen) Delete a bench without open orders (else 409002); its closed orders stay',
    params: idParamSchema,
    data: z.null(),
  },
  sawingOrderList: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/pageData',
    summary:
      'Sawing orders of a day (searchDate) and machine (machineNum), oldest first, 50 a page (50, 100, 150): open, closed and deleted ones, each with the orders merged into it (mergeOrders)',
    body: sawingOrderListQuerySchema,
    data: pageResultSchema(sawingOrderRowSchema),
  },
  sawingOrderSave: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/saveData',
    summary:
      'A new open sawing order (no id) or an open one edited: machine, cutting date and specifications (L m ≤ 15, W and H mm > 0, B pieces, lastBlocks, woodGrade); a refused spec is named (402705-402707); with logs, a board volume above the logs’ (outturn over 100 %) is 402708',
    body: sawingOrderSaveSchema,
    data: sawingOrderSavedSchema,
  },
  sawingOrderClose: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/close',
    summary:
      '(chosen) Close an open order (0 → 1) saving its specifications and the boards counted (woodVol, m3); a closed, merged or deleted one is 402703; outturn over 100 % is 402708',
    body: sawingOrderCloseSchema,
    data: sawingOrderSavedSchema,
  },
  sawingOrderMerge: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/merge',
    summary:
      'Merge open orders of one machine (orderids, a comma list, two or more): the oldest keeps them (state 2 for the others); orders of two machines are 402704',
    body: sawingMergeSchema,
    data: sawingOrderSavedSchema,
  },
  sawingOrderSplit: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/split',
    summary: 'Restore (split off) a merged order (2 → 0) with its logs; an order not merged is 402709',
    body: sawingOrderIdSchema,
    data: sawingOrderSavedSchema,
  },
  sawingOrderDelete: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/delete',
    summary:
      'Delete an open or closed order (→ 3): its logs return to stock (sawing.order.deleted); a merged or deleted one is 402715, one holding merged orders is 402710',
    body: sawingOrderIdSchema,
    data: sawingOrderSavedSchema,
  },
  sawingOrderRestore: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/restore',
    summary:
      'Restore a deleted order (3 → 0), without logs (they went back to stock); a merged order is split, not restored (402711)',
    body: sawingOrderIdSchema,
    data: sawingOrderSavedSchema,
  },
  /**
   * §7 lists rtd/{id} beside merge, split, delete and restore without describing it. Read here
   * (chosen) as "return to doing": a closed order reopened (1 → 0), the inverse of close, so a
   * bench's order closed by mistake can be corrected. Its outturn leaves the statistics (the day
   * sums), the ranking and the live board until it is closed again; the boards counted at closing
   * are cleared (counted again at the next close), its specifications, logs and merged orders stay.
   * The mobile page's cancel-close (§4) runs the same command underneath.
   */
  sawingOrderReopen: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/rtd/:id',
    summary:
      '(chosen reading of rtd, "return to doing") Reopen a closed order (1 → 0): its outturn leaves the statistics, the ranking and the live board until it is closed again (sawing.order.reopened); the boards counted at closing are cleared, its specifications and logs stay. An order open, merged or deleted is 402719',
    params: idParamSchema,
    data: sawingOrderSavedSchema,
  },
  sawingSpecList: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/querySpecs/:id',
    summary: 'The specifications of an order, first one first',
    params: idParamSchema,
    data: z.array(sawingSpecSchema),
    reads: true,
  },
  sawingSpecDelete: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/deleteSpecs/:id',
    summary: 'Delete a saved specification of an open order (by the spec’s id); the first one stays (402712)',
    params: idParamSchema,
    data: sawingOrderSavedSchema,
  },
  sawingOrderLogList: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/pagelog/:machineNum',
    summary:
      'The logs an order (id, of the machine in the path) sawed, with those of the orders merged into it, 10 a page',
    params: machineNumParamSchema,
    body: sawingOrderLogsQuerySchema,
    data: pageResultSchema(sawingLogSchema),
  },
  sawingTakeLogs: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/saveLogs',
    summary:
      '(chosen) Enter processed logs: logs in stock (sheetId, woodCode) an open order saws; each is taken by one order only (else 402713 naming them), and leaves inventory’s stock (sawing.order.logs-taken)',
    body: sawingTakeLogsSchema,
    data: sawingOrderSavedSchema,
  },
  sawingStockLogList: {
    ...sawing,
    method: 'POST',
    path: '/cutting/stockLog/pageData',
    summary: '(chosen) The logs in stock no sawing order has taken, oldest first, by wood kind',
    body: stockLogListQuerySchema,
    data: pageResultSchema(sawingLogSchema),
  },
  sawingRankingSummary: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/ranking',
    summary:
      'Bench ranking {kind, startDate, endDate}: the four totals and the benches by outturn (or log volume, orderBy) over the closed orders of the range, their logs of the wood kind when sent; a merged order counts in the one it was merged into, boards shared among kinds by log volume',
    body: sawingStatsQuerySchema,
    data: sawingRankingSchema,
  },
  sawingShareSummary: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/reportforms',
    summary:
      'Pie data with the ranking’s inputs: the volume share by variety of the logs (dim log) and of the boards (dim board), largest first',
    body: sawingStatsQuerySchema,
    data: volumeShareSchema,
  },
  sawingLogCategory: {
    ...sawing,
    method: 'POST',
    path: '/cutting/record/findLogCategory',
    summary: 'The wood kinds sawing orders have taken logs of, by name (the wood-kind filter)',
    body: benchListQuerySchema,
    data: logCategorySchema,
  },
  manualBenchList: {
    ...sawing,
    method: 'POST',
    path: '/oldBench/listData',
    summary: 'The manual bench records of a day (cuttingDate, the caller’s today by default), by wood kind',
    body: manualBenchListQuerySchema,
    data: pageResultSchema(manualBenchRecordSchema),
  },
  manualBenchCreate: {
    ...sawing,
    method: 'POST',
    path: '/oldBench/saveData',
    summary:
      'A manual bench record {cuttingDate, logKindId, logVol, woodVol} (3 decimals; a wood kind sawing has not seen in stock is 402716; boards above the logs 402708)',
    body: manualBenchCreateSchema,
    data: manualBenchRecordSchema,
  },
  manualBenchUpdate: {
    ...sawing,
    method: 'POST',
    path: '/oldBench/editData',
    summary: 'A manual bench record changed, by id (the same rules as adding one)',
    body: manualBenchUpdateSchema,
    data: manualBenchRecordSchema,
  },
  manualBenchDelete: {
    ...sawing,
    method: 'POST',
    path: '/oldBench/delData',
    summary: 'A manual bench record deleted, by id',
    body: manualBenchDeleteSchema,
    data: z.null(),
  },
  processingPriceSummary: {
    ...sawing,
    method: 'POST',
    path: '/logProcessing/listData',
    summary:
      'The processing prices of a day (processingDate): as saved, else the kinds sawn that day (closed orders and manual bench) with their log volume and no prices',
    body: processingPriceQuerySchema,
    data: processingPriceSchema,
  },
  processingPriceSave: {
    ...sawing,
    method: 'POST',
    path: '/logProcessing/saveData',
    summary:
      'The processing prices of a day replaced: unit price and each kind’s log volume and price (2 decimals for prices, 3 for volumes); a kind with a volume and no price, or the reverse, is refused naming it (402717)',
    body: processingPriceSaveSchema,
    data: processingPriceSchema,
  },
} as const satisfies Record<string, ApiRoute>;
