import { Query } from '@nestjs/cqrs';
import { type DeviceLogOperator } from '@timber/contracts';

/** The users who appear in the device log: the choices of its creator filter. */
export class ListDeviceLogOperatorsQuery extends Query<DeviceLogOperator[]> {}
