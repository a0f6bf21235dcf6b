import {
  CHECK_CODE_DIGITS,
  CHECK_CODE_TTL_SECONDS,
  type CheckCode,
  checkCodeDigest,
  DomainError,
} from '@timber/contracts';
import { type Redis } from 'ioredis';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { waitSeconds } from '../login-throttle-policy';
import { checkCodeImage } from './check-code-image';

export interface CheckCodeOptions {
  digits: number;
  ttlSeconds: number;
  /** check codes one address may ask for in a minute */
  perAddressPerMinute: number;
}

export const DEFAULT_CHECK_CODE_OPTIONS: CheckCodeOptions = {
  digits: CHECK_CODE_DIGITS,
  ttlSeconds: CHECK_CODE_TTL_SECONDS,
  perAddressPerMinute: 60,
};

/**
 * Picture check codes (the H5 page's gate, a login past its account's failures): each a random
 * challenge id whose digits are shown only as a picture (checkCodeImage) and kept in Redis only as
 * a digest bound to what the code is for (`subject`: the H5 page's tenant, `login`), good once
 * for `ttlSeconds`. Keys: `{keyPrefix}:{challengeId}` (`{subject}:{digest}`) and
 * `{keyPrefix}:issued:{address}` (codes an address asked for this minute).
 */
export class CheckCodes {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly options: CheckCodeOptions = DEFAULT_CHECK_CODE_OPTIONS,
  ) {}

  /** A new code for `subject`; AUTH.CHECK_CODE_TOO_MANY when `address` asked for too many this minute. */
  async issue(subject: string, address: string): Promise<CheckCode> {
    await this.limit(address);
    const { digits, ttlSeconds } = this.options;
    const challengeId = randomUUID();
    const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    await this.redis.set(
      this.key(challengeId),
      `${subject}:${checkCodeDigest(challengeId, subject, code)}`,
      'EX',
      ttlSeconds,
    );
    return { challengeId, image: checkCodeImage(code), expiresIn: ttlSeconds };
  }

  /** Uses the challenge up, whatever the answer: true when it was `subject`'s and `code` its digits. */
  async take(challengeId: string, subject: string, code: string): Promise<boolean> {
    const stored = await this.redis.getdel(this.key(challengeId));
    if (stored === null) {
      return false;
    }
    const expected = Buffer.from(`${subject}:${checkCodeDigest(challengeId, subject, code)}`);
    const actual = Buffer.from(stored);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private async limit(address: string): Promise<void> {
    const key = `${this.keyPrefix}:issued:${address}`;
    const results = await this.redis.multi().set(key, 0, 'EX', 60, 'NX').incr(key).pttl(key).exec();
    const issued = Number(results?.[1]?.[1] ?? 0);
    if (issued > this.options.perAddressPerMinute) {
      throw new DomainError('AUTH.CHECK_CODE_TOO_MANY', {
        seconds: waitSeconds(Number(results?.[2]?.[1] ?? 60_000)),
      });
    }
  }

  private key(challengeId: string): string {
    return `${this.keyPrefix}:${challengeId}`;
  }
}
