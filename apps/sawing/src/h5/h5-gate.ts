import { Inject, Injectable } from '@nestjs/common';
import { type LoginAttempt, LoginThrottle, verifyPassword } from '@timber/auth';
import { DomainError, H5_CHECK_CODE_DIGITS, H5_CHECK_CODE_TTL_SECONDS } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, REDIS, requestContext } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { type Kysely, type Transaction } from 'kysely';
import { randomInt, randomUUID } from 'node:crypto';
import { SAWING_CONFIG, type SawingConfig } from '../config';
import { type SawingDb } from '../sawing-db';
import { H5PasswordRepository } from './h5-password.repository';

/** What the H5 page types at its gate (§2 password gate, §9: 6-digit password, 4-digit check code). */
export interface H5Credentials {
  cusNo: string;
  pwd: string;
  challengeId: string;
  checkCode: string;
}

/**
 * The H5 saw page's password gate: check codes (4 digits, once, 5 minutes, in Redis) and the
 * tenant's password, whose failures are throttled as logins are (libs/auth LoginThrottle: the
 * tenant's number as the account, the caller's address), so six digits cannot be tried through.
 */
@Injectable()
export class H5Gate {
  private readonly throttle: LoginThrottle;
  private readonly prefix: string;

  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SAWING_CONFIG) config: SawingConfig,
    private readonly passwords: H5PasswordRepository,
  ) {
    this.prefix = `${config.EVENT_STREAM_PREFIX}:h5saw`;
    this.throttle = new LoginThrottle(redis, undefined, this.prefix);
  }

  /** A new check code of the tenant's page. */
  async issueCheckCode(cusNo: string): Promise<{ challengeId: string; code: string; expiresIn: number }> {
    const challengeId = randomUUID();
    const code = String(randomInt(0, 10 ** H5_CHECK_CODE_DIGITS)).padStart(H5_CHECK_CODE_DIGITS, '0');
    await this.redis.set(this.codeKey(challengeId), `${cusNo}:${code}`, 'EX', H5_CHECK_CODE_TTL_SECONDS);
    return { challengeId, code, expiresIn: H5_CHECK_CODE_TTL_SECONDS };
  }

  /**
   * Passes the gate or throws: the throttle first (429101 with the wait), then the check code
   * (used up either way; wrong or expired 402734), then the password (none set 402733, wrong
   * 402732). `work` runs in the tenant's transaction with the password row locked; only when it
   * succeeds is the try given back to the throttle.
   */
  async pass<T>(credentials: H5Credentials, work: (trx: Transaction<SawingDb>) => Promise<T>): Promise<T> {
    const attempt: LoginAttempt = await this.throttle.admit(credentials.cusNo, requestContext().ip);
    const stored = await this.redis.getdel(this.codeKey(credentials.challengeId));
    if (stored !== `${credentials.cusNo}:${credentials.checkCode}`) {
      await attempt.failed();
      throw new DomainError('SAWING.H5_CHECK_CODE');
    }
    const result = await withTenant(this.db, credentials.cusNo, async (trx) => {
      const hash = await this.passwords.find(trx);
      if (hash === undefined) {
        throw new DomainError('SAWING.H5_NO_PASSWORD');
      }
      if (!(await verifyPassword(hash, credentials.pwd))) {
        throw new DomainError('SAWING.H5_PASSWORD_WRONG');
      }
      return work(trx);
    }).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.key === 'SAWING.H5_PASSWORD_WRONG') {
        await attempt.failed();
      }
      throw error;
    });
    await attempt.succeeded();
    return result;
  }

  private codeKey(challengeId: string): string {
    return `${this.prefix}:code:${challengeId}`;
  }
}
