import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  accountCreateSchema,
  accountStatusBodySchema,
  accountUpdateSchema,
  type DeviceAccount,
  deviceUserListQuerySchema,
  idParamSchema,
  type PageResult,
} from '@timber/contracts';
import { ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ChangeAccountStatusCommand } from './commands/change-account-status/change-account-status.command';
import { CreateAccountCommand } from './commands/create-account/create-account.command';
import { DeleteAccountCommand } from './commands/delete-account/delete-account.command';
import { UpdateAccountCommand } from './commands/update-account/update-account.command';
import { ListAccountsQuery } from './queries/list-accounts/list-accounts.query';

/**
 * §2 Device user page: §7 /operator pageData, save, update, del/{id} (the device users are the
 * operators of the measuring devices); /deviceUser pageData, save and update, chosen before, stay as
 * aliases; (chosen) /deviceUser/updateStatus/{id}. The paths are whole: the two prefixes differ.
 */
@Controller()
export class DeviceUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(['operator/pageData', 'deviceUser/pageData'])
  @HttpCode(200)
  list(
    @Body(new ZodPipe(deviceUserListQuerySchema)) body: z.infer<typeof deviceUserListQuerySchema>,
  ): Promise<PageResult<DeviceAccount>> {
    return this.queries.execute(new ListAccountsQuery('device', body));
  }

  @Post(['operator/save', 'deviceUser/save'])
  @HttpCode(200)
  create(
    @Body(new ZodPipe(accountCreateSchema)) body: z.infer<typeof accountCreateSchema>,
  ): Promise<{ id: string }> {
    return this.commands.execute(new CreateAccountCommand('device', body));
  }

  @Post(['operator/update', 'deviceUser/update'])
  @HttpCode(200)
  update(@Body(new ZodPipe(accountUpdateSchema)) body: z.infer<typeof accountUpdateSchema>): Promise<void> {
    return this.commands.execute(new UpdateAccountCommand('device', body));
  }

  @Post('operator/del/:id')
  @HttpCode(200)
  delete(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteAccountCommand('device', params.id));
  }

  @Post('deviceUser/updateStatus/:id')
  @HttpCode(200)
  changeStatus(
    @Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>,
    @Body(new ZodPipe(accountStatusBodySchema)) body: z.infer<typeof accountStatusBodySchema>,
  ): Promise<void> {
    return this.commands.execute(new ChangeAccountStatusCommand('device', params.id, body.status));
  }
}
