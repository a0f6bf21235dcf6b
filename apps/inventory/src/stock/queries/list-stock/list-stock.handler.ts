import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { StockRepository } from '../../stock.repository';
import { ListStockQuery } from './list-stock.query';

@QueryHandler(ListStockQuery)
export class ListStockHandler
  extends tenantHandler(StockRepository, (stock, trx, { filter }: ListStockQuery) => stock.page(trx, filter))
  implements IQueryHandler<ListStockQuery> {}
