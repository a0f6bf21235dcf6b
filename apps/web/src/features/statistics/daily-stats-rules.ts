import { isoDate } from '../../shared/format/format';
import { type Paging } from '../../shared/ui/data-table-view';
import { type DailyStatsBody } from './statistics.api';

/** §2 Statistics and tools: the type filter (1 stock-in, 2 stock-out). */
export type StatsFlag = 1 | 2;

export interface DailyStatsFilters {
  /** the day the sheets were confirmed on (default today) */
  day: Date;
  flag: StatsFlag;
}

/** §9: the statistics list pages by 10. */
export const STATS_FIRST_PAGE: Paging = { page: 1, pageSize: 10 };

export const todayFilters = (): DailyStatsFilters => ({ day: new Date(), flag: 1 });

/** The list's request: the day as the caller's YYYY-MM-DD, the type, the page. */
export const dailyStatsRequest = (filters: DailyStatsFilters, paging: Paging): { body: DailyStatsBody } => ({
  body: { statsDate: isoDate(filters.day), flag: filters.flag, page: paging.page, pageSize: paging.pageSize },
});
