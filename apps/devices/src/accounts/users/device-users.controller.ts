import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type DeviceAccount, type PageResult, ROUTES } from '@timber/contracts';
import { type BodyOf, type ParamsOf, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../../route';

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

  @Route(ROUTES.deviceUserList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.deviceUserList>): Promise<PageResult<DeviceAccount>> {
    return this.queries.execute(new ListAccountsQuery('device', body));
  }

  @Route(ROUTES.deviceUserCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.deviceUserCreate>): Promise<{ id: string }> {
    return this.commands.execute(new CreateAccountCommand('device', body));
  }

  @Route(ROUTES.deviceUserUpdate)
  update(@RouteBody() body: BodyOf<typeof ROUTES.deviceUserUpdate>): Promise<void> {
    return this.commands.execute(new UpdateAccountCommand('device', body));
  }

  @Route(ROUTES.deviceUserDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.deviceUserDelete>): Promise<void> {
    return this.commands.execute(new DeleteAccountCommand('device', params.id));
  }

  @Route(ROUTES.deviceUserStatus)
  changeStatus(
    @RouteParams() params: ParamsOf<typeof ROUTES.deviceUserStatus>,
    @RouteBody() body: BodyOf<typeof ROUTES.deviceUserStatus>,
  ): Promise<void> {
    return this.commands.execute(new ChangeAccountStatusCommand('device', params.id, body.status));
  }
}
