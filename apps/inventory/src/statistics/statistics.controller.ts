import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type DashboardSummary } from '@timber/contracts';
import { DashboardSummaryQuery } from './queries/dashboard-summary/dashboard-summary.query';

/** §2 Dashboard: §7 /statistics/stock; /statistics/summary, chosen before §7 was found to name it, as its alias. */
@Controller('statistics')
export class StatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Post(['stock', 'summary'])
  @HttpCode(200)
  summary(): Promise<DashboardSummary> {
    return this.queries.execute(new DashboardSummaryQuery());
  }
}
