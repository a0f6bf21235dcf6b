import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DailyStatsRow, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { callerToday, StatisticsRepository } from '../../statistics.repository';
import { DailyStatsQuery } from './daily-stats.query';

/**
 * §2 Statistics and tools, daily stock-in/out statistics: the sheets of the type confirmed on the
 * day (the caller's, in their time zone; today when none is sent), a row per customer and wood kind with its sheets' ids for
 * the diameter breakdown (/stats/dia).
 */
@QueryHandler(DailyStatsQuery)
export class DailyStatsHandler implements IQueryHandler<DailyStatsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute({ body }: DailyStatsQuery): Promise<PageResult<DailyStatsRow>> {
    const { tzOffsetHours } = requestContext();
    const statsDate = body.statsDate ?? callerToday(tzOffsetHours);
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.statistics.dailyPage(trx, { ...body, statsDate }, tzOffsetHours),
    );
  }
}
