import { Query } from '@nestjs/cqrs';
import { type Device, type DeviceListQuery, type PageResult } from '@timber/contracts';

export class ListDevicesQuery extends Query<PageResult<Device>> {
  constructor(readonly filter: DeviceListQuery) {
    super();
  }
}
