import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, type PageResult, type SawingLog } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { StockLogRepository } from '../../../stock-logs';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { ListOrderLogsQuery } from './list-order-logs.query';

/** The order must be of the machine the path names (else 402701, as an unknown order). */
@QueryHandler(ListOrderLogsQuery)
export class ListOrderLogsHandler implements IQueryHandler<ListOrderLogsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
    private readonly logs: StockLogRepository,
  ) {}

  execute({ machineNum, query }: ListOrderLogsQuery): Promise<PageResult<SawingLog>> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.find(trx, query.id);
      if (order.machineNo !== machineNum) {
        throw new DomainError('SAWING.NOT_FOUND');
      }
      const ids = [query.id, ...(await this.orders.mergedInto(trx, query.id))];
      return this.logs.listOfOrders(trx, ids, query);
    });
  }
}
