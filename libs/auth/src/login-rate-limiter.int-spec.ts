import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './login-rate-limiter';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.quit());

describe('LoginRateLimiter (real Redis)', () => {
  it('blocks an account after its failures and frees it on success', async () => {
    const limiter = new LoginRateLimiter(
      redis,
      { maxFailures: 3, windowSeconds: 60 },
      { maxFailures: 100, windowSeconds: 60 },
    );
    const user = `u${randomUUID()}`;
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfter(user, '10.0.0.1')).toBe(0);
      await limiter.recordFailure(user, '10.0.0.1');
    }
    expect(await limiter.retryAfter(user, '10.0.0.2')).toBeGreaterThan(0);
    await limiter.recordSuccess(user);
    expect(await limiter.retryAfter(user, '10.0.0.2')).toBe(0);
  });

  it('blocks an address trying many accounts', async () => {
    const limiter = new LoginRateLimiter(
      redis,
      { maxFailures: 100, windowSeconds: 60 },
      { maxFailures: 2, windowSeconds: 60 },
    );
    const ip = `ip-${randomUUID()}`;
    await limiter.recordFailure(`a${randomUUID()}`, ip);
    await limiter.recordFailure(`b${randomUUID()}`, ip);
    expect(await limiter.retryAfter(`c${randomUUID()}`, ip)).toBeGreaterThan(0);
  });
});
