import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, LoginRateLimiter, signAppToken, verifyPassword } from '@timber/auth';
import { type AppLoginResponse, DomainError } from '@timber/contracts';
import { DB, REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { DEVICES_CONFIG, type DevicesConfig } from '../../../../config';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { AppLoginCommand } from './app-login.command';

/**
 * The mobile app's login of an app user: an enabled app user with the right password gets an app
 * token (system users log in to the app through identity's `POST /app/login`). As the
 * back office's login: the same answer for an unknown name and a wrong password, failures limited
 * per account (5 / 15 min) and per address (30), counted apart from the back office's.
 */
@CommandHandler(AppLoginCommand)
export class AppLoginHandler implements ICommandHandler<AppLoginCommand> {
  private readonly limiter: LoginRateLimiter;
  /** argon2id of a random value: checking an unknown name costs what a real check costs. */
  private readonly dummyHash = hashPassword(randomBytes(32).toString('hex'));

  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    @Inject(DEVICES_CONFIG) private readonly config: DevicesConfig,
    @Inject(REDIS) redis: Redis,
    private readonly accounts: AccountRepository,
  ) {
    this.limiter = new LoginRateLimiter(redis, undefined, undefined, `${config.EVENT_STREAM_PREFIX}:app`);
  }

  async execute({ username, password, ip }: AppLoginCommand): Promise<AppLoginResponse> {
    const wait = await this.limiter.retryAfter(username, ip);
    if (wait > 0) {
      throw new DomainError('AUTH.TOO_MANY_ATTEMPTS', { seconds: wait });
    }
    const account = await this.accounts.findAppLogin(this.db, username);
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    if (!account || !valid) {
      await this.limiter.recordFailure(username, ip);
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    if (account.status !== 1) {
      throw new DomainError('AUTH.ACCOUNT_DISABLED');
    }
    await this.limiter.recordSuccess(username);
    return {
      accessToken: signAppToken(this.config.JWT_SECRET, {
        knd: 'app',
        sub: account.id,
        tid: account.tenant_id,
        usr: account.username,
      }),
      id: account.id,
      username: account.username,
      realName: account.real_name,
    };
  }
}
