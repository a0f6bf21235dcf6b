import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SawingRanking } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { benchRanking } from '../../domain/sawing-statistics';
import { StatisticsRepository } from '../../statistics.repository';
import { statsRange } from '../../stats-range';
import { BenchRankingQuery } from './bench-ranking.query';

@QueryHandler(BenchRankingQuery)
export class BenchRankingHandler implements IQueryHandler<BenchRankingQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly statistics: StatisticsRepository,
  ) {}

  execute({ query }: BenchRankingQuery): Promise<SawingRanking> {
    const range = statsRange(query);
    return withTenant(this.db, caller().tenantId, async (trx) =>
      benchRanking(
        await this.statistics.sawnByBenchAndKind(trx, range),
        await this.statistics.allLogsE4(trx, range),
        query.orderBy,
      ),
    );
  }
}
