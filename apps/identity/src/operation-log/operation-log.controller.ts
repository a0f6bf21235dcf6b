import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { type Response } from 'express';
import { Route } from '../route';

import { type OperationLogRecord } from './operation-log.repository';
import { ExportOperationLogQuery } from './queries/export-operation-log/export-operation-log.query';
import { ListOperationLogQuery } from './queries/list-operation-log/list-operation-log.query';
import { ListOperationsQuery } from './queries/list-operations/list-operations.query';

/** §3 Operation log: §7 POST /sys/logs, the filter's operations and the §9 workbook. */
@Controller()
export class OperationLogController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.operationLog)
  list(@RouteBody() body: BodyOf<typeof ROUTES.operationLog>): Promise<PageResult<OperationLogRecord>> {
    return this.queries.execute(new ListOperationLogQuery(body));
  }

  @Route(ROUTES.operationLogOperationList)
  operations(): Promise<{ value: string; label: string }[]> {
    return this.queries.execute(new ListOperationsQuery());
  }

  @Route(ROUTES.operationLogExport)
  download(@RouteBody() body: BodyOf<typeof ROUTES.operationLogExport>, @Res() res: Response): Promise<void> {
    return this.queries.execute(new ExportOperationLogQuery(body, res));
  }
}
