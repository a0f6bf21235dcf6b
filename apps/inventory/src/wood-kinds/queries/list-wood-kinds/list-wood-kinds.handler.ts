import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type WoodKind } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { WoodKindRepository } from '../../wood-kind.repository';
import { ListWoodKindsQuery } from './list-wood-kinds.query';

@QueryHandler(ListWoodKindsQuery)
export class ListWoodKindsHandler implements IQueryHandler<ListWoodKindsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly woodKinds: WoodKindRepository,
  ) {}

  execute({ filter }: ListWoodKindsQuery): Promise<PageResult<WoodKind>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.woodKinds.page(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
