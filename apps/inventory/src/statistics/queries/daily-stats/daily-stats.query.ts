import { Query } from '@nestjs/cqrs';
import { type DailyStatsQuery as Body, type DailyStatsRow, type PageResult } from '@timber/contracts';

/** (chosen) /stats/list: the sheets confirmed on a day, by customer and wood kind. */
export class DailyStatsQuery extends Query<PageResult<DailyStatsRow>> {
  constructor(readonly body: Body) {
    super();
  }
}
