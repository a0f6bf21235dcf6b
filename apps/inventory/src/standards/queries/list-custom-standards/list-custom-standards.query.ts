import { Query } from '@nestjs/cqrs';
import { type CustomStandard, type PageResult } from '@timber/contracts';

export class ListCustomStandardsQuery extends Query<PageResult<CustomStandard>> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
