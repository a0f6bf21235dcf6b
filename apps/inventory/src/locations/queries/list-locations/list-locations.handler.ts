import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PageResult, type WarehouseLocation } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { LocationRepository } from '../../location.repository';
import { ListLocationsQuery } from './list-locations.query';

@QueryHandler(ListLocationsQuery)
export class ListLocationsHandler implements IQueryHandler<ListLocationsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly locations: LocationRepository,
  ) {}

  execute({ filter }: ListLocationsQuery): Promise<PageResult<WarehouseLocation>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.locations.page(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
