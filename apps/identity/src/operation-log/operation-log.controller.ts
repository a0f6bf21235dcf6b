import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, caller, requestContext, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';

import { type OperationLogRecord } from './operation-log.repository';
import { ListOperationLogQuery } from './queries/list-operation-log/list-operation-log.query';

/** §3 Operation log, §7 POST /sys/logs. */
@Controller()
export class OperationLogController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.operationLog)
  list(@RouteBody() body: BodyOf<typeof ROUTES.operationLog>): Promise<PageResult<OperationLogRecord>> {
    return this.queries.execute(
      new ListOperationLogQuery(caller().tenantId, body.page, body.pageSize, requestContext().locale),
    );
  }
}
