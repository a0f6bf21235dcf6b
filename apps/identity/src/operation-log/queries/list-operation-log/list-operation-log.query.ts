import { Query } from '@nestjs/cqrs';
import { type PageResult } from '@timber/contracts';
import { type Locale } from '@timber/i18n';
import { type OperationLogRecord } from '../../operation-log.repository';

export class ListOperationLogQuery extends Query<PageResult<OperationLogRecord>> {
  constructor(
    readonly tenantId: string,
    readonly page: number,
    readonly pageSize: number,
    readonly locale: Locale,
  ) {
    super();
  }
}
