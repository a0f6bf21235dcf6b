// eslint-disable-next-line no-restricted-imports -- the device API (v1/…, on the device port) is not /api: it has no catalogue entry
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type EnrolAnswer,
  type EnrolmentCode,
  enrolRequestSchema,
  type RevokedCredentials,
  ROUTES,
} from '@timber/contracts';
import { DeviceRoute, type ParamsOf, RouteParams, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { Route } from '../route';
import { CreateEnrolmentCodeCommand } from './commands/create-enrolment-code/create-enrolment-code.command';
import { EnrolDeviceCommand } from './commands/enrol-device/enrol-device.command';
import { RevokeDeviceCommand } from './commands/revoke-device/revoke-device.command';

/**
 * Enrolment codes and revocation (users, through the BFF on ingest's internal port: their rule is
 * the route catalogue's), and the enrolment itself (devices, on the port devices call).
 */
@Controller()
export class EnrolmentController {
  constructor(private readonly commands: CommandBus) {}

  @Route(ROUTES.deviceEnrolCode)
  enrolmentCode(@RouteParams() params: ParamsOf<typeof ROUTES.deviceEnrolCode>): Promise<EnrolmentCode> {
    return this.commands.execute(new CreateEnrolmentCodeCommand(params.id));
  }

  @Route(ROUTES.deviceRevoke)
  revoke(@RouteParams() params: ParamsOf<typeof ROUTES.deviceRevoke>): Promise<RevokedCredentials> {
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
