import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CarDataRow, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CarDataRepository } from '../../car-data.repository';
import { ListCarDataQuery } from './list-car-data.query';

@QueryHandler(ListCarDataQuery)
export class ListCarDataHandler implements IQueryHandler<ListCarDataQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly cars: CarDataRepository,
  ) {}

  execute({ query }: ListCarDataQuery): Promise<PageResult<CarDataRow>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.cars.page(trx, query));
  }
}
