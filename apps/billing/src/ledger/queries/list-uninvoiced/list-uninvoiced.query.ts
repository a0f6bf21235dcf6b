import { Query } from '@nestjs/cqrs';
import { type InvoiceableOrder, type PageResult, type UninvoicedQuery } from '@timber/contracts';

/** §7 Ledger and money: see the route's summary in libs/contracts/src/routes/billing.ts. */
export class ListUninvoicedQuery extends Query<PageResult<InvoiceableOrder>> {
  constructor(readonly filter: UninvoicedQuery) {
    super();
  }
}
