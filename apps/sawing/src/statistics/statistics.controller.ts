import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type LogCategory, ROUTES, type SawingRanking, type VolumeShare } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { BenchRankingQuery } from './queries/bench-ranking/bench-ranking.query';
import { LogCategoriesQuery } from './queries/log-categories/log-categories.query';
import { VolumeShareQuery } from './queries/volume-share/volume-share.query';

/** §2 statistics tab: the totals, the bench ranking, the pie by variety and the wood-kind filter. */
@Controller()
export class StatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.sawingRankingSummary)
  ranking(@RouteBody() body: BodyOf<typeof ROUTES.sawingRankingSummary>): Promise<SawingRanking> {
    return this.queries.execute(new BenchRankingQuery(body));
  }

  @Route(ROUTES.sawingShareSummary)
  share(@RouteBody() body: BodyOf<typeof ROUTES.sawingShareSummary>): Promise<VolumeShare> {
    return this.queries.execute(new VolumeShareQuery(body));
  }

  @Route(ROUTES.sawingLogCategory)
  categories(@RouteBody() _query: BodyOf<typeof ROUTES.sawingLogCategory>): Promise<LogCategory[]> {
    return this.queries.execute(new LogCategoriesQuery());
  }
}
