import { Query } from '@nestjs/cqrs';
import { type InvoiceRow, type PageResult, type UninvoicedQuery } from '@timber/contracts';

/** (chosen) /invRecord/list: the invoice requests. */
export class ListInvoicesQuery extends Query<PageResult<InvoiceRow>> {
  constructor(readonly filter: UninvoicedQuery) {
    super();
  }
}
