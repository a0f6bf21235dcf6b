import { Query } from '@nestjs/cqrs';
import { type LocationListQuery, type PageResult, type WarehouseLocation } from '@timber/contracts';

export class ListLocationsQuery extends Query<PageResult<WarehouseLocation>> {
  constructor(readonly filter: LocationListQuery) {
    super();
  }
}
