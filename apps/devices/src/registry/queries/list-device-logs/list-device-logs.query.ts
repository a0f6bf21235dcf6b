import { Query } from '@nestjs/cqrs';
import { type DeviceLog, type DeviceLogListQuery, type PageResult } from '@timber/contracts';

export class ListDeviceLogsQuery extends Query<PageResult<DeviceLog>> {
  constructor(readonly filter: DeviceLogListQuery) {
    super();
  }
}
