import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderSheet, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { SheetCopyRepository } from '../../../confirmed-sheets';
import { type OrdersDb } from '../../../orders-db';
import { assertMayHandle } from '../../../shared/order-access';
import { OrderRepository } from '../../order.repository';
import { ListOrderSheetsQuery } from './list-order-sheets.query';

@QueryHandler(ListOrderSheetsQuery)
export class ListOrderSheetsHandler implements IQueryHandler<ListOrderSheetsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly orders: OrderRepository,
    private readonly sheets: SheetCopyRepository,
  ) {}

  execute({ query }: ListOrderSheetsQuery): Promise<PageResult<OrderSheet>> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.find(trx, query.id);
      assertMayHandle(order.order_type);
      return this.sheets.ofOrder(trx, query.id, query);
    });
  }
}
