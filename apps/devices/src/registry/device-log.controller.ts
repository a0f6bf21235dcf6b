import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type DeviceLog,
  deviceLogListQuerySchema,
  type DeviceLogOperator,
  emptyQuerySchema,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ListDeviceLogOperatorsQuery } from './queries/list-device-log-operators/list-device-log-operators.query';
import { ListDeviceLogsQuery } from './queries/list-device-logs/list-device-logs.query';

/** §7 /deviceLog: every enrolment, upload, rejection and setting change of the devices. */
@Controller('deviceLog')
export class DeviceLogController {
  constructor(private readonly queries: QueryBus) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(deviceLogListQuerySchema)) body: z.infer<typeof deviceLogListQuerySchema>,
  ): Promise<PageResult<DeviceLog>> {
    return this.queries.execute(new ListDeviceLogsQuery(body));
  }

  @Post('operators')
  @HttpCode(200)
  operators(
    @Body(new ZodPipe(emptyQuerySchema)) _body: z.infer<typeof emptyQuerySchema>,
  ): Promise<DeviceLogOperator[]> {
    return this.queries.execute(new ListDeviceLogOperatorsQuery());
  }
}
