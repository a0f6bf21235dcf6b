import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderWood, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { OrderRepository } from '../../../orders';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { OrderWoodRepository } from '../../order-wood.repository';
import { ListOrderWoodQuery } from './list-order-wood.query';

@QueryHandler(ListOrderWoodQuery)
export class ListOrderWoodHandler implements IQueryHandler<ListOrderWoodQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly wood: OrderWoodRepository,
  ) {}

  execute({ query }: ListOrderWoodQuery): Promise<PageResult<OrderWood>> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.find(trx, query.id);
      assertMayHandle(order.order_type);
      return this.wood.page(trx, query.id, query);
    });
  }
}
