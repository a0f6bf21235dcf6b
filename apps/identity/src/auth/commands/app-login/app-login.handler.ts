import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { signAppToken } from '@timber/auth';
import { type AppLoginResponse, canLogInToApp, DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../config';
import { type IdentityDb } from '../../../identity-db';
import { OperationLogRepository } from '../../../operation-log';
import { Credentials } from '../../credentials';
import { UserRepository } from '../../user.repository';
import { AppLoginCommand } from './app-login.command';

/**
 * §6: a super administrator (3) or an administrator (7) may log in to the mobile app, an ordinary
 * user (4) may not. The back office's login checks first (the same answers, the same failure
 * counts), so only someone with the right password learns that the type is refused. The answer is
 * an app token (`knd: 'system'`), which the back office refuses, and no session.
 */
@CommandHandler(AppLoginCommand)
export class AppLoginHandler implements ICommandHandler<AppLoginCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly credentials: Credentials,
    private readonly users: UserRepository,
    private readonly log: OperationLogRepository,
  ) {}

  async execute({ username, password, ip, checkCode }: AppLoginCommand): Promise<AppLoginResponse> {
    const account = await this.credentials.check(username, password, ip, checkCode);
    const profile = await withTenant(this.db, account.tenant_id, async (trx) => {
      const user = await this.users.profile(trx, account.id);
      if (!user) {
        throw new DomainError('AUTH.LOGIN_FAILED');
      }
      if (!canLogInToApp(user.type)) {
        throw new DomainError('AUTH.APP_LOGIN_NOT_ALLOWED');
      }
      await this.users.recordSignIn(trx, account.id);
      await this.log.append(trx, account.tenant_id, {
        username: user.username,
        ip,
        operation: 'server.operation.appLogin',
        params: {},
        eventId: null,
      });
      return user;
    });
    return {
      accessToken: signAppToken(this.config.JWT_SECRET, {
        knd: 'system',
        sub: profile.id,
        tid: account.tenant_id,
        usr: profile.username,
        typ: profile.type,
      }),
      id: profile.id,
      username: profile.username,
      realName: profile.realName,
    };
  }
}
