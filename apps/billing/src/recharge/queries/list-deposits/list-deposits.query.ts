import { Query } from '@nestjs/cqrs';
import { type DepositRow, type PageResult, type Paging } from '@timber/contracts';

/** §7 /deposit/list: the recharge history. */
export class ListDepositsQuery extends Query<PageResult<DepositRow>> {
  constructor(readonly paging: Paging) {
    super();
  }
}
