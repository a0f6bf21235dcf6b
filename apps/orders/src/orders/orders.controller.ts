import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type OrderRow, type OrderSaved, type OrderSheet, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { type Response } from 'express';
import { Route } from '../route';
import { CheckOrderCommand } from './commands/check-order/check-order.command';
import { DeleteOrderCommand } from './commands/delete-order/delete-order.command';
import { SaveOrderCommand } from './commands/save-order/save-order.command';
import { WriteOffOrderCommand } from './commands/write-off-order/write-off-order.command';
import { ExportDiaClassificationQuery } from './queries/export-dia-classification/export-dia-classification.query';
import { ExportOrdersQuery } from './queries/export-orders/export-orders.query';
import { GetOrderQuery } from './queries/get-order/get-order.query';
import { ListOrderSheetsQuery } from './queries/list-order-sheets/list-order-sheets.query';
import { ListOrdersQuery } from './queries/list-orders/list-orders.query';

/** §7 Orders: creation, the lists, check, write-off, delete and the list's workbooks. */
@Controller()
export class OrdersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.orderSave)
  save(@RouteBody() body: BodyOf<typeof ROUTES.orderSave>): Promise<OrderSaved> {
    return this.commands.execute(new SaveOrderCommand(body));
  }

  @Route(ROUTES.orderList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.orderList>): Promise<PageResult<OrderRow>> {
    return this.queries.execute(new ListOrdersQuery(body));
  }

  @Route(ROUTES.orderDetail)
  detail(@RouteParams() params: ParamsOf<typeof ROUTES.orderDetail>): Promise<OrderRow> {
    return this.queries.execute(new GetOrderQuery(params.id));
  }

  @Route(ROUTES.orderSpuList)
  sheets(@RouteBody() body: BodyOf<typeof ROUTES.orderSpuList>): Promise<PageResult<OrderSheet>> {
    return this.queries.execute(new ListOrderSheetsQuery(body));
  }

  @Route(ROUTES.orderCheck)
  check(@RouteParams() params: ParamsOf<typeof ROUTES.orderCheck>): Promise<{ id: string; status: number }> {
    return this.commands.execute(new CheckOrderCommand(params.id));
  }

  @Route(ROUTES.orderWriteOff)
  writeOff(
    @RouteParams() params: ParamsOf<typeof ROUTES.orderWriteOff>,
  ): Promise<{ id: string; status: number }> {
    return this.commands.execute(new WriteOffOrderCommand(params.id));
  }

  @Route(ROUTES.orderDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.orderDelete>): Promise<void> {
    return this.commands.execute(new DeleteOrderCommand(params.id));
  }

  @Route(ROUTES.orderExport)
  download(@RouteBody() body: BodyOf<typeof ROUTES.orderExport>, @Res() res: Response): Promise<void> {
    return this.queries.execute(new ExportOrdersQuery(body, res));
  }

  @Route(ROUTES.orderDiaClassificationExport)
  downloadDiaClassification(
    @RouteBody() body: BodyOf<typeof ROUTES.orderDiaClassificationExport>,
    @Res() res: Response,
  ): Promise<void> {
    return this.queries.execute(new ExportDiaClassificationQuery(body, res));
  }
}
