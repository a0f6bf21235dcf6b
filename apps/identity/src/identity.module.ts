import { type DynamicModule, Module } from '@nestjs/common';
import { type Clock, systemClock } from '@timber/auth';
import { EXPORT_LIMIT } from '@timber/exports';
import { dataServiceImports } from '@timber/nest-kit';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsRepository } from './accounts/accounts.repository';
import { ChangeSystemUserStatusHandler } from './accounts/commands/change-system-user-status/change-system-user-status.handler';
import { CreateSystemUserHandler } from './accounts/commands/create-system-user/create-system-user.handler';
import { DeletePermissionGroupHandler } from './accounts/commands/delete-permission-group/delete-permission-group.handler';
import { DeleteSystemUserHandler } from './accounts/commands/delete-system-user/delete-system-user.handler';
import { SavePermissionGroupHandler } from './accounts/commands/save-permission-group/save-permission-group.handler';
import { UpdateSystemUserHandler } from './accounts/commands/update-system-user/update-system-user.handler';
import { LiveSessions } from './accounts/live-sessions';
import { ListPermissionGroupsHandler } from './accounts/queries/list-permission-groups/list-permission-groups.handler';
import { ListUsersHandler } from './accounts/queries/list-users/list-users.handler';
import { ArrearsChangedConsumer } from './arrears/events/arrears-changed.consumer';
import { AppLoginController } from './auth/app-login.controller';
import { AuthTokens } from './auth/auth-tokens';
import { AuthController } from './auth/auth.controller';
import { AppLoginHandler } from './auth/commands/app-login/app-login.handler';
import { ChangePasswordHandler } from './auth/commands/change-password/change-password.handler';
import { IssueLoginCheckCodeHandler } from './auth/commands/issue-login-check-code/issue-login-check-code.handler';
import { LoginHandler } from './auth/commands/login/login.handler';
import { LogoutHandler } from './auth/commands/logout/logout.handler';
import { TrialLoginHandler } from './auth/commands/trial-login/trial-login.handler';
import { Credentials, LOGIN_CLOCK } from './auth/credentials';
import { GetUserInfoHandler } from './auth/queries/get-user-info/get-user-info.handler';
import { TrialOfferedHandler } from './auth/queries/trial-offered/trial-offered.handler';
import { SignIn } from './auth/sign-in';
import { TrialAccount } from './auth/trial-account';
import { UserRepository } from './auth/user.repository';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';
import { OperationPerformedConsumer } from './operation-log/events/operation-performed.consumer';
import { OperationLogController } from './operation-log/operation-log.controller';
import { OperationLogRepository } from './operation-log/operation-log.repository';
import { ExportOperationLogHandler } from './operation-log/queries/export-operation-log/export-operation-log.handler';
import { ListOperationLogHandler } from './operation-log/queries/list-operation-log/list-operation-log.handler';
import { ListOperationsHandler } from './operation-log/queries/list-operations/list-operations.handler';
import { messageChannelProviders } from './password-reset/channels/message-channels';
import { ResetPasswordHandler } from './password-reset/commands/reset-password/reset-password.handler';
import { SendResetCodeHandler } from './password-reset/commands/send-reset-code/send-reset-code.handler';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { ResetCodes } from './password-reset/reset-codes';
import { SavePreferencesHandler } from './preferences/commands/save-preferences/save-preferences.handler';
import { SaveTableColumnsHandler } from './preferences/commands/save-table-columns/save-table-columns.handler';
import { PreferencesController } from './preferences/preferences.controller';
import { PreferencesRepository } from './preferences/preferences.repository';
import { GetPreferencesHandler } from './preferences/queries/get-preferences/get-preferences.handler';
import { GetTableColumnsHandler } from './preferences/queries/get-table-columns/get-table-columns.handler';
import { ListStandardOptionsHandler } from './standards/queries/list-standard-options/list-standard-options.handler';
import { StandardsController } from './standards/standards.controller';
import { TenantStandardsRepository } from './standards/tenant-standards.repository';
import { SaveTenantAccountHandler } from './tenant-account/commands/save-tenant-account/save-tenant-account.handler';
import { GetTenantAccountHandler } from './tenant-account/queries/get-tenant-account/get-tenant-account.handler';
import { TenantAccountController } from './tenant-account/tenant-account.controller';
import { TenantAccountRepository } from './tenant-account/tenant-account.repository';

/** Tenants, users, permission groups, logins, users' layout settings, the operation log and the tenant's standard options. */
@Module({})
export class IdentityModule {
  /** `clock`: the time login throttling reads (tests move it instead of waiting). */
  static forRoot(config: IdentityConfig, { clock = systemClock }: { clock?: Clock } = {}): DynamicModule {
    return {
      module: IdentityModule,
      imports: dataServiceImports('identity', config),
      controllers: [
        AuthController,
        AppLoginController,
        OperationLogController,
        PasswordResetController,
        AccountsController,
        StandardsController,
        PreferencesController,
        TenantAccountController,
        // events: the operation log's lines, one per user's write in any service
        OperationPerformedConsumer,
        // and the copy of the overdue flag billing decides
        ArrearsChangedConsumer,
      ],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: LOGIN_CLOCK, useValue: clock },
        AuthTokens,
        Credentials,
        SignIn,
        TrialAccount,
        UserRepository,
        OperationLogRepository,
        LoginHandler,
        TrialLoginHandler,
        TrialOfferedHandler,
        IssueLoginCheckCodeHandler,
        AppLoginHandler,
        LogoutHandler,
        ChangePasswordHandler,
        GetUserInfoHandler,
        ListOperationLogHandler,
        ListOperationsHandler,
        ExportOperationLogHandler,
        { provide: EXPORT_LIMIT, useValue: config.EXPORT_MAX_ROWS },
        ResetCodes,
        ...messageChannelProviders(config),
        SendResetCodeHandler,
        ResetPasswordHandler,
        AccountsRepository,
        ListUsersHandler,
        ListPermissionGroupsHandler,
        LiveSessions,
        CreateSystemUserHandler,
        UpdateSystemUserHandler,
        ChangeSystemUserStatusHandler,
        DeleteSystemUserHandler,
        SavePermissionGroupHandler,
        DeletePermissionGroupHandler,
        TenantStandardsRepository,
        ListStandardOptionsHandler,
        PreferencesRepository,
        GetPreferencesHandler,
        TenantAccountRepository,
        GetTenantAccountHandler,
        SaveTenantAccountHandler,
        SavePreferencesHandler,
        GetTableColumnsHandler,
        SaveTableColumnsHandler,
      ],
    };
  }
}
