import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderDiameterCategory } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { OrderRepository } from '../../../orders';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { orderCategory } from '../../domain/order-category';
import { OrderDiameterCategoryQuery } from './order-diameter-category.query';

/** §2 Diameter data detail (orderIn, orderOut): the order's logs by class and length, summed at its creation. */
@QueryHandler(OrderDiameterCategoryQuery)
export class OrderDiameterCategoryHandler implements IQueryHandler<OrderDiameterCategoryQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
  ) {}

  execute({ id }: OrderDiameterCategoryQuery): Promise<OrderDiameterCategory> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.find(trx, id);
      assertMayHandle(order.order_type);
      return orderCategory(await this.orders.classes(trx, [id]), order.quantity, order.standards);
    });
  }
}
