import { Query } from '@nestjs/cqrs';
import { type OperatorInvoiceRow, type PageResult, type Paging } from '@timber/contracts';

/** (chosen) /invRecord/requested: every tenant's invoices awaiting the operator's decision. */
export class ListRequestedInvoicesQuery extends Query<PageResult<OperatorInvoiceRow>> {
  constructor(readonly paging: Paging) {
    super();
  }
}
