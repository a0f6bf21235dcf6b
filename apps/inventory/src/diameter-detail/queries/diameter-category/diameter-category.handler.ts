import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterCategory } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DetailReader } from '../../detail-reader';
import { toDiameterCategory } from '../../diameter-category';
import { DiameterCategoryQuery } from './diameter-category.query';

/**
 * §2 Diameter data detail: the sheet's logs grouped by diameter class and length, measured again
 * from their readings under the chosen standard (so one sheet can be compared under several).
 */
@QueryHandler(DiameterCategoryQuery)
export class DiameterCategoryHandler implements IQueryHandler<DiameterCategoryQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly reader: DetailReader,
  ) {}

  execute({ kind, id, standard }: DiameterCategoryQuery): Promise<DiameterCategory> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const detail = await this.reader.measure(trx, { type: 'sheet', kind, id }, standard);
      return toDiameterCategory(detail.standard, detail.measured);
    });
  }
}
