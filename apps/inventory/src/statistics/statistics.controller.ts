import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type DashboardSummary, ROUTES } from '@timber/contracts';
import { Route } from '../route';
import { DashboardSummaryQuery } from './queries/dashboard-summary/dashboard-summary.query';

/** §2 Dashboard: §7 /statistics/stock; /statistics/summary, chosen before §7 was found to name it, as its alias. */
@Controller()
export class StatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.dashboardSummary)
  summary(): Promise<DashboardSummary> {
    return this.queries.execute(new DashboardSummaryQuery());
  }
}
