import { Query } from '@nestjs/cqrs';
import { type SawingRanking, type SawingStatsQuery } from '@timber/contracts';

/** §7 /cutting/record/ranking: the four totals and the bench ranking of a range. */
export class BenchRankingQuery extends Query<SawingRanking> {
  constructor(readonly query: SawingStatsQuery) {
    super();
  }
}
