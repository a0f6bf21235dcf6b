import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountOrderRow, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { CountOrderRepository } from '../../count-order.repository';
import { ListCountOrdersQuery } from './list-count-orders.query';

@QueryHandler(ListCountOrdersQuery)
export class ListCountOrdersHandler implements IQueryHandler<ListCountOrdersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  execute({ filter }: ListCountOrdersQuery): Promise<PageResult<CountOrderRow>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.orders.page(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
