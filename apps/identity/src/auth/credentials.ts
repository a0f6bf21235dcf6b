import { Inject, Injectable } from '@nestjs/common';
import { hashPassword, LoginRateLimiter, verifyPassword } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { type LoginRecord, UserRepository } from './user.repository';

/**
 * The checks of every login of a system user, to the back office or to the mobile app: failures
 * limited per account and per address (one count for both logins), the same answer and nearly the
 * same work for an unknown name as for a wrong password, a disabled account refused.
 */
@Injectable()
export class Credentials {
  private readonly limiter: LoginRateLimiter;
  /** argon2id of a random value: checking an unknown name costs what a real check costs. */
  private readonly dummyHash = hashPassword(randomBytes(32).toString('hex'));

  constructor(
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Inject(REDIS) redis: Redis,
    private readonly users: UserRepository,
  ) {
    const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
    this.limiter = new LoginRateLimiter(
      redis,
      { maxFailures: config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: window },
      { maxFailures: config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowSeconds: window },
      config.EVENT_STREAM_PREFIX,
    );
  }

  /**
   * The enabled account of this name and password (`password` as the client sent it); else
   * AUTH.TOO_MANY_ATTEMPTS, AUTH.LOGIN_FAILED or AUTH.ACCOUNT_DISABLED.
   */
  async check(username: string, password: string, ip: string): Promise<LoginRecord> {
    const wait = await this.limiter.retryAfter(username, ip);
    if (wait > 0) {
      throw new DomainError('AUTH.TOO_MANY_ATTEMPTS', { seconds: wait });
    }
    const account = await this.users.findLogin(username);
    const valid = await verifyPassword(account?.password_hash ?? (await this.dummyHash), password);
    if (!account || !valid) {
      await this.limiter.recordFailure(username, ip);
      throw new DomainError('AUTH.LOGIN_FAILED');
    }
    if (account.status !== 1) {
      throw new DomainError('AUTH.ACCOUNT_DISABLED');
    }
    await this.limiter.recordSuccess(username);
    return account;
  }
}
