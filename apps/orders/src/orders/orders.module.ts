import { Module } from '@nestjs/common';
import { ConfirmedSheetsModule } from '../confirmed-sheets';
import { CustomersModule } from '../customers';
import { CheckOrderHandler } from './commands/check-order/check-order.handler';
import { DeleteOrderHandler } from './commands/delete-order/delete-order.handler';
import { SaveOrderHandler } from './commands/save-order/save-order.handler';
import { WriteOffOrderHandler } from './commands/write-off-order/write-off-order.handler';
import { OrderRepository } from './order.repository';
import { OrdersController } from './orders.controller';
import { ExportDiaClassificationHandler } from './queries/export-dia-classification/export-dia-classification.handler';
import { ExportOrdersHandler } from './queries/export-orders/export-orders.handler';
import { GetOrderHandler } from './queries/get-order/get-order.handler';
import { ListOrderSheetsHandler } from './queries/list-order-sheets/list-order-sheets.handler';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';

/** Orders settling confirmed sheets: save, check, write off, delete, the lists and their workbooks. */
@Module({
  imports: [ConfirmedSheetsModule, CustomersModule],
  controllers: [OrdersController],
  providers: [
    OrderRepository,
    SaveOrderHandler,
    CheckOrderHandler,
    WriteOffOrderHandler,
    DeleteOrderHandler,
    ListOrdersHandler,
    GetOrderHandler,
    ListOrderSheetsHandler,
    ExportOrdersHandler,
    ExportDiaClassificationHandler,
  ],
  exports: [OrderRepository],
})
export class OrdersContextModule {}
