import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { bearerToken, verifyAccessToken } from '@timber/auth';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  type LoginResponse,
  PERMISSION_TREE,
  type PermissionNode,
  type UserInfo,
} from '@timber/contracts';
import { caller, Public, requestContext, ZodPipe } from '@timber/nest-kit';
import { type Request } from 'express';
import { type z } from 'zod';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { ChangePasswordCommand } from './commands/change-password/change-password.command';
import { LoginCommand } from './commands/login/login.command';
import { LogoutCommand } from './commands/logout/logout.command';
import { GetUserInfoQuery } from './queries/get-user-info/get-user-info.query';

/** §7 Auth and account. */
@Controller('sys')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Public()
  @Post('user/login')
  @HttpCode(200)
  login(
    @Body(new ZodPipe(loginRequestSchema)) body: z.infer<typeof loginRequestSchema>,
  ): Promise<LoginResponse> {
    return this.commands.execute(new LoginCommand(body.username, body.password, requestContext().ip));
  }

  @Get('user/info')
  info(): Promise<UserInfo> {
    const { tenantId, userId } = caller();
    return this.queries.execute(new GetUserInfoQuery(tenantId, userId));
  }

  @Get('user/logout')
  logout(@Req() req: Request): Promise<void> {
    const { jti } = verifyAccessToken(this.config.JWT_SECRET, bearerToken(req.headers.authorization));
    return this.commands.execute(new LogoutCommand(jti));
  }

  @Put('user/pwd')
  changePassword(
    @Body(new ZodPipe(changePasswordRequestSchema)) body: z.infer<typeof changePasswordRequestSchema>,
  ): Promise<void> {
    const { tenantId, userId } = caller();
    return this.commands.execute(new ChangePasswordCommand(tenantId, userId, body.oldPwd, body.newPwd));
  }

  @Post('res/list')
  @HttpCode(200)
  permissionTree(): readonly PermissionNode[] {
    return PERMISSION_TREE;
  }
}
