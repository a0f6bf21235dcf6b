import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type StockDiameterCategory } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DetailReader } from '../../detail-reader';
import { toDiameterCategory } from '../../diameter-category';
import { StockDiameterCategoryQuery } from './stock-diameter-category.query';

/**
 * §7 /stock/d/getDiaCategory/{id}: the pieces in stock of a stock row by diameter class and
 * length, measured from their readings like a sheet's (dummies, which have none, count as
 * unmeasured), with the row itself. The standard: the one asked for, else the one most of the
 * row's pieces came in under, else ch.
 */
@QueryHandler(StockDiameterCategoryQuery)
export class StockDiameterCategoryHandler implements IQueryHandler<StockDiameterCategoryQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly reader: DetailReader,
  ) {}

  execute({ stockId, standard }: StockDiameterCategoryQuery): Promise<StockDiameterCategory> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const detail = await this.reader.measure(trx, { type: 'stock', id: stockId }, standard);
      if (detail.header.type !== 'stock') {
        throw new Error('a stock detail has a stock header');
      }
      return { ...toDiameterCategory(detail.standard, detail.measured), stock: detail.header.stock };
    });
  }
}
