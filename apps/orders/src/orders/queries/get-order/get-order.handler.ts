import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderRow } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { toOrderRow } from '../../order-row';
import { OrderRepository } from '../../order.repository';
import { GetOrderQuery } from './get-order.query';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
  ) {}

  execute({ id }: GetOrderQuery): Promise<OrderRow> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const record = await this.orders.find(trx, id);
      assertMayHandle(record.order_type);
      const classes = await this.orders.diaClasses(trx, [id]);
      return toOrderRow(record, classes.get(id) ?? [], requestContext().locale);
    });
  }
}
