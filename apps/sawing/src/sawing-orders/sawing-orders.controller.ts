import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type PageResult,
  ROUTES,
  type SawingLog,
  type SawingOrderRow,
  type SawingOrderSaved,
  type SawingSpec,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';
import { CloseSawingOrderCommand } from './commands/close-sawing-order/close-sawing-order.command';
import { DeleteSawingOrderCommand } from './commands/delete-sawing-order/delete-sawing-order.command';
import { DeleteSawingSpecCommand } from './commands/delete-sawing-spec/delete-sawing-spec.command';
import { MergeSawingOrdersCommand } from './commands/merge-sawing-orders/merge-sawing-orders.command';
import { ReopenSawingOrderCommand } from './commands/reopen-sawing-order/reopen-sawing-order.command';
import { RestoreSawingOrderCommand } from './commands/restore-sawing-order/restore-sawing-order.command';
import { SaveSawingOrderCommand } from './commands/save-sawing-order/save-sawing-order.command';
import { SplitSawingOrderCommand } from './commands/split-sawing-order/split-sawing-order.command';
import { TakeLogsCommand } from './commands/take-logs/take-logs.command';
import { ListOrderLogsQuery } from './queries/list-order-logs/list-order-logs.query';
import { ListSawingOrdersQuery } from './queries/list-sawing-orders/list-sawing-orders.query';
import { ListSawingSpecsQuery } from './queries/list-sawing-specs/list-sawing-specs.query';

/** §7 /cutting/record/*: sawing orders, their specifications and logs. */
@Controller()
export class SawingOrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.sawingOrderList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.sawingOrderList>): Promise<PageResult<SawingOrderRow>> {
    return this.queries.execute(new ListSawingOrdersQuery(body));
  }

  @Route(ROUTES.sawingOrderSave)
  save(@RouteBody() body: BodyOf<typeof ROUTES.sawingOrderSave>): Promise<SawingOrderSaved> {
    return this.commands.execute(new SaveSawingOrderCommand(body));
  }

  @Route(ROUTES.sawingOrderClose)
  close(@RouteBody() body: BodyOf<typeof ROUTES.sawingOrderClose>): Promise<SawingOrderSaved> {
    return this.commands.execute(new CloseSawingOrderCommand(body));
  }

  @Route(ROUTES.sawingOrderMerge)
  merge(@RouteBody() body: BodyOf<typeof ROUTES.sawingOrderMerge>): Promise<SawingOrderSaved> {
    return this.commands.execute(new MergeSawingOrdersCommand(body));
  }

  @Route(ROUTES.sawingOrderSplit)
  split(@RouteBody() body: BodyOf<typeof ROUTES.sawingOrderSplit>): Promise<SawingOrderSaved> {
    return this.commands.execute(new SplitSawingOrderCommand(body.orderid));
  }

  @Route(ROUTES.sawingOrderDelete)
  delete(@RouteBody() body: BodyOf<typeof ROUTES.sawingOrderDelete>): Promise<SawingOrderSaved> {
    return this.commands.execute(new DeleteSawingOrderCommand(body.orderid));
  }

  @Route(ROUTES.sawingOrderRestore)
  restore(@RouteBody() body: BodyOf<typeof ROUTES.sawingOrderRestore>): Promise<SawingOrderSaved> {
    return this.commands.execute(new RestoreSawingOrderCommand(body.orderid));
  }

  @Route(ROUTES.sawingOrderReopen)
  reopen(@RouteParams() params: ParamsOf<typeof ROUTES.sawingOrderReopen>): Promise<SawingOrderSaved> {
    return this.commands.execute(new ReopenSawingOrderCommand(params.id));
  }

  @Route(ROUTES.sawingSpecList)
  specs(@RouteParams() params: ParamsOf<typeof ROUTES.sawingSpecList>): Promise<SawingSpec[]> {
    return this.queries.execute(new ListSawingSpecsQuery(params.id));
  }

  @Route(ROUTES.sawingSpecDelete)
  deleteSpec(@RouteParams() params: ParamsOf<typeof ROUTES.sawingSpecDelete>): Promise<SawingOrderSaved> {
    return this.commands.execute(new DeleteSawingSpecCommand(params.id));
  }

  @Route(ROUTES.sawingOrderLogList)
  logs(
    @RouteParams() params: ParamsOf<typeof ROUTES.sawingOrderLogList>,
    @RouteBody() body: BodyOf<typeof ROUTES.sawingOrderLogList>,
  ): Promise<PageResult<SawingLog>> {
    return this.queries.execute(new ListOrderLogsQuery(params.machineNum, body));
  }

  @Route(ROUTES.sawingTakeLogs)
  takeLogs(@RouteBody() body: BodyOf<typeof ROUTES.sawingTakeLogs>): Promise<SawingOrderSaved> {
    return this.commands.execute(new TakeLogsCommand(body));
  }
}
