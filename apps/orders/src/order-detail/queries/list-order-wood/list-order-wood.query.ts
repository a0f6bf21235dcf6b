import { Query } from '@nestjs/cqrs';
import { type OrderWood, type OrderWoodQuery, type PageResult } from '@timber/contracts';

/** §7 /order/wood/page: an order's logs, paged. */
export class ListOrderWoodQuery extends Query<PageResult<OrderWood>> {
  constructor(readonly query: OrderWoodQuery) {
    super();
  }
}
