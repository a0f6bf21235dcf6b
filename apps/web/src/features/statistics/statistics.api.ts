import { type RowOf } from '../../api/row-of';
import { type DailyStatsListApiArg, type DailyStatsListApiResponse } from './statistics.api.generated';

export * from './statistics.api.generated';

/** One row of the daily statistics: a customer's sheets of one wood kind confirmed that day. */
export type DailyStatsRow = RowOf<DailyStatsListApiResponse>;
export type DailyStatsBody = DailyStatsListApiArg['body'];
