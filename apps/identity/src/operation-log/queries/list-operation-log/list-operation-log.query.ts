import { Query } from '@nestjs/cqrs';
import { type OperationLogQuery, type PageResult } from '@timber/contracts';
import { type OperationLogRecord } from '../../operation-log.repository';

export class ListOperationLogQuery extends Query<PageResult<OperationLogRecord>> {
  constructor(readonly filter: OperationLogQuery) {
    super();
  }
}
