// eslint-disable-next-line no-restricted-imports -- the device API (v1/…, on the device port) is not /api: it has no catalogue entry
import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type DeviceReferences, type SheetAccepted } from '@timber/contracts';
import { DeviceRoute } from '@timber/nest-kit';
import { ReceiveSheetCommand } from './commands/receive-sheet/receive-sheet.command';
import { DeviceToken, type PresentedToken } from './device-token';
import { DeviceReferencesQuery } from './queries/device-references/device-references.query';

/** The device-facing calls: `Authorization: Device <token>` instead of a user's login. */
@Controller('v1')
@DeviceRoute()
export class MeasurementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('references')
  references(@DeviceToken() token: PresentedToken): Promise<DeviceReferences> {
    return this.queries.execute(new DeviceReferencesQuery(token));
  }

  /** The body is validated by the handler, so that a refused sheet is written to the device log. */
  @Post('sheets')
  @HttpCode(200)
  sheet(
    @DeviceToken() token: PresentedToken,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Body() body: unknown,
  ): Promise<SheetAccepted> {
    return this.commands.execute(new ReceiveSheetCommand(token, idempotencyKey, body));
  }
}
