import { DomainError } from '@timber/contracts';
import { type Redis } from 'ioredis';
import {
  type Clock,
  DEFAULT_LOGIN_THROTTLE_POLICY,
  type LoginThrottlePolicy,
  pairDelaySchedule,
  systemClock,
  waitSeconds,
} from './login-throttle-policy';

/** The addresses an account signed in from that are remembered (the newest). */
const KNOWN_ADDRESSES_KEPT = 20;

/**
 * How soon a try refused only because an address's tries in flight fill its budget may come again:
 * a login is answered within a second, and then its try is a failure or given back.
 */
export const IN_FLIGHT_RETRY_MS = 1_000;

/**
 * Decides and, when the try may go on, counts it in the same step, so parallel tries cannot all
 * pass before the first failure is counted: for the pair and the account as a failure (a success
 * gives it back); for the address as a try in flight (`f`), apart from its failures (`n`). An
 * address past its failures waits for its window's end; one whose failures and tries in flight
 * together fill the budget (many users of one office behind one address signing in at once) is
 * asked to try again in IN_FLIGHT_RETRY_MS, never for the window.
 * KEYS: pair, account, address, account's known addresses.
 * ARGV: now, window ms, address max, account max, the check code (0 none given, 1 passed, 2
 * wrong), known ms, pair forget ms, the address, the in-flight retry ms, then the pair's delays
 * in ms by failure count.
 * Answers {0, wait ms}, {2} (a check code is needed: not counted) or
 * {1, account window start, address window start}.
 */
const ADMIT = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local pairForgetMs = tonumber(ARGV[7])
local function num(v) return tonumber(v) or 0 end
local wait = 0

