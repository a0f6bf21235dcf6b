import { Query } from '@nestjs/cqrs';
import { type OrderListQuery, type OrderRow, type PageResult } from '@timber/contracts';

/** §7 /order/pageData: the order list of one type (§2 Orders). */
export class ListOrdersQuery extends Query<PageResult<OrderRow>> {
  constructor(readonly filter: OrderListQuery) {
    super();
  }
}
