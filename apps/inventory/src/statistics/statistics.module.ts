import { Module } from '@nestjs/common';
import { DashboardSummaryHandler } from './queries/dashboard-summary/dashboard-summary.handler';
import { StatisticsController } from './statistics.controller';

/** The dashboard's figures. */
@Module({
  controllers: [StatisticsController],
  providers: [DashboardSummaryHandler],
})
export class StatisticsModule {}
