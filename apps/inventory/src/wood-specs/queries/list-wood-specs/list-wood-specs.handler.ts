import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type WoodSpec } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { ListWoodSpecsQuery } from './list-wood-specs.query';

@QueryHandler(ListWoodSpecsQuery)
export class ListWoodSpecsHandler implements IQueryHandler<ListWoodSpecsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodSpecs: WoodSpecRepository,
  ) {}

  execute({ filter }: ListWoodSpecsQuery): Promise<PageResult<WoodSpec>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.woodSpecs.page(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
