import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { randomInt } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

export const CODE_TTL_MINUTES = 10;
const RESEND_SECONDS = 60;
const MAX_TRIES = 5;

/** Six-digit codes in Redis: one per phone, 10 minutes, 5 tries, a new one at most every 60 s. */
@Injectable()
export class ResetCodes {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
  ) {
    this.prefix = `${config.EVENT_STREAM_PREFIX}:sms-reset`;
  }

  async issue(phone: string): Promise<string> {
    const throttle = await this.redis.set(`${this.prefix}:sent:${phone}`, '1', 'EX', RESEND_SECONDS, 'NX');
    if (throttle !== 'OK') {
      const ttl = await this.redis.ttl(`${this.prefix}:sent:${phone}`);
      throw new DomainError('AUTH.SMS_TOO_SOON', { seconds: Math.max(ttl, 1) });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.redis
      .multi()
      .set(`${this.prefix}:code:${phone}`, code, 'EX', CODE_TTL_MINUTES * 60)
      .del(`${this.prefix}:tries:${phone}`)
      .exec();
    return code;
  }

  /** Uses up the code when it matches; a wrong code counts a try, and the fifth wrong one voids it. */
  async consume(phone: string, code: string): Promise<void> {
    const key = `${this.prefix}:code:${phone}`;
    const tries = await this.redis.incr(`${this.prefix}:tries:${phone}`);
    await this.redis.expire(`${this.prefix}:tries:${phone}`, CODE_TTL_MINUTES * 60);
    const stored = await this.redis.get(key);
    if (!stored || tries > MAX_TRIES || stored !== code) {
      if (tries >= MAX_TRIES) {
        await this.redis.del(key);
      }
      throw new DomainError('AUTH.SMS_CODE_WRONG');
    }
    await this.redis.del(key, `${this.prefix}:tries:${phone}`);
  }
}
