import { Module } from '@nestjs/common';
import { CreateDeviceHandler } from './commands/create-device/create-device.handler';
import { DeleteDeviceHandler } from './commands/delete-device/delete-device.handler';
import { RenameDeviceHandler } from './commands/rename-device/rename-device.handler';
import { SetupDeviceStandardsHandler } from './commands/setup-device-standards/setup-device-standards.handler';
import { SwitchDeviceHandler } from './commands/switch-device/switch-device.handler';
import { DeviceChanges } from './device-changes';
import { DeviceLogController } from './device-log.controller';
import { DeviceLogRepository } from './device-log.repository';
import { DeviceRepository } from './device.repository';
import { DevicesController } from './devices.controller';
import { DeviceActivityConsumer } from './events/device-activity.consumer';
import { ListDeviceLogOperatorsHandler } from './queries/list-device-log-operators/list-device-log-operators.handler';
import { ListDeviceLogsHandler } from './queries/list-device-logs/list-device-logs.handler';
import { ListDevicesHandler } from './queries/list-devices/list-devices.handler';

/** The device list, device settings and the device log. */
@Module({
  controllers: [
    DevicesController,
    DeviceLogController,
    // events: the device log's lines from ingest
    DeviceActivityConsumer,
  ],
  providers: [
    DeviceRepository,
    DeviceLogRepository,
    DeviceChanges,
    CreateDeviceHandler,
    RenameDeviceHandler,
    SetupDeviceStandardsHandler,
    SwitchDeviceHandler,
    DeleteDeviceHandler,
    ListDevicesHandler,
    ListDeviceLogsHandler,
    ListDeviceLogOperatorsHandler,
  ],
})
export class RegistryModule {}
