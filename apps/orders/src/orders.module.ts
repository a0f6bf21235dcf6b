import { type DynamicModule, Module } from '@nestjs/common';
import { EXPORT_LIMIT } from '@timber/exports';
import { AppValuesModule, dataServiceImports } from '@timber/nest-kit';
import { ORDERS_CONFIG, type OrdersConfig } from './config';
import { ConfirmedSheetsModule } from './confirmed-sheets';
import { CustomersModule } from './customers';
import { OrderDetailModule } from './order-detail';
import { OrdersContextModule } from './orders';
import { SharingModule } from './sharing';

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
      imports: [
        ...dataServiceImports('orders', config),
        AppValuesModule.forRoot([
          { provide: ORDERS_CONFIG, useValue: config },
          { provide: EXPORT_LIMIT, useValue: config.EXPORT_MAX_ROWS },
        ]),
        // events: confirmed sheets and customers from inventory
        CustomersModule,
        ConfirmedSheetsModule,
        OrdersContextModule,
        OrderDetailModule,
        SharingModule,
      ],
    };
  }
}
