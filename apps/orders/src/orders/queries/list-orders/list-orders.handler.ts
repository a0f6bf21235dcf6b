import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderRow, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { toOrderRow } from '../../order-row';
import { OrderRepository } from '../../order.repository';
import { ListOrdersQuery } from './list-orders.query';

/** §2 Orders: a page of one type's orders, newest first, each with its diameter classification. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
  ) {}

  execute({ filter }: ListOrdersQuery): Promise<PageResult<OrderRow>> {
    assertMayHandle(filter.orderType);
    const { locale, tzOffsetHours } = requestContext();
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const page = await this.orders.page(trx, filter, filter, tzOffsetHours);
      const classes = await this.orders.diaClasses(
        trx,
        page.records.map((record) => record.id),
      );
      return {
        total: page.total,
        records: page.records.map((record) => toOrderRow(record, classes.get(record.id) ?? [], locale)),
      };
    });
  }
}
