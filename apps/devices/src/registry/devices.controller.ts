import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type Device,
  deviceCreateSchema,
  deviceListQuerySchema,
  deviceNoParamSchema,
  deviceRenameSchema,
  deviceStandardSetupSchema,
  deviceStatusChangeSchema,
  idParamSchema,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateDeviceCommand } from './commands/create-device/create-device.command';
import { DeleteDeviceCommand } from './commands/delete-device/delete-device.command';
import { RenameDeviceCommand } from './commands/rename-device/rename-device.command';
import { SetupDeviceStandardsCommand } from './commands/setup-device-standards/setup-device-standards.command';
import { SwitchDeviceCommand } from './commands/switch-device/switch-device.command';
import { ListDevicesQuery } from './queries/list-devices/list-devices.query';

type Id = z.infer<typeof idParamSchema>;

/** §7 /device: the device list and its settings. */
@Controller('device')
export class DevicesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('pageData')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(deviceListQuerySchema)) body: z.infer<typeof deviceListQuerySchema>,
  ): Promise<PageResult<Device>> {
    return this.queries.execute(new ListDevicesQuery(body));
  }

  @Post('save')
  @HttpCode(200)
  create(@Body(new ZodPipe(deviceCreateSchema)) body: z.infer<typeof deviceCreateSchema>): Promise<Device> {
    return this.commands.execute(new CreateDeviceCommand(body));
  }

  @Post('changeName/:deviceNo')
  @HttpCode(200)
  rename(
    @Param(new ZodPipe(deviceNoParamSchema)) params: z.infer<typeof deviceNoParamSchema>,
    @Body(new ZodPipe(deviceRenameSchema)) body: z.infer<typeof deviceRenameSchema>,
  ): Promise<Device> {
    return this.commands.execute(new RenameDeviceCommand(params.deviceNo, body.deviceName));
  }

  @Post('standard/setup/:id')
  @HttpCode(200)
  setupStandards(
    @Param(new ZodPipe(idParamSchema)) params: Id,
    @Body(new ZodPipe(deviceStandardSetupSchema)) body: z.infer<typeof deviceStandardSetupSchema>,
  ): Promise<Device> {
    return this.commands.execute(new SetupDeviceStandardsCommand(params.id, body.standard));
  }

  @Post('status/:id')
  @HttpCode(200)
  switch(
    @Param(new ZodPipe(idParamSchema)) params: Id,
    @Body(new ZodPipe(deviceStatusChangeSchema)) body: z.infer<typeof deviceStatusChangeSchema>,
  ): Promise<Device> {
    return this.commands.execute(new SwitchDeviceCommand(params.id, body.status));
  }

  @Post('del/:id')
  @HttpCode(200)
  delete(@Param(new ZodPipe(idParamSchema)) params: Id): Promise<void> {
    return this.commands.execute(new DeleteDeviceCommand(params.id));
  }
}
