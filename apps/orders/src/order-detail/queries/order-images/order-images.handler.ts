import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DetailImages } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { OrderRepository } from '../../../orders';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { OrderWoodRepository } from '../../order-wood.repository';
import { OrderImagesQuery } from './order-images.query';

@QueryHandler(OrderImagesQuery)
export class OrderImagesHandler implements IQueryHandler<OrderImagesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly wood: OrderWoodRepository,
  ) {}

  execute({ id }: OrderImagesQuery): Promise<DetailImages> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.find(trx, id);
      assertMayHandle(order.order_type);
      return this.wood.images(trx, { orderIds: [id] });
    });
  }
}
