import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CountCreated,
  type CountImageDetail,
  type CountOrderDetail,
  type CountOrderRow,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';

import { ConfirmImageCommand } from './commands/confirm-image/confirm-image.command';
import { CreateCountOrderCommand } from './commands/create-count-order/create-count-order.command';
import { DeleteCountOrderCommand } from './commands/delete-count-order/delete-count-order.command';
import { SaveReviewCommand } from './commands/save-review/save-review.command';
import { VerifyCountOrderCommand } from './commands/verify-count-order/verify-count-order.command';
import { GetCountOrderQuery } from './queries/get-count-order/get-count-order.query';
import { ListCountOrdersQuery } from './queries/list-count-orders/list-count-orders.query';

/** §7 Counting by image or video: count orders, the point editor's save and confirm. */
@Controller()
export class CountOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.countOrderCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.countOrderCreate>): Promise<CountCreated> {
    return this.commands.execute(new CreateCountOrderCommand(body));
  }

  @Route(ROUTES.countOrderList)
  page(@RouteBody() body: BodyOf<typeof ROUTES.countOrderList>): Promise<PageResult<CountOrderRow>> {
    return this.queries.execute(new ListCountOrdersQuery(body));
  }

  @Route(ROUTES.countOrderDetail)
  detail(@RouteParams() params: ParamsOf<typeof ROUTES.countOrderDetail>): Promise<CountOrderDetail> {
    return this.queries.execute(new GetCountOrderQuery(params.id));
  }

  @Route(ROUTES.countOrderDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.countOrderDelete>): Promise<void> {
    return this.commands.execute(new DeleteCountOrderCommand(params.orderNo));
  }

  @Route(ROUTES.countOrderVerify)
  verify(
    @RouteParams() params: ParamsOf<typeof ROUTES.countOrderVerify>,
  ): Promise<{ id: number; status: number }> {
    return this.commands.execute(new VerifyCountOrderCommand(params.id));
  }

  @Route(ROUTES.countReviewSave)
  saveReview(@RouteBody() body: BodyOf<typeof ROUTES.countReviewSave>): Promise<CountImageDetail> {
    return this.commands.execute(new SaveReviewCommand(body));
  }

  @Route(ROUTES.countImageConfirm)
  confirmImage(
    @RouteBody() body: BodyOf<typeof ROUTES.countImageConfirm>,
  ): Promise<{ imageStatus: number; orderStatus: number }> {
    return this.commands.execute(new ConfirmImageCommand(body));
  }
}
