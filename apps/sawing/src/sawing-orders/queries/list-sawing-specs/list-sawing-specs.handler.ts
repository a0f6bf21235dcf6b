import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SawingSpec } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type SawingDb } from '../../../sawing-db';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { ListSawingSpecsQuery } from './list-sawing-specs.query';

@QueryHandler(ListSawingSpecsQuery)
export class ListSawingSpecsHandler implements IQueryHandler<ListSawingSpecsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    private readonly orders: SawingOrderRepository,
  ) {}

  execute({ orderId }: ListSawingSpecsQuery): Promise<SawingSpec[]> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      await this.orders.find(trx, orderId);
      return this.orders.specs(trx, orderId);
    });
  }
}
