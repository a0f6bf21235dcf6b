import { type DynamicModule, Module } from '@nestjs/common';
import { type Clock, systemClock } from '@timber/auth';
import { EXPORT_LIMIT } from '@timber/exports';
import { AppValuesModule, dataServiceImports } from '@timber/nest-kit';
import { AccountsModule } from './accounts';
import { ArrearsModule } from './arrears';
import { AuthModule, LOGIN_CLOCK } from './auth';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';
import { OperationLogModule } from './operation-log';
import { PasswordResetModule } from './password-reset';
import { PreferencesModule } from './preferences';
import { StandardsModule } from './standards';
import { TenantAccountModule } from './tenant-account';

/** Tenants, users, permission groups, logins, users' layout settings, the operation log and the tenant's standard options. */
@Module({})
export class IdentityModule {
  /** `clock`: the time login throttling reads (tests move it instead of waiting). */
  static forRoot(config: IdentityConfig, { clock = systemClock }: { clock?: Clock } = {}): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ...dataServiceImports('identity', config),
        AppValuesModule.forRoot([
          { provide: IDENTITY_CONFIG, useValue: config },
          { provide: LOGIN_CLOCK, useValue: clock },
          { provide: EXPORT_LIMIT, useValue: config.EXPORT_MAX_ROWS },
        ]),
        // events: the operation log's lines, one per user's write in any service
        OperationLogModule,
        AuthModule,
        PasswordResetModule.forRoot(config),
        AccountsModule,
        StandardsModule,
        PreferencesModule,
        TenantAccountModule,
        // events: the copy of the overdue flag billing decides
        ArrearsModule,
      ],
    };
  }
}
