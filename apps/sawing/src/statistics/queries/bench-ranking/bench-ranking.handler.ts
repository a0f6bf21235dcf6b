import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { benchRanking } from '../../domain/sawing-statistics';
import { StatisticsRepository } from '../../statistics.repository';
import { statsRange } from '../../stats-range';
import { BenchRankingQuery } from './bench-ranking.query';

@QueryHandler(BenchRankingQuery)
export class BenchRankingHandler
  extends tenantHandler(StatisticsRepository, async (statistics, trx, { query }: BenchRankingQuery) => {
    const range = statsRange(query);
    return benchRanking(
      await statistics.sawnByBenchAndKind(trx, range),
      await statistics.allLogsE4(trx, range),
      query.orderBy,
    );
  })
  implements IQueryHandler<BenchRankingQuery> {}
