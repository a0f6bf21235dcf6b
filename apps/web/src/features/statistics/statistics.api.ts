import { type DailyStatsListApiArg, type DailyStatsListApiResponse } from './statistics.api.generated';

export * from './statistics.api.generated';

/** One row of the daily statistics: a customer's sheets of one wood kind confirmed that day. */
export type DailyStatsRow = DailyStatsListApiResponse['data']['records'][number];
export type DailyStatsBody = DailyStatsListApiArg['body'];
