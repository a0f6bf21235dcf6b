import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { operationLogQuerySchema, type PageResult } from '@timber/contracts';
import { caller, requestContext, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { type OperationLogRecord } from './operation-log.repository';
import { ListOperationLogQuery } from './queries/list-operation-log/list-operation-log.query';

/** §3 Operation log, §7 POST /sys/logs. */
@Controller('sys')
export class OperationLogController {
  constructor(private readonly queries: QueryBus) {}

  @Post('logs')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(operationLogQuerySchema)) body: z.infer<typeof operationLogQuerySchema>,
  ): Promise<PageResult<OperationLogRecord>> {
    return this.queries.execute(
      new ListOperationLogQuery(caller().tenantId, body.page, body.pageSize, requestContext().locale),
    );
  }
}
