import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type PageResult } from '@timber/contracts';
import { OperationLogRepository, type OperationLogRecord } from '../../operation-log.repository';
import { ListOperationLogQuery } from './list-operation-log.query';

@QueryHandler(ListOperationLogQuery)
export class ListOperationLogHandler implements IQueryHandler<ListOperationLogQuery> {
  constructor(private readonly log: OperationLogRepository) {}

  execute(query: ListOperationLogQuery): Promise<PageResult<OperationLogRecord>> {
    return this.log.page(query.tenantId, query.page, query.pageSize, query.locale);
  }
}
