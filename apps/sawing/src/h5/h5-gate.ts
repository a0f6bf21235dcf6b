import { Inject, Injectable } from '@nestjs/common';
import { CheckCodes, type LoginAttempt, LoginThrottle, verifyPassword } from '@timber/auth';
import { DomainError, type H5CheckCode } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { DB, REDIS, requestContext } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { type Kysely, type Transaction } from 'kysely';
import { SAWING_CONFIG, type SawingConfig } from '../config';
import { type SawingDb } from '../sawing-db';
import { readH5Link, type SignedLink } from '../shared/floor-links';
import { LinkGenerationRepository } from '../shared/link-generation.repository';
import { H5PasswordRepository } from './h5-password.repository';

/** The H5 page's signed link (/editJSW?cusNo=…&sign=…). */
export interface H5Link {
  cusNo: string;
  sign: string;
}

/** What the H5 page types at its gate (§2 password gate, §9: 6-digit password, 4-digit check code). */
export interface H5Credentials extends H5Link {
  pwd: string;
  challengeId: string;
  checkCode: string;
}

/**
 * The H5 saw page's password gate, opened by the page's signed link (its tenant; 402730 when
 * altered, 402735 when revoked): check codes (libs/auth CheckCodes: 4 digits, once, 5 minutes,
 * kept in Redis as a digest bound to the tenant's number; shown as a picture) and the tenant's
 * password, whose failures are throttled as logins are (libs/auth LoginThrottle: the tenant's
 * number as the account, the caller's address), so six digits cannot be tried through. Every try
 * carries a check code: a right one lets an address new to the page in at once even while
 * another address keeps failing (issue 34), a wrong one counts as a failure.
 */
@Injectable()
export class H5Gate {
  private readonly throttle: LoginThrottle;
  private readonly checkCodes: CheckCodes;

  constructor(
    @Inject(DB) private readonly db: Kysely<SawingDb>,
    @Inject(REDIS) redis: Redis,
    @Inject(SAWING_CONFIG) private readonly config: SawingConfig,
    private readonly passwords: H5PasswordRepository,
    private readonly generations: LinkGenerationRepository,
  ) {
    const prefix = `${config.EVENT_STREAM_PREFIX}:h5saw`;
    this.throttle = new LoginThrottle(redis, undefined, prefix);
    // where a check code waits (the tests read it there: libs/testing readCheckCode)
    this.checkCodes = new CheckCodes(redis, `${prefix}:code`);
  }

  /** A new check code of the link's tenant's page, as a picture (the digits are kept in Redis only). */
  async issueCheckCode(link: H5Link): Promise<H5CheckCode> {
    const signed = this.open(link);
    await withTenant(this.db, signed.tenantId, (trx) => this.generations.assertCurrent(trx, signed));
    return this.checkCodes.issue(link.cusNo, requestContext().ip);
  }

  /**
   * Passes the gate or throws: the link (altered 402730), the check code (used up either way),
   * the throttle (429101 with the wait), then a wrong or expired check code (402734, counted as a
   * failure), then in the tenant's
   * transaction the link's generation (revoked 402735) and the password (none set 402733, wrong
   * 402732). `work` runs in that transaction with the password row locked; only when it succeeds
   * is the try given back to the throttle.
   */
  async pass<T>(
    credentials: H5Credentials,
    work: (trx: Transaction<SawingDb>, link: SignedLink) => Promise<T>,
  ): Promise<T> {
    const signed = this.open(credentials);
    const passed = await this.checkCodes.take(
      credentials.challengeId,
      credentials.cusNo,
      credentials.checkCode,
    );
    const attempt: LoginAttempt = await this.throttle.admit(
      credentials.cusNo,
      requestContext().ip,
      passed ? 'passed' : 'wrong',
    );
    if (!passed) {
      await attempt.failed();
      throw new DomainError('SAWING.H5_CHECK_CODE');
    }
    const result = await withTenant(this.db, signed.tenantId, async (trx) => {
      await this.generations.assertCurrent(trx, signed);
      const hash = await this.passwords.find(trx);
      if (hash === undefined) {
        throw new DomainError('SAWING.H5_NO_PASSWORD');
      }
      if (!(await verifyPassword(hash, credentials.pwd))) {
        throw new DomainError('SAWING.H5_PASSWORD_WRONG');
      }
      return work(trx, signed);
    }).catch(async (error: unknown) => {
      if (error instanceof DomainError && error.key === 'SAWING.H5_PASSWORD_WRONG') {
        await attempt.failed();
      }
      throw error;
    });
    await attempt.succeeded();
    return result;
  }

  private open(link: H5Link): SignedLink {
    return readH5Link(this.config.SHARE_TOKEN_SECRET, link.sign, link.cusNo);
  }
}
