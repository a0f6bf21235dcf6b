import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type DailyStatsRow,
  type DashboardCharts,
  type DashboardSummary,
  type DiameterCategory,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { CarDiameterCategoryQuery } from '../diameter-detail';
import { Route } from '../route';
import { DailyStatsQuery } from './queries/daily-stats/daily-stats.query';
import { DashboardChartsQuery } from './queries/dashboard-charts/dashboard-charts.query';
import { DashboardSummaryQuery } from './queries/dashboard-summary/dashboard-summary.query';

/**
 * §2 Dashboard: §7 /statistics/stock; /statistics/summary, chosen before §7 was found to name it,
 * as its alias; its charts. §2 Statistics and tools: the daily statistics and their breakdown.
 */
@Controller()
export class StatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.dashboardSummary)
  summary(): Promise<DashboardSummary> {
    return this.queries.execute(new DashboardSummaryQuery());
  }

  @Route(ROUTES.dashboardChartSummary)
  charts(): Promise<DashboardCharts> {
    return this.queries.execute(new DashboardChartsQuery());
  }

  @Route(ROUTES.dailyStatsList)
  daily(@RouteBody() body: BodyOf<typeof ROUTES.dailyStatsList>): Promise<PageResult<DailyStatsRow>> {
    return this.queries.execute(new DailyStatsQuery(body));
  }

  /** The row's sheets together, as the truck data's table adds up a truck's sheets. */
  @Route(ROUTES.dailyStatsCategory)
  category(@RouteBody() body: BodyOf<typeof ROUTES.dailyStatsCategory>): Promise<DiameterCategory> {
    return this.queries.execute(new CarDiameterCategoryQuery(body));
  }
}
