import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterCategory, DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DetailReader } from '../../detail-reader';
import { CarSheetsSource } from '../../detail-source';
import { toDiameterCategory } from '../../diameter-category';
import { CarDiameterCategoryQuery } from './car-diameter-category.query';

/**
 * §2 Diameter data detail, type carData: the logs of a truck's confirmed sheets together, all
 * measured again under one standard (the first sheet's own when none is asked for), so the table
 * adds up sheets measured under different ones. Any id that is not a confirmed sheet of the kind
 * is SHEET.NOT_FOUND.
 */
@QueryHandler(CarDiameterCategoryQuery)
export class CarDiameterCategoryHandler implements IQueryHandler<CarDiameterCategoryQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly reader: DetailReader,
    private readonly cars: CarSheetsSource,
  ) {}

  execute({ body }: CarDiameterCategoryQuery): Promise<DiameterCategory> {
    const ids = [...new Set(body.ids)];
    return withTenant(this.db, caller().tenantId, async (trx) => {
      if ((await this.cars.countConfirmed(trx, body.flag, ids)) !== ids.length) {
        throw new DomainError('SHEET.NOT_FOUND');
      }
      const detail = await this.reader.measureSheets(trx, body.flag, ids, body.standard);
      return toDiameterCategory(detail.standard, detail.measured);
    });
  }
}
