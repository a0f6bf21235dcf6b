import { type Redis } from 'ioredis';

export interface RateLimit {
  /** failed attempts allowed in one window */
  maxFailures: number;
  windowSeconds: number;
}

/**
 * Counts failed logins per account and per address in fixed windows. A login is refused while
 * either count has reached its limit; a successful login clears the account's count.
 */
export class LoginRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly perAccount: RateLimit = { maxFailures: 5, windowSeconds: 900 },
    private readonly perAddress: RateLimit = { maxFailures: 30, windowSeconds: 900 },
    private readonly keyPrefix = 'timber',
  ) {}

  /** Seconds until a login may be tried again; 0 when it may be tried now. */
  async retryAfter(username: string, ip: string): Promise<number> {
    const [account, address] = await Promise.all([
      this.blockedFor(this.accountKey(username), this.perAccount),
      this.blockedFor(this.addressKey(ip), this.perAddress),
    ]);
    return Math.max(account, address);
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await Promise.all([
      this.increment(this.accountKey(username), this.perAccount),
      this.increment(this.addressKey(ip), this.perAddress),
    ]);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.accountKey(username));
  }

  private accountKey(username: string): string {
    return `${this.keyPrefix}:login:fail:user:${username.toLowerCase()}`;
  }

  private addressKey(ip: string): string {
    return `${this.keyPrefix}:login:fail:ip:${ip}`;
  }

  private async blockedFor(key: string, limit: RateLimit): Promise<number> {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
    return Number(count ?? 0) >= limit.maxFailures ? Math.max(ttl, 1) : 0;
  }

  private async increment(key: string, limit: RateLimit): Promise<void> {
    const count = await this.redis.incr(key);
    if (count === 1) {
      await this.redis.expire(key, limit.windowSeconds);
    }
  }
}
