import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type LoginResponse } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { OperationLogRepository } from '../../../operation-log/operation-log.repository';
import { AuthTokens } from '../../auth-tokens';
import { Credentials } from '../../credentials';
import { UserRepository } from '../../user.repository';
import { LoginCommand } from './login.command';

/** The back office's login: an access token standing for a session, the sign-in logged. */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly credentials: Credentials,
    private readonly users: UserRepository,
    private readonly tokens: AuthTokens,
    private readonly log: OperationLogRepository,
  ) {}

  async execute({ username, password, ip, checkCode }: LoginCommand): Promise<LoginResponse> {
    const account = await this.credentials.check(username, password, ip, checkCode);
    const profile = await withTenant(this.db, account.tenant_id, async (trx) => {
      await this.users.recordSignIn(trx, account.id);
      await this.log.append(trx, account.tenant_id, {
        username,
        ip,
        operation: 'server.operation.login',
        params: {},
        eventId: null,
      });
      return this.users.profile(trx, account.id);
    });
    if (!profile) {
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    const accessToken = await this.tokens.issue({ ...profile, tenantId: account.tenant_id });
    return { accessToken, defaultPassword: profile.defaultPassword };
  }
}
