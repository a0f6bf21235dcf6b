import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type StockRow } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { StockRepository } from '../../stock.repository';
import { ListOutOfStockQuery } from './list-out-of-stock.query';

@QueryHandler(ListOutOfStockQuery)
export class ListOutOfStockHandler implements IQueryHandler<ListOutOfStockQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly stock: StockRepository,
  ) {}

  execute({ filter }: ListOutOfStockQuery): Promise<PageResult<StockRow>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.stock.page(trx, filter, 'soldOut'));
  }
}
