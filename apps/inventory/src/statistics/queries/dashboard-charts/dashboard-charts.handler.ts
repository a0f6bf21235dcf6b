import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DashboardCharts } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { callerToday, StatisticsRepository } from '../../statistics.repository';
import { DashboardChartsQuery } from './dashboard-charts.query';

/** §2 Dashboard charts: 30 days of volume in and out (the caller's days), the stock by kind and location. */
@QueryHandler(DashboardChartsQuery)
export class DashboardChartsHandler implements IQueryHandler<DashboardChartsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute(): Promise<DashboardCharts> {
    const { tzOffsetHours } = requestContext();
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.statistics.charts(trx, callerToday(tzOffsetHours), tzOffsetHours),
    );
  }
}
