import { Module } from '@nestjs/common';
import { BenchRankingHandler } from './queries/bench-ranking/bench-ranking.handler';
import { LogCategoriesHandler } from './queries/log-categories/log-categories.handler';
import { VolumeShareHandler } from './queries/volume-share/volume-share.handler';
import { StatisticsController } from './statistics.controller';
import { StatisticsRepository } from './statistics.repository';

/** §2 Sawing statistics: bench ranking, volume shares, log categories. */
@Module({
  controllers: [StatisticsController],
  providers: [StatisticsRepository, BenchRankingHandler, VolumeShareHandler, LogCategoriesHandler],
  exports: [StatisticsRepository],
})
export class StatisticsModule {}
