import { type RowOf } from '../../api/row-of';
import {
  type CountAdjustmentListApiResponse,
  type CountLineListApiResponse,
  type CountPlanListApiResponse,
  type MonthlyInventoryListApiResponse,
  stockCountsGeneratedApi,
} from './stock-counts.api.generated';

/** §2 Stock count (§7 /inv/check/*) and the monthly log inventory (§7 /simple/inv/*). */
stockCountsGeneratedApi.enhanceEndpoints({
  addTagTypes: ['stock'],
  endpoints: {
    // Finishing a count moves stock (its consumer applies the adjustments a moment later).
    countPlanFinish: { invalidatesTags: ['stock-count', 'stock'] },
    countDetailExport: { invalidatesTags: [] },
  },
});

export * from './stock-counts.api.generated';

export type CountPlan = RowOf<CountPlanListApiResponse>;
export type CountLine = RowOf<CountLineListApiResponse>;
export type CountAdjustment = RowOf<CountAdjustmentListApiResponse>;
export type MonthlyRow = RowOf<MonthlyInventoryListApiResponse>;

/** §4 plan status: 5 in progress, 10 finished. */
export const IN_PROGRESS = 5;

/** §7 /inv/check/downloadExcel: the count detail with its filters, as xlsx. */
export const COUNT_EXPORT_URL = '/api/inv/check/downloadExcel';
