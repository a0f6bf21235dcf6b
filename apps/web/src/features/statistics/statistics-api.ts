import { api } from '../../api/api';
import { type DailyStatsListApiArg, type DailyStatsListApiResponse } from '../../api/generated';

export const {
  useDailyStatsListQuery,
  useLazyDailyStatsListQuery,
  useDailyStatsCategoryMutation,
  useDiameterSetsSummaryQuery,
  useStockInListQuery,
} = api;

/** One row of the daily statistics: a customer's sheets of one wood kind confirmed that day. */
export type DailyStatsRow = DailyStatsListApiResponse['data']['records'][number];
export type DailyStatsBody = DailyStatsListApiArg['body'];
