import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  busFactory,
  DatabaseModule,
  HttpPlatformModule,
  JwtAuthenticator,
  MessagingModule,
  RedisModule,
} from '@timber/nest-kit';
import { AuthTokens } from './auth/auth-tokens';
import { AuthController } from './auth/auth.controller';
import { ChangePasswordHandler } from './auth/commands/change-password/change-password.handler';
import { LoginHandler } from './auth/commands/login/login.handler';
import { LogoutHandler } from './auth/commands/logout/logout.handler';
import { GetUserInfoHandler } from './auth/queries/get-user-info/get-user-info.handler';
import { UserRepository } from './auth/user.repository';
import { IDENTITY_CONFIG, type IdentityConfig } from './config';
import { WoodKindCreatedConsumer } from './operation-log/events/wood-kind-created.consumer';
import { OperationLogController } from './operation-log/operation-log.controller';
import { OperationLogRepository } from './operation-log/operation-log.repository';
import { ListOperationLogHandler } from './operation-log/queries/list-operation-log/list-operation-log.handler';

/** Tenants, users, permission groups, logins and the operation log. */
@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        CqrsModule.forRoot(),
        HttpPlatformModule.forRoot({
          bodyLimit: config.BODY_LIMIT,
          handlerTimeoutMs: config.HANDLER_TIMEOUT_MS,
          authenticator: { useFactory: () => new JwtAuthenticator(config.JWT_SECRET) },
        }),
        DatabaseModule.forService({
          service: 'identity',
          url: config.DATABASE_URL,
          relayUrl: config.RELAY_DATABASE_URL,
        }),
        RedisModule.forRoot(config.REDIS_URL),
        MessagingModule.forService({
          outboxSchema: 'identity',
          createBus: busFactory(config, 'identity'),
          consumers: [WoodKindCreatedConsumer],
        }),
      ],
      controllers: [AuthController, OperationLogController],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        AuthTokens,
        UserRepository,
        OperationLogRepository,
        WoodKindCreatedConsumer,
        LoginHandler,
        LogoutHandler,
        ChangePasswordHandler,
        GetUserInfoHandler,
        ListOperationLogHandler,
      ],
    };
  }
}
