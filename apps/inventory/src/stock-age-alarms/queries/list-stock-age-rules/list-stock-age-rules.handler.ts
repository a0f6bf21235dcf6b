import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type StockAgeRule } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StockAgeRepository } from '../../stock-age.repository';
import { ListStockAgeRulesQuery } from './list-stock-age-rules.query';

/** §7 /invalarm/page. */
@QueryHandler(ListStockAgeRulesQuery)
export class ListStockAgeRulesHandler implements IQueryHandler<ListStockAgeRulesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly rules: StockAgeRepository,
  ) {}

  execute({ body }: ListStockAgeRulesQuery): Promise<PageResult<StockAgeRule>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.rules.rules(trx, body));
  }
}
