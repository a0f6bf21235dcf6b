import { Query } from '@nestjs/cqrs';
import { type OrderSheet, type PageResult, type UnsettledQuery } from '@timber/contracts';

/** (chosen) /order/unsettled: confirmed sheets no order settles yet (§2 order creation). */
export class ListUnsettledQuery extends Query<PageResult<OrderSheet>> {
  constructor(readonly filter: UnsettledQuery) {
    super();
  }
}
