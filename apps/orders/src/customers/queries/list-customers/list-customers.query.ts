import { Query } from '@nestjs/cqrs';
import { type OrderCustomer, type PageResult } from '@timber/contracts';

/** §7 /cus/listData: the customers an order can be for. */
export class ListCustomersQuery extends Query<PageResult<OrderCustomer>> {
  constructor(readonly filter: { customerName?: string | undefined; page: number; pageSize: number }) {
    super();
  }
}
