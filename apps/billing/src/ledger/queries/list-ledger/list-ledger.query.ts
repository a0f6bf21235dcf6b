import { Query } from '@nestjs/cqrs';
import { type LedgerPage, type LedgerQuery } from '@timber/contracts';

/** §7 Ledger and money: see the route's summary in libs/contracts/src/routes/billing.ts. */
export class ListLedgerQuery extends Query<LedgerPage> {
  constructor(readonly filter: LedgerQuery) {
    super();
  }
}
