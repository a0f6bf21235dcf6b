import { Query } from '@nestjs/cqrs';
import { type LedgerStatistics, type LedgerStatisticsQuery } from '@timber/contracts';

/** §7 /ledger/statistics: the ledger report's bar chart. */
export class GetLedgerStatisticsQuery extends Query<LedgerStatistics> {
  constructor(readonly filter: LedgerStatisticsQuery) {
    super();
  }
}
