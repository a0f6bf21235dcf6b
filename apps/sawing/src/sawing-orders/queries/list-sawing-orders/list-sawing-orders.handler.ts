import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type SawingOrderRow } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { callerDay } from '../../../shared/figures';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { ListSawingOrdersQuery } from './list-sawing-orders.query';

@QueryHandler(ListSawingOrdersQuery)
export class ListSawingOrdersHandler implements IQueryHandler<ListSawingOrdersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
  ) {}

  execute({ query, state }: ListSawingOrdersQuery): Promise<PageResult<SawingOrderRow>> {
    const day = query.searchDate ?? callerDay(new Date(), requestContext().tzOffsetHours);
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.orders.list(
        trx,
        { day, machineNum: query.machineNum, ...(state === undefined ? {} : { state }) },
        query,
      ),
    );
  }
}
