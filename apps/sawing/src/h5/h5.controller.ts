import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type H5CheckCode,
  type H5PasswordState,
  type H5Session,
  ROUTES,
  type SawBoard,
} from '@timber/contracts';
import { type BodyOf, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';
import { ChangeH5PasswordCommand } from './commands/change-h5-password/change-h5-password.command';
import { H5LoginCommand } from './commands/h5-login/h5-login.command';
import { IssueCheckCodeCommand } from './commands/issue-check-code/issue-check-code.command';
import { SetH5PasswordCommand } from './commands/set-h5-password/set-h5-password.command';
import { H5PasswordStateQuery } from './queries/h5-password-state/h5-password-state.query';
import { H5SawListQuery } from './queries/h5-saw-list/h5-saw-list.query';

/**
 * The H5 saw page (/editJSW; §2 Access: no login): its password gate and the machines' counts; and
 * the back office's benches tab, which sets or resets that password (issue 35).
 */
@Controller()
export class H5Controller {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.h5CheckCode)
  checkCode(@RouteBody() body: BodyOf<typeof ROUTES.h5CheckCode>): Promise<H5CheckCode> {
    return this.commands.execute(new IssueCheckCodeCommand(body));
  }

  @Route(ROUTES.h5Login)
  login(@RouteBody() body: BodyOf<typeof ROUTES.h5Login>): Promise<H5Session> {
    return this.commands.execute(new H5LoginCommand(body));
  }

  @Route(ROUTES.h5SetPassword)
  setPassword(@RouteBody() body: BodyOf<typeof ROUTES.h5SetPassword>): Promise<null> {
    return this.commands.execute(new ChangeH5PasswordCommand(body));
  }

  @Route(ROUTES.h5PasswordSummary)
  passwordState(): Promise<H5PasswordState> {
    return this.queries.execute(new H5PasswordStateQuery());
  }

  @Route(ROUTES.h5PasswordReset)
  resetPassword(@RouteBody() body: BodyOf<typeof ROUTES.h5PasswordReset>): Promise<null> {
    return this.commands.execute(new SetH5PasswordCommand(body.pwd, 'office'));
  }

  @Route(ROUTES.h5SawList)
  list(@RouteBody() body: BodyOf<typeof ROUTES.h5SawList>): Promise<SawBoard> {
    return this.queries.execute(new H5SawListQuery(body));
  }
}
