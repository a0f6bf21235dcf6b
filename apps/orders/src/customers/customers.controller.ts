import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OrderCustomer, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { ListCustomersQuery } from './queries/list-customers/list-customers.query';

/** §7 /cus/listData: the customers an order can be for. */
@Controller()
export class CustomersController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.orderCustomerList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.orderCustomerList>): Promise<PageResult<OrderCustomer>> {
    return this.queries.execute(new ListCustomersQuery(body));
  }
}
