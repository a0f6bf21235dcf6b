import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AppLoginResponse,
  type CheckCode,
  type DeviceAccount,
  type PageResult,
  ROUTES,
} from '@timber/contracts';
import { type BodyOf, type ParamsOf, requestContext, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../../route';

import { AppLoginCommand } from './commands/app-login/app-login.command';
import { ChangeAccountStatusCommand } from './commands/change-account-status/change-account-status.command';
import { CreateAccountCommand } from './commands/create-account/create-account.command';
import { DeleteAccountCommand } from './commands/delete-account/delete-account.command';
import { IssueAppLoginCheckCodeCommand } from './commands/issue-app-login-check-code/issue-app-login-check-code.command';
import { UpdateAccountCommand } from './commands/update-account/update-account.command';
import { ListAccountsQuery } from './queries/list-accounts/list-accounts.query';

/** §7 /appcus: page, add, delete/{id}, edit, updateStatus; and (chosen) login for the mobile app, with its check code. */
@Controller()
export class AppUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.appUserList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.appUserList>): Promise<PageResult<DeviceAccount>> {
    return this.queries.execute(new ListAccountsQuery('app', body));
  }

  @Route(ROUTES.appUserCreate)
  create(@RouteBody() body: BodyOf<typeof ROUTES.appUserCreate>): Promise<{ id: string }> {
    return this.commands.execute(new CreateAccountCommand('app', body));
  }

  @Route(ROUTES.appUserUpdate)
  update(@RouteBody() body: BodyOf<typeof ROUTES.appUserUpdate>): Promise<void> {
    return this.commands.execute(new UpdateAccountCommand('app', body));
  }

  @Route(ROUTES.appUserDelete)
  delete(@RouteParams() params: ParamsOf<typeof ROUTES.appUserDelete>): Promise<void> {
    return this.commands.execute(new DeleteAccountCommand('app', params.id));
  }

  @Route(ROUTES.appUserStatus)
  changeStatus(@RouteBody() body: BodyOf<typeof ROUTES.appUserStatus>): Promise<void> {
    return this.commands.execute(new ChangeAccountStatusCommand('app', body.id, body.status));
  }

  @Route(ROUTES.appLogin)
  login(@RouteBody() body: BodyOf<typeof ROUTES.appLogin>): Promise<AppLoginResponse> {
    const { username, password, captchaId, captcha } = body;
    return this.commands.execute(
      new AppLoginCommand(username, password, requestContext().ip, { captchaId, captcha }),
    );
  }

  @Route(ROUTES.appLoginCheckCode)
  checkCode(): Promise<CheckCode> {
    return this.commands.execute(new IssueAppLoginCheckCodeCommand(requestContext().ip));
  }
}
