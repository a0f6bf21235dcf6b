import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { StockRepository } from '../../stock.repository';
import { ListOutOfStockQuery } from './list-out-of-stock.query';

@QueryHandler(ListOutOfStockQuery)
export class ListOutOfStockHandler
  extends tenantHandler(StockRepository, (stock, trx, { filter }: ListOutOfStockQuery) =>
    stock.page(trx, filter, 'soldOut'),
  )
  implements IQueryHandler<ListOutOfStockQuery> {}
