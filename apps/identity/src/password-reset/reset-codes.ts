import { Inject, Injectable } from '@nestjs/common';
import { type Clock } from '@timber/auth';
import { DomainError } from '@timber/contracts';
import { REDIS } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { LOGIN_CLOCK } from '../auth';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';
import { type ResetTarget } from '../shared/reset-target';

/**
 * Takes a send slot and stores the code's hash, atomically. KEYS: the target's state, the
 * address's state, the code. ARGV: now, resend ms, window ms, target max, address max, hash,
 * code ttl ms. Answers {0,0} when issued, {1,s} too soon, {2,s} target over its count, {3,s}
 * address over its count (s: seconds to wait).
 */
const ISSUE = `
local now = tonumber(ARGV[1])
local resendMs, windowMs = tonumber(ARGV[2]), tonumber(ARGV[3])
local function wait(untilMs) return math.max(1, math.ceil((untilMs - now) / 1000)) end
local resendUntil = tonumber(redis.call('HGET', KEYS[1], 'resendUntil') or '0')
if now < resendUntil then return {1, wait(resendUntil)} end
local function window(key)
  local start = tonumber(redis.call('HGET', key, 'windowStart') or '0')
  local count = tonumber(redis.call('HGET', key, 'count') or '0')
  if now >= start + windowMs then return now, 0 end
  return start, count
end
local tStart, tCount = window(KEYS[1])
if tCount >= tonumber(ARGV[4]) then return {2, wait(tStart + windowMs)} end
local aStart, aCount = window(KEYS[2])
if aCount >= tonumber(ARGV[5]) then return {3, wait(aStart + windowMs)} end
redis.call('HSET', KEYS[1], 'resendUntil', now + resendMs, 'windowStart', tStart, 'count', tCount + 1)
redis.call('PEXPIRE', KEYS[1], windowMs + resendMs)
redis.call('HSET', KEYS[2], 'windowStart', aStart, 'count', aCount + 1)
redis.call('PEXPIRE', KEYS[2], windowMs)
redis.call('DEL', KEYS[3])
redis.call('HSET', KEYS[3], 'hash', ARGV[6], 'expires', now + tonumber(ARGV[7]), 'tries', 0)
redis.call('PEXPIRE', KEYS[3], tonumber(ARGV[7]) + 60000)
return {0, 0}
`;

/** A code that was not delivered: void it (only if it is still this one) and free the send slot. */
const RELEASE = `
if redis.call('HGET', KEYS[2], 'hash') == ARGV[1] then redis.call('DEL', KEYS[2]) end
redis.call('HSET', KEYS[1], 'resendUntil', 0)
return 0
`;

/**
 * Uses the code up when it matches (0); a missing or expired code is 1; a wrong one counts a try
 * and the last allowed wrong try voids the code (2). KEYS: the code. ARGV: now, hash, max tries.
 */
const CONSUME = `
local stored = redis.call('HGET', KEYS[1], 'hash')
if not stored then return 1 end
if tonumber(ARGV[1]) >= tonumber(redis.call('HGET', KEYS[1], 'expires')) then
  redis.call('DEL', KEYS[1])
  return 1
end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
if stored == ARGV[2] then
  redis.call('DEL', KEYS[1])
  return 0
end
if tries >= tonumber(ARGV[3]) then redis.call('DEL', KEYS[1]) end
return 2
`;

/**
 * Password-reset codes in Redis: six digits, stored only as an HMAC-SHA256 (a key derived from the
 * service's secret, bound to the channel and target), single use, expiring, a few tries; a new
 * one per phone or mailbox at most every RESET_RESEND_SECONDS and RESET_TARGET_MAX_CODES per
 * window, and RESET_IP_MAX_CODES per client address over all targets. Each step is one Lua script,
 * so parallel requests cannot slip past a limit or use one code twice. Times come from the
 * service's clock (tests move it); Redis expiry only collects what is over.
 */
@Injectable()
export class ResetCodes {
  private readonly prefix: string;
  private readonly key: Buffer;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGIN_CLOCK) private readonly clock: Clock,
  ) {
    this.prefix = `${config.EVENT_STREAM_PREFIX}:reset`;
    this.key = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, '', 'timber password reset codes', 32));
  }

  get ttlMinutes(): number {
    return this.config.RESET_CODE_TTL_MINUTES;
  }

  /** The hash stored for `code` sent to `target` (exported for the tests that read Redis). */
  hash({ channel, to }: ResetTarget, code: string): string {
    return createHmac('sha256', this.key).update(`${channel}\n${to}\n${code}`).digest('hex');
  }

  private keys({ channel, to }: ResetTarget) {
    return { state: `${this.prefix}:target:${channel}:${to}`, code: `${this.prefix}:code:${channel}:${to}` };
  }

  /** A new code for the target, counted against the target's and the client address's limits. */
  async issue(target: ResetTarget, ip: string): Promise<string> {
    const c = this.config;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { state, code: codeKey } = this.keys(target);
    const [outcome, seconds] = (await this.redis.eval(
      ISSUE,
      3,
      state,
      `${this.prefix}:ip:${ip}`,
      codeKey,
      this.clock(),
      c.RESET_RESEND_SECONDS * 1000,
      c.RESET_LIMIT_WINDOW_SECONDS * 1000,
      c.RESET_TARGET_MAX_CODES,
      c.RESET_IP_MAX_CODES,
      this.hash(target, code),
      c.RESET_CODE_TTL_MINUTES * 60_000,
    )) as [number, number];
    if (outcome === 1) {
      throw new DomainError('AUTH.SMS_TOO_SOON', { seconds });
    }
    if (outcome !== 0) {
      throw new DomainError('AUTH.RESET_TOO_MANY', { seconds });
    }
    return code;
  }

  /** The code could not be delivered: it is void, and the target may ask again at once. */
  async release(target: ResetTarget, code: string): Promise<void> {
    const { state, code: codeKey } = this.keys(target);
    await this.redis.eval(RELEASE, 2, state, codeKey, this.hash(target, code));
  }

  /** Uses up the code when it matches; otherwise AUTH.SMS_CODE_WRONG (wrong, expired, used, or void). */
  async consume(target: ResetTarget, code: string): Promise<void> {
    const outcome = (await this.redis.eval(
      CONSUME,
      1,
      this.keys(target).code,
      this.clock(),
      this.hash(target, code),
      this.config.RESET_CODE_MAX_TRIES,
    )) as number;
    if (outcome !== 0) {
      throw new DomainError('AUTH.SMS_CODE_WRONG');
    }
  }
}
