import { Query } from '@nestjs/cqrs';
import { type OrderDiameterCategory } from '@timber/contracts';

/** §7 /order/wood/getDiaCategory {id}: an order's diameter table. */
export class OrderDiameterCategoryQuery extends Query<OrderDiameterCategory> {
  constructor(readonly id: string) {
    super();
  }
}
