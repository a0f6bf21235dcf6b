import { Query } from '@nestjs/cqrs';
import { type PageResult, type StockRow } from '@timber/contracts';
import { type ListStockQuery } from '../list-stock/list-stock.query';

/** §7 pageOutOfStock: the stock rows sold out, with the stock list's filters and paging. */
export class ListOutOfStockQuery extends Query<PageResult<StockRow>> {
  constructor(readonly filter: ListStockQuery['filter']) {
    super();
  }
}
