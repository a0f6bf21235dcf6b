import { Query } from '@nestjs/cqrs';
import { type OrderRow } from '@timber/contracts';

/** (chosen) GET /order/detail/{id}: one order as the list shows it. */
export class GetOrderQuery extends Query<OrderRow> {
  constructor(readonly id: string) {
    super();
  }
}
