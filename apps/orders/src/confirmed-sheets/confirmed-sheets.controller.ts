import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OrderSheet, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { ListUnsettledQuery } from './queries/list-unsettled/list-unsettled.query';

/** §2 order creation: the confirmed sheets no order settles yet. */
@Controller()
export class ConfirmedSheetsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.orderUnsettledList)
  unsettled(@RouteBody() body: BodyOf<typeof ROUTES.orderUnsettledList>): Promise<PageResult<OrderSheet>> {
    return this.queries.execute(new ListUnsettledQuery(body));
  }
}
