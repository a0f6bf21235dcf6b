import { type DynamicModule, Module } from '@nestjs/common';
import { EXPORT_LIMIT } from '@timber/exports';
import { dataServiceImports } from '@timber/nest-kit';
import { ORDERS_CONFIG, type OrdersConfig } from './config';
import { ConfirmedSheetsController } from './confirmed-sheets/confirmed-sheets.controller';
import { SheetConfirmedConsumer } from './confirmed-sheets/events/sheet-confirmed.consumer';
import { ListUnsettledHandler } from './confirmed-sheets/queries/list-unsettled/list-unsettled.handler';
import { SheetCopyRepository } from './confirmed-sheets/sheet-copy.repository';
import { CustomerCopyRepository } from './customers/customer-copy.repository';
import { CustomersController } from './customers/customers.controller';
import { CustomerChangedConsumer } from './customers/events/customer-changed.consumer';
import { ListCustomersHandler } from './customers/queries/list-customers/list-customers.handler';
import { OrderDetailController } from './order-detail/order-detail.controller';
import { OrderWoodRepository } from './order-detail/order-wood.repository';
import { ListOrderWoodHandler } from './order-detail/queries/list-order-wood/list-order-wood.handler';
import { OrderDiameterCategoryHandler } from './order-detail/queries/order-diameter-category/order-diameter-category.handler';
import { OrderImagesHandler } from './order-detail/queries/order-images/order-images.handler';
import { OrderWorkbookHandler } from './order-detail/queries/order-workbook/order-workbook.handler';
import { CheckOrderHandler } from './orders/commands/check-order/check-order.handler';
import { DeleteOrderHandler } from './orders/commands/delete-order/delete-order.handler';
import { SaveOrderHandler } from './orders/commands/save-order/save-order.handler';
import { WriteOffOrderHandler } from './orders/commands/write-off-order/write-off-order.handler';
import { OrderRepository } from './orders/order.repository';
import { OrdersController } from './orders/orders.controller';
import { ExportDiaClassificationHandler } from './orders/queries/export-dia-classification/export-dia-classification.handler';
import { ExportOrdersHandler } from './orders/queries/export-orders/export-orders.handler';
import { GetOrderHandler } from './orders/queries/get-order/get-order.handler';
import { ListOrderSheetsHandler } from './orders/queries/list-order-sheets/list-order-sheets.handler';
import { ListOrdersHandler } from './orders/queries/list-orders/list-orders.handler';
import { CreateShareHandler } from './sharing/commands/create-share/create-share.handler';
import { RevokeShareHandler } from './sharing/commands/revoke-share/revoke-share.handler';
import { ListShareLinksHandler } from './sharing/queries/list-share-links/list-share-links.handler';
import { SharedImagesHandler } from './sharing/queries/shared-images/shared-images.handler';
import { SharedOrdersHandler } from './sharing/queries/shared-orders/shared-orders.handler';
import { ShareAccess } from './sharing/share-access';
import { ShareLinkRepository } from './sharing/share-link.repository';
import { SharingController } from './sharing/sharing.controller';

/**
 * Orders: settling confirmed stock-in and stock-out sheets (§2 Orders, §3 Order, §4 Orders). It
 * learns of the confirmed sheets and the customers from inventory's events (its own copy, no other
 * schema read), settles each sheet once, checks and deletes orders, answers the lists, the
 * diameter data detail and the workbooks, and the public share page through signed links. It
 * publishes orders.order.created / checked / deleted through its outbox.
 */
@Module({})
export class OrdersModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    return {
      module: OrdersModule,
      imports: dataServiceImports('orders', config),
      controllers: [
        ConfirmedSheetsController,
        CustomersController,
        OrdersController,
        OrderDetailController,
        SharingController,
        // events: confirmed sheets and customers from inventory
        SheetConfirmedConsumer,
        CustomerChangedConsumer,
      ],
      providers: [
        { provide: ORDERS_CONFIG, useValue: config },
        { provide: EXPORT_LIMIT, useValue: config.EXPORT_MAX_ROWS },
        SheetCopyRepository,
        CustomerCopyRepository,
        OrderRepository,
        OrderWoodRepository,
        ShareLinkRepository,
        ShareAccess,
        ListUnsettledHandler,
        ListCustomersHandler,
        SaveOrderHandler,
        CheckOrderHandler,
        WriteOffOrderHandler,
        DeleteOrderHandler,
        ListOrdersHandler,
        GetOrderHandler,
        ListOrderSheetsHandler,
        ExportOrdersHandler,
        ExportDiaClassificationHandler,
        OrderDiameterCategoryHandler,
        ListOrderWoodHandler,
        OrderImagesHandler,
        OrderWorkbookHandler,
        CreateShareHandler,
        RevokeShareHandler,
        ListShareLinksHandler,
        SharedOrdersHandler,
        SharedImagesHandler,
      ],
    };
  }
}
