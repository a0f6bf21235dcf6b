import { z } from 'zod';
import { emptyBodySchema, idParamSchema, pageResultSchema } from '../../api/common';
import {
  checkListNoParamSchema,
  countAdjustmentListSchema,
  countAdjustmentQuerySchema,
  countDetailExportSchema,
  countDetailPageSchema,
  countDetailQuerySchema,
  countLineAddSchema,
  countLineCountSchema,
  countPlanCreateSchema,
  countPlanListQuerySchema,
  countPlanSchema,
  diaIdParamSchema,
  monthlyAdjustSchema,
  monthlyInventoryQuerySchema,
  monthlyInventorySchema,
} from '../../api/stock-counts';
import { type ApiRoute } from '../api-route';

const count = { tag: 'stock-count', upstream: 'inventory', permission: 'stock/inventory' } as const;

/**
 * §2 Stock count (/stock/inventory, §7 /inv/check/*): one plan in progress per tenant, counted
 * against the book stock at its time; finishing turns the differences into stock adjustments.
 */
export const STOCK_COUNT_ROUTES = {
  countPlanList: {
    ...count,
    method: 'POST',
    path: '/inv/check/list/page',
    summary:
      'Stock-count plans, the one in progress (at most one) first, then the finished ones newest first, paged',
    body: countPlanListQuerySchema,
    data: pageResultSchema(countPlanSchema),
  },
  countPlanCreate: {
    ...count,
    method: 'POST',
    path: '/inv/check/createList',
    summary:
      'Create a count plan {planTime, loc, kind}: its lines are the logs in stock at the location (and kind) at the plan’s time; refused while another plan is in progress',
    body: countPlanCreateSchema,
    data: z.object({ id: z.uuid(), checkListNo: z.string() }),
  },
  countPlanDelete: {
    ...count,
    method: 'POST',
    path: '/inv/check/delete/:checkListNo',
    summary: 'Delete the plan in progress with this number and its count data (a finished plan stays)',
    params: checkListNoParamSchema,
    data: z.null(),
  },
  countLineList: {
    ...count,
    method: 'POST',
    path: '/inv/check/listDetail',
    summary:
      'The count detail of the plan in progress (or of plan `id`): per location, kind, diameter and length the book and counted quantity and the difference; filter by location, kind, length and result (0 all, 1 equal, 2 profit, 3 loss)',
    body: countDetailQuerySchema,
    data: countDetailPageSchema,
  },
  countPlanFinish: {
    ...count,
    method: 'POST',
    path: '/inv/check/finish/:id',
    summary:
      'Finish a plan (5 → 10): each line whose count differs becomes a stock adjustment, applied to the stock by inventory.stock-count.finished',
    params: idParamSchema,
    data: z.object({ adjustments: z.number().int() }),
  },
  countLineClear: {
    ...count,
    method: 'POST',
    path: '/inv/check/detail/delete/:diaId',
    summary: 'Clear the count data of one line of the plan in progress (its counted quantity becomes 0)',
    params: diaIdParamSchema,
    data: z.null(),
  },
  countClearAll: {
    ...count,
    method: 'POST',
    path: '/inv/check/delete',
    summary: 'Clear all count data of the plan in progress (every counted quantity becomes 0)',
    body: emptyBodySchema,
    data: z.object({ cleared: z.number().int() }),
  },
  countDetailExport: {
    ...count,
    method: 'POST',
    path: '/inv/check/downloadExcel',
    summary: 'The count detail with its filters as an xlsx workbook',
    body: countDetailExportSchema,
    data: z.null(),
    download: true,
  },
  countLineCount: {
    ...count,
    method: 'POST',
    path: '/inv/check/detail/count',
    summary: '(chosen) Enter the counted quantity of one line of the plan in progress',
    body: countLineCountSchema,
    data: z.null(),
  },
  countLineAdd: {
    ...count,
    method: 'POST',
    path: '/inv/check/detail/add',
    summary:
      '(chosen) Logs found at the plan’s location that the book does not hold: a line of that kind, diameter and length (book 0) with its count',
    body: countLineAddSchema,
    data: z.object({ diaId: z.uuid() }),
  },
  countAdjustmentList: {
    ...count,
    method: 'POST',
    path: '/inv/check/adjustments',
    summary:
      '(chosen) The stock adjustments of a finished plan (its differences), and whether they are applied',
    body: countAdjustmentQuerySchema,
    data: countAdjustmentListSchema,
  },
  monthlyInventoryList: {
    ...count,
    method: 'POST',
    path: '/simple/inv/list',
    summary:
      'Monthly log inventory {month}: per log kind the opening stock, inbound, outbound (automatic saw, manual saw, stock-out), book inventory, counted volume and profit or loss (m3)',
    body: monthlyInventoryQuerySchema,
    data: monthlyInventorySchema,
  },
  monthlyInventoryAdjust: {
    ...count,
    method: 'POST',
    path: '/simple/inv/adjust',
    summary: 'Set the volume counted for a log kind in a month (not a future month), up to 3 decimals',
    body: monthlyAdjustSchema,
    data: z.null(),
  },
} as const satisfies Record<string, ApiRoute>;
