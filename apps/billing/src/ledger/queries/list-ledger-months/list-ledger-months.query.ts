import { Query } from '@nestjs/cqrs';
import { type LedgerMonthQuery, type LedgerMonthRow, type PageResult } from '@timber/contracts';

/** §7 Ledger and money: see the route's summary in libs/contracts/src/routes/billing.ts. */
export class ListLedgerMonthsQuery extends Query<PageResult<LedgerMonthRow>> {
  constructor(readonly filter: LedgerMonthQuery) {
    super();
  }
}
