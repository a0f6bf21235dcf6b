import { Controller, Inject, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { bearerToken, verifyAccessToken } from '@timber/auth';
import {
  type CheckCode,
  type LoginResponse,
  PERMISSION_TREE,
  type PermissionNode,
  ROUTES,
  type TrialOffered,
  type UserInfo,
} from '@timber/contracts';
import { type BodyOf, caller, requestContext, RouteBody } from '@timber/nest-kit';
import { type Request } from 'express';
import { Route } from '../route';

import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { ChangePasswordCommand } from './commands/change-password/change-password.command';
import { IssueLoginCheckCodeCommand } from './commands/issue-login-check-code/issue-login-check-code.command';
import { LoginCommand } from './commands/login/login.command';
import { LogoutCommand } from './commands/logout/logout.command';
import { TrialLoginCommand } from './commands/trial-login/trial-login.command';
import { GetUserInfoQuery } from './queries/get-user-info/get-user-info.query';
import { TrialOfferedQuery } from './queries/trial-offered/trial-offered.query';

/** §7 Auth and account. */
@Controller()
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Route(ROUTES.login)
  login(@RouteBody() body: BodyOf<typeof ROUTES.login>): Promise<LoginResponse> {
    const { username, password, captchaId, captcha } = body;
    return this.commands.execute(
      new LoginCommand(username, password, requestContext().ip, { captchaId, captcha }),
    );
  }

  @Route(ROUTES.trialLogin)
  trial(): Promise<LoginResponse> {
    return this.commands.execute(new TrialLoginCommand(requestContext().ip));
  }

  @Route(ROUTES.trialOffered)
  trialOffered(): Promise<TrialOffered> {
    return this.queries.execute(new TrialOfferedQuery());
  }

  @Route(ROUTES.loginCheckCode)
  checkCode(): Promise<CheckCode> {
    return this.commands.execute(new IssueLoginCheckCodeCommand(requestContext().ip));
  }

  @Route(ROUTES.userInfo)
  info(): Promise<UserInfo> {
    const { tenantId, userId } = caller();
    return this.queries.execute(new GetUserInfoQuery(tenantId, userId));
  }

  @Route(ROUTES.logout)
  logout(@Req() req: Request): Promise<void> {
    const { jti } = verifyAccessToken(this.config.JWT_SECRET, bearerToken(req.headers.authorization));
    return this.commands.execute(new LogoutCommand(jti));
  }

  @Route(ROUTES.changePassword)
  changePassword(@RouteBody() body: BodyOf<typeof ROUTES.changePassword>): Promise<void> {
    const { tenantId, userId } = caller();
    return this.commands.execute(new ChangePasswordCommand(tenantId, userId, body.oldPwd, body.newPwd));
  }

  @Route(ROUTES.updatePassword)
  updatePassword(@RouteBody() body: BodyOf<typeof ROUTES.updatePassword>): Promise<void> {
    const { tenantId, userId } = caller();
    return this.commands.execute(new ChangePasswordCommand(tenantId, userId, body.oldPwd, body.password));
  }

  @Route(ROUTES.permissionTree)
  permissionTree(): readonly PermissionNode[] {
    return PERMISSION_TREE;
  }
}
