import { Query } from '@nestjs/cqrs';
import { type PageResult, type StockRow } from '@timber/contracts';

export class ListStockQuery extends Query<PageResult<StockRow>> {
  constructor(
    readonly filter: {
      page: number;
      pageSize: number;
      locationId?: string | undefined;
      woodKindId?: string | undefined;
    },
  ) {
    super();
  }
}
