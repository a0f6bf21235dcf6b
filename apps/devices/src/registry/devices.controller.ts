import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type Device, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';

import { CreateDeviceCommand } from './commands/create-device/create-device.command';
import { DeleteDeviceCommand } from './commands/delete-device/delete-device.command';
import { RenameDeviceCommand } from './commands/rename-device/rename-device.command';
import { SetupDeviceStandardsCommand } from './commands/setup-device-standards/setup-device-standards.command';
import { SwitchDeviceCommand } from './commands/switch-device/switch-device.command';
import { ListDevicesQuery } from './queries/list-devices/list-devices.query';

/** §7 /device: the device list and its settings. */
@Controller()
export class DevicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.deviceList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.deviceList>): Promise<PageResult<Device>> {
    return this.queries.execute(new ListDevicesQuery(body));
  }

  @Route(ROUTES.deviceCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.deviceCreate>): Promise<Device> {
    return this.commands.execute(new CreateDeviceCommand(body));
  }

  @Route(ROUTES.deviceRename)
  rename(
    @RouteParams() params: ParamsOf<typeof ROUTES.deviceRename>,
    @RouteBody() body: BodyOf<typeof ROUTES.deviceRename>,
  ): Promise<Device> {
    return this.commands.execute(new RenameDeviceCommand(params.deviceNo, body.deviceName));
  }

  @Route(ROUTES.deviceStandardSetup)
  setupStandards(
    @RouteParams() params: ParamsOf<typeof ROUTES.deviceStandardSetup>,
    @RouteBody() body: BodyOf<typeof ROUTES.deviceStandardSetup>,
  ): Promise<Device> {
    return this.commands.execute(new SetupDeviceStandardsCommand(params.id, body.standard));
  }

  @Route(ROUTES.deviceStatus)
  switch(
    @RouteParams() params: ParamsOf<typeof ROUTES.deviceStatus>,
    @RouteBody() body: BodyOf<typeof ROUTES.deviceStatus>,
  ): Promise<Device> {
    return this.commands.execute(new SwitchDeviceCommand(params.id, body.status));
  }

  @Route(ROUTES.deviceDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.deviceDelete>): Promise<void> {
    return this.commands.execute(new DeleteDeviceCommand(params.id));
  }
}
