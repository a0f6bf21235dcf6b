import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterRange, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DiameterRangeRepository } from '../../diameter-range.repository';
import { ListDiameterRangesQuery } from './list-diameter-ranges.query';

@QueryHandler(ListDiameterRangesQuery)
export class ListDiameterRangesHandler implements IQueryHandler<ListDiameterRangesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly ranges: DiameterRangeRepository,
  ) {}

  execute({ filter }: ListDiameterRangesQuery): Promise<PageResult<DiameterRange>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.ranges.page(trx, filter));
  }
}
