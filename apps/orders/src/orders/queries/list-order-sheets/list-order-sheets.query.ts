import { Query } from '@nestjs/cqrs';
import { type OrderSheet, type OrderSpuQuery, type PageResult } from '@timber/contracts';

/** §7 /order/listSpu {id}: the sheets an order settles. */
export class ListOrderSheetsQuery extends Query<PageResult<OrderSheet>> {
  constructor(readonly query: OrderSpuQuery) {
    super();
  }
}
