import { Query } from '@nestjs/cqrs';
import { type CarDataQuery, type CarDataRow, type PageResult } from '@timber/contracts';

/** (chosen) /stock/carData/page: the trucks and containers of confirmed sheets, paged. */
export class ListCarDataQuery extends Query<PageResult<CarDataRow>> {
  constructor(readonly query: CarDataQuery) {
    super();
  }
}
