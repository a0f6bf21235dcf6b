import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CustomStandard, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CustomStandardRepository } from '../../custom-standard.repository';
import { ListCustomStandardsQuery } from './list-custom-standards.query';

@QueryHandler(ListCustomStandardsQuery)
export class ListCustomStandardsHandler implements IQueryHandler<ListCustomStandardsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly standards: CustomStandardRepository,
  ) {}

  execute({ page, pageSize }: ListCustomStandardsQuery): Promise<PageResult<CustomStandard>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.standards.page(trx, page, pageSize));
  }
}
