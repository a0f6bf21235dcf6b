import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type DeviceLog, type DeviceLogOperator, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';

import { ListDeviceLogOperatorsQuery } from './queries/list-device-log-operators/list-device-log-operators.query';
import { ListDeviceLogsQuery } from './queries/list-device-logs/list-device-logs.query';

/** §7 /deviceLog: every enrolment, upload, rejection and setting change of the devices. */
@Controller()
export class DeviceLogController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.deviceLogList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.deviceLogList>): Promise<PageResult<DeviceLog>> {
    return this.queries.execute(new ListDeviceLogsQuery(body));
  }

  @Route(ROUTES.deviceLogOperatorList)
  operators(@RouteBody() _body: BodyOf<typeof ROUTES.deviceLogOperatorList>): Promise<DeviceLogOperator[]> {
    return this.queries.execute(new ListDeviceLogOperatorsQuery());
  }
}
