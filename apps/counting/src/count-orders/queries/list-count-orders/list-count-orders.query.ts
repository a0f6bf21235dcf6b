import { Query } from '@nestjs/cqrs';
import { type CountOrderRow, type CountPageQuery, type PageResult } from '@timber/contracts';

export class ListCountOrdersQuery extends Query<PageResult<CountOrderRow>> {
  constructor(readonly filter: CountPageQuery) {
    super();
  }
}
