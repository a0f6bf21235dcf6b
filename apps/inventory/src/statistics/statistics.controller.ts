import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type DashboardSummary } from '@timber/contracts';
import { DashboardSummaryQuery } from './queries/dashboard-summary/dashboard-summary.query';

@Controller('statistics')
export class StatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('summary')
  @HttpCode(200)
  summary(): Promise<DashboardSummary> {
    return this.queries.execute(new DashboardSummaryQuery());
  }
}
