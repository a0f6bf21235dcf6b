import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type PageResult } from '@timber/contracts';
import { caller, requestContext } from '@timber/nest-kit';
import { OperationLogRepository, type OperationLogRecord } from '../../operation-log.repository';
import { ListOperationLogQuery } from './list-operation-log.query';

@QueryHandler(ListOperationLogQuery)
export class ListOperationLogHandler implements IQueryHandler<ListOperationLogQuery> {
  constructor(private readonly log: OperationLogRepository) {}

  execute({ filter }: ListOperationLogQuery): Promise<PageResult<OperationLogRecord>> {
    const { locale, tzOffsetHours } = requestContext();
    return this.log.page(caller().tenantId, filter, tzOffsetHours, locale);
  }
}
