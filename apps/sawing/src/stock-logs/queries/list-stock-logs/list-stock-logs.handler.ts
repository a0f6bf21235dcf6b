import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { StockLogRepository } from '../../stock-log.repository';
import { ListStockLogsQuery } from './list-stock-logs.query';

@QueryHandler(ListStockLogsQuery)
export class ListStockLogsHandler
  extends tenantHandler(StockLogRepository, (logs, trx, { query }: ListStockLogsQuery) =>
    logs.listFree(trx, query),
  )
  implements IQueryHandler<ListStockLogsQuery> {}
