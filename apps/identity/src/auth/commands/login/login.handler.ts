import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, LoginRateLimiter, verifyPassword } from '@timber/auth';
import { DomainError, type LoginResponse } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../../config';
import { type IdentityDb } from '../../../identity-db';
import { AuthTokens } from '../../auth-tokens';
import { UserRepository } from '../../user.repository';
import { LoginCommand } from './login.command';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  private readonly limiter: LoginRateLimiter;
  /** argon2id of a random value: checking an unknown name costs what a real check costs. */
  private readonly dummyHash = hashPassword(randomBytes(32).toString('hex'));

  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(REDIS) redis: Redis,
    private readonly users: UserRepository,
    private readonly tokens: AuthTokens,
  ) {
    const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
    this.limiter = new LoginRateLimiter(
      redis,
      { maxFailures: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: window },
      { maxFailures: config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowSeconds: window },
      config.EVENT_STREAM_PREFIX,
    );
  }

  async execute({ username, password, ip }: LoginCommand): Promise<LoginResponse> {
    const wait = await this.limiter.retryAfter(username, ip);
    if (wait > 0) {
      throw new DomainError('AUTH.TOO_MANY_ATTEMPTS', { seconds: wait });
    }
    const account = await this.users.findLogin(username);
    // The same answer and nearly the same work for an unknown name as for a wrong password.
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    if (!account || !valid) {
      await this.limiter.recordFailure(username, ip);
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    if (account.status !== 1) {
      throw new DomainError('AUTH.ACCOUNT_DISABLED');
    }
    await this.limiter.recordSuccess(username);
    const profile = await withTenant(this.db, account.tenant_id, async (trx) => {
      await this.users.recordSignIn(trx, account.id);
      await trx
        .insertInto('identity.operation_log')
        .values({
          tenant_id: account.tenant_id,
          username,
          ip,
          operation: 'server.operation.login',
          params: {},
          event_id: null,
        })
        .execute();
      return this.users.profile(trx, account.id);
    });
    if (!profile) {
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    const accessToken = await this.tokens.issue({ ...profile, tenantId: account.tenant_id });
    return { accessToken, defaultPassword: profile.defaultPassword };
  }
}
