import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  accountCreateSchema,
  accountUpdateSchema,
  appLoginRequestSchema,
  type AppLoginResponse,
  appUserListQuerySchema,
  appUserStatusSchema,
  type DeviceAccount,
  idParamSchema,
  type PageResult,
} from '@timber/contracts';
import { Public, requestContext, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { AppLoginCommand } from './commands/app-login/app-login.command';
import { ChangeAccountStatusCommand } from './commands/change-account-status/change-account-status.command';
import { CreateAccountCommand } from './commands/create-account/create-account.command';
import { DeleteAccountCommand } from './commands/delete-account/delete-account.command';
import { UpdateAccountCommand } from './commands/update-account/update-account.command';
import { ListAccountsQuery } from './queries/list-accounts/list-accounts.query';

/** §7 /appcus: page, add, delete/{id}, edit, updateStatus; and (chosen) login for the mobile app. */
@Controller('appcus')
export class AppUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('page')
  @HttpCode(200)
  list(
    @Body(new ZodPipe(appUserListQuerySchema)) body: z.infer<typeof appUserListQuerySchema>,
  ): Promise<PageResult<DeviceAccount>> {
    return this.queries.execute(new ListAccountsQuery('app', body));
  }

  @Post('add')
  @HttpCode(200)
  create(
    @Body(new ZodPipe(accountCreateSchema)) body: z.infer<typeof accountCreateSchema>,
  ): Promise<{ id: string }> {
    return this.commands.execute(new CreateAccountCommand('app', body));
  }

  @Post('edit')
  @HttpCode(200)
  update(@Body(new ZodPipe(accountUpdateSchema)) body: z.infer<typeof accountUpdateSchema>): Promise<void> {
    return this.commands.execute(new UpdateAccountCommand('app', body));
  }

  @Post('delete/:id')
  @HttpCode(200)
  delete(@Param(new ZodPipe(idParamSchema)) params: z.infer<typeof idParamSchema>): Promise<void> {
    return this.commands.execute(new DeleteAccountCommand('app', params.id));
  }

  @Post('updateStatus')
  @HttpCode(200)
  changeStatus(
    @Body(new ZodPipe(appUserStatusSchema)) body: z.infer<typeof appUserStatusSchema>,
  ): Promise<void> {
    return this.commands.execute(new ChangeAccountStatusCommand('app', body.id, body.status));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(
    @Body(new ZodPipe(appLoginRequestSchema)) body: z.infer<typeof appLoginRequestSchema>,
  ): Promise<AppLoginResponse> {
    return this.commands.execute(new AppLoginCommand(body.username, body.password, requestContext().ip));
  }
}