local pair = redis.call('HMGET', KEYS[1], 'n', 'last')
local pairN, pairLast = num(pair[1]), num(pair[2])
if now - pairLast >= pairForgetMs then pairN = 0 end
local pairDelay = tonumber(ARGV[10 + math.min(pairN, #ARGV - 10)])
if pairDelay > 0 then wait = math.max(wait, pairLast + pairDelay - now) end

local address = redis.call('HMGET', KEYS[3], 'start', 'n', 'f')
local addressStart, addressN, addressF = ARGV[1], 0, 0
if now - num(address[1]) < windowMs then
  addressStart, addressN, addressF = address[1], num(address[2]), num(address[3])
end
if addressN >= tonumber(ARGV[3]) then
  wait = math.max(wait, tonumber(addressStart) + windowMs - now)
elseif addressN + addressF >= tonumber(ARGV[3]) then
  wait = math.max(wait, tonumber(ARGV[9]))
end

local account = redis.call('HMGET', KEYS[2], 'start', 'n')
local accountStart, accountN = ARGV[1], 0
if now - num(account[1]) < windowMs then accountStart, accountN = account[1], num(account[2]) end
local needsCode = false
if accountN >= tonumber(ARGV[4]) and ARGV[5] == '0' then
  local seen = redis.call('ZSCORE', KEYS[4], ARGV[8])
  needsCode = not seen or now - tonumber(seen) >= tonumber(ARGV[6])
end

if wait > 0 then return {0, wait} end
if needsCode then return {2} end
redis.call('HSET', KEYS[1], 'n', pairN + 1, 'last', ARGV[1])
redis.call('PEXPIRE', KEYS[1], pairForgetMs)
redis.call('HSET', KEYS[3], 'start', addressStart, 'n', addressN, 'f', addressF + 1)
redis.call('PEXPIRE', KEYS[3], windowMs)
redis.call('HSET', KEYS[2], 'start', accountStart, 'n', accountN + 1)
redis.call('PEXPIRE', KEYS[2], windowMs)
return {1, accountStart, addressStart}
`;

/**
 * A failure: the address's try in flight becomes one of its failures (in the window it was counted
 * in); answers the account's failures when this one took it to its threshold, first in the window
 * (the alarm), else 0. KEYS: account, address. ARGV: the try's account window start, account max,
 * the try's address window start.
 */
const FAILED = `
local address = redis.call('HMGET', KEYS[2], 'start', 'f')
if address[1] == ARGV[3] then
  if (tonumber(address[2]) or 0) > 0 then redis.call('HINCRBY', KEYS[2], 'f', -1) end
  redis.call('HINCRBY', KEYS[2], 'n', 1)
end
local account = redis.call('HMGET', KEYS[1], 'start', 'n', 'alarmed')
if account[1] ~= ARGV[1] then return 0 end
local n = tonumber(account[2]) or 0
if n >= tonumber(ARGV[2]) and account[3] ~= ARGV[1] then
  redis.call('HSET', KEYS[1], 'alarmed', ARGV[1])
  return n
end
return 0
`;

/**
 * A success: the pair is cleared, the try given back to the account (a failure) and the address
 * (a try in flight), in the window it was counted in; the address remembered for the account.
 * KEYS: pair, account, address, known. ARGV: account window, address window, address, now, known ms.
 */
const SUCCEEDED = `
redis.call('DEL', KEYS[1])
local function giveBack(key, start, field)
  local h = redis.call('HMGET', key, 'start', field)
  if h[1] == start and (tonumber(h[2]) or 0) > 0 then redis.call('HINCRBY', key, field, -1) end
end
giveBack(KEYS[2], ARGV[1], 'n')
giveBack(KEYS[3], ARGV[2], 'f')
redis.call('ZADD', KEYS[4], ARGV[4], ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', tostring(tonumber(ARGV[4]) - tonumber(ARGV[5])))
redis.call('ZREMRANGEBYRANK', KEYS[4], 0, -${KNOWN_ADDRESSES_KEPT + 1})
redis.call('PEXPIRE', KEYS[4], ARGV[5])
return 1
`;

/** What came with a try: no check code, the right one, or a wrong (or used, or expired) one. */
export type CheckCodeState = 'none' | 'passed' | 'wrong';
const CHECK_CODE_STATES: readonly CheckCodeState[] = ['none', 'passed', 'wrong'];

/** An account crossed its failure threshold: to be shown to its administrators. */
export interface LoginAlarm {
  /** failures of the account in the window so far */
  failures: number;
  windowSeconds: number;
}

/** A login the throttle let through: tell it how the password check ended. */
export interface LoginAttempt {
  /** A wrong password or an unknown name; the account's alarm when this failure raised it. */
  failed(): Promise<LoginAlarm | undefined>;
  /** The password was right (whatever else refuses the login after). */
  succeeded(): Promise<void>;
}

/**
 * Throttles logins without letting anyone lock an account (see LoginThrottlePolicy): failures are
 * counted per account and address pair, per address and per account in Redis, with times from
 * `clock`, so a test moves time instead of sleeping. Accounts are keyed by their lower-cased
 * name, known or not, so the answers tell nothing about which names exist.
 * Keys (under `{keyPrefix}:login:`): `pair:{account}:{address}`, `account:{account}`,
 * `address:{address}`, `known:{account}` (the addresses it signed in from, by time).
 */
export class LoginThrottle {
  private readonly schedule: number[];

  constructor(
    private readonly redis: Redis,
    private readonly policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE_POLICY,
    private readonly keyPrefix = 'timber',
    private readonly clock: Clock = systemClock,
  ) {
    this.schedule = pairDelaySchedule(policy).map((seconds) => seconds * 1000);
  }

  /**
   * The try of `username` from `address`, counted until it says how it ended; throws
   * AUTH.TOO_MANY_ATTEMPTS with the seconds to wait when it must not be tried now, or
   * AUTH.CHECK_CODE_REQUIRED (no data: the caller adds the picture) when the account is past its
   * failures, the address new to it and no check code came with the try (the password is then not
   * checked at all, nor the try counted). A try with a check code, passed or wrong, is let through
   * the account's rule and counted: a wrong one is for the caller to fail.
   */
  async admit(username: string, address: string, checkCode: CheckCodeState = 'none'): Promise<LoginAttempt> {
    const account = username.toLowerCase();
    const keys = this.keys(account, address);
    const now = this.clock();
    const p = this.policy;
    const answer = (await this.redis.eval(
      ADMIT,
      4,
      keys.pair,
      keys.account,
      keys.address,
      keys.known,
      now,
      p.windowSeconds * 1000,
      p.addressMaxFailures,
      p.accountMaxFailures,
      CHECK_CODE_STATES.indexOf(checkCode),
      p.knownAddressSeconds * 1000,
      p.pairForgetSeconds * 1000,
      address,
      IN_FLIGHT_RETRY_MS,
      ...this.schedule,
    )) as [0, number] | [1, string, string] | [2];
    if (answer[0] === 0) {
      throw new DomainError('AUTH.TOO_MANY_ATTEMPTS', { seconds: waitSeconds(answer[1]) });
    }
    if (answer[0] === 2) {
      throw new DomainError('AUTH.CHECK_CODE_REQUIRED');
    }
    const [, accountWindow, addressWindow] = answer;
    return {
      failed: async () => {
        const failures = Number(
          await this.redis.eval(
            FAILED,
            2,
            keys.account,
            keys.address,
            accountWindow,
            p.accountMaxFailures,
            addressWindow,
          ),
        );
        return failures > 0 ? { failures, windowSeconds: p.windowSeconds } : undefined;
      },
      succeeded: async () => {
        await this.redis.eval(
          SUCCEEDED,
          4,
          keys.pair,
          keys.account,
          keys.address,
          keys.known,
          accountWindow,
          addressWindow,
          address,
          this.clock(),
          p.knownAddressSeconds * 1000,
        );
      },
    };
  }

  private keys(account: string, address: string) {
    const base = `${this.keyPrefix}:login`;
    return {
      pair: `${base}:pair:${account}:${address}`,
      account: `${base}:account:${account}`,
      address: `${base}:address:${address}`,
      known: `${base}:known:${account}`,
    };
  }
}
