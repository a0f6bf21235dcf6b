import { Module } from '@nestjs/common';
import { DailyStatsHandler } from './queries/daily-stats/daily-stats.handler';
import { DashboardChartsHandler } from './queries/dashboard-charts/dashboard-charts.handler';
import { DashboardSummaryHandler } from './queries/dashboard-summary/dashboard-summary.handler';
import { StatisticsController } from './statistics.controller';
import { StatisticsRepository } from './statistics.repository';

/** The dashboard's figures and charts, the daily statistics. */
@Module({
  controllers: [StatisticsController],
  providers: [StatisticsRepository, DashboardSummaryHandler, DashboardChartsHandler, DailyStatsHandler],
})
export class StatisticsModule {}
