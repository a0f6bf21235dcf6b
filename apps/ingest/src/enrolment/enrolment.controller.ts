import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type EnrolAnswer,
  type EnrolmentCode,
  enrolRequestSchema,
  idParamSchema,
  type RevokedCredentials,
} from '@timber/contracts';
import { DeviceRoute, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { CreateEnrolmentCodeCommand } from './commands/create-enrolment-code/create-enrolment-code.command';
import { EnrolDeviceCommand } from './commands/enrol-device/enrol-device.command';
import { RevokeDeviceCommand } from './commands/revoke-device/revoke-device.command';

type Id = z.infer<typeof idParamSchema>;

/**
 * Enrolment codes and revocation (users, through the BFF on ingest's internal port: their rule is
 * the route catalogue's), and the enrolment itself (devices, on the port devices call).
 */
@Controller()
export class EnrolmentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('device/enrol/:id')
  @HttpCode(200)
  enrolmentCode(@Param(new ZodPipe(idParamSchema)) params: Id): Promise<EnrolmentCode> {
    return this.commands.execute(new CreateEnrolmentCodeCommand(params.id));
  }

  @Post('device/revoke/:id')
  @HttpCode(200)
  revoke(@Param(new ZodPipe(idParamSchema)) params: Id): Promise<RevokedCredentials> {
    return this.commands.execute(new RevokeDeviceCommand(params.id));
  }

  /** a device that holds an enrolment code and no credential yet: the handler checks the code */
  @Post('v1/enrol')
  @HttpCode(200)
  @DeviceRoute()
  enrol(
    @Body(new ZodPipe(enrolRequestSchema)) body: z.infer<typeof enrolRequestSchema>,
  ): Promise<EnrolAnswer> {
    return this.commands.execute(new EnrolDeviceCommand(body));
  }
}
