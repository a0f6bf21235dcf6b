import { Module } from '@nestjs/common';
import { OperationLogModule } from '../operation-log';
import { AppLoginController } from './app-login.controller';
import { AuthTokens } from './auth-tokens';
import { AuthController } from './auth.controller';
import { AppLoginHandler } from './commands/app-login/app-login.handler';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { IssueLoginCheckCodeHandler } from './commands/issue-login-check-code/issue-login-check-code.handler';
import { LoginHandler } from './commands/login/login.handler';
import { LogoutHandler } from './commands/logout/logout.handler';
import { TrialLoginHandler } from './commands/trial-login/trial-login.handler';
import { Credentials } from './credentials';
import { GetUserInfoHandler } from './queries/get-user-info/get-user-info.handler';
import { TrialOfferedHandler } from './queries/trial-offered/trial-offered.handler';
import { SignIn } from './sign-in';
import { TrialAccount } from './trial-account';
import { UserRepository } from './user.repository';

/** Logins (web, app, trial), tokens and sessions, the caller's own password and user info. */
@Module({
  imports: [OperationLogModule],
  controllers: [AuthController, AppLoginController],
  providers: [
    AuthTokens,
    Credentials,
    SignIn,
    TrialAccount,
    UserRepository,
    LoginHandler,
    TrialLoginHandler,
    TrialOfferedHandler,
    IssueLoginCheckCodeHandler,
    AppLoginHandler,
    LogoutHandler,
    ChangePasswordHandler,
    GetUserInfoHandler,
  ],
  exports: [AuthTokens, UserRepository],
})
export class AuthModule {}
