import { type CheckCode, checkCodeDigest, DomainError } from '@timber/contracts';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginGuard } from './login-guard';
import { type CheckCodeState, type LoginAlarm, type LoginAttempt, LoginThrottle } from './login-throttle';
import { DEFAULT_LOGIN_THROTTLE_POLICY, type LoginThrottlePolicy } from './login-throttle-policy';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) {
        await redis.unlink(...(keys as string[]));
      }
    }
  }
  await redis.quit();
});

/** A throttle on its own keys, with a clock the test moves. */
let now: number;
let throttle: LoginThrottle;
const alarms: LoginAlarm[] = [];
const newThrottle = (policy: Partial<LoginThrottlePolicy> = {}): LoginThrottle => {
  const prefix = `tthrottle${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  return new LoginThrottle(redis, { ...DEFAULT_LOGIN_THROTTLE_POLICY, ...policy }, prefix, () => now);
};
beforeEach(() => {
  now = Date.UTC(2025, 0, 6, 8, 0, 0);
  throttle = newThrottle();
  alarms.length = 0;
});
const advance = (seconds: number) => (now += seconds * 1000);

/**
 * One try, admitted by `admit`: 'in', 'wrong', or the seconds it was told to wait; any other
 * refusal as `refused` reads it.
 */
async function settle<R>(
  admit: () => Promise<LoginAttempt>,
  password: 'right' | 'wrong',
  refused: (error: DomainError) => R,
): Promise<'in' | 'wrong' | number | R> {
  let attempt;
  try {
    attempt = await admit();
  } catch (error) {
    if (error instanceof DomainError && error.key === 'AUTH.TOO_MANY_ATTEMPTS') {
      return Number(error.params.seconds);
    }
    if (error instanceof DomainError) {
      return refused(error);
    }
    throw error;
  }
  if (password === 'right') {
    await attempt.succeeded();
    return 'in';
  }
  const alarm = await attempt.failed();
  if (alarm) {
    alarms.push(alarm);
  }
  return 'wrong';
}

/** One login through the throttle: 'in', 'wrong', 'code' (a check code asked for), or the seconds to wait. */
const login = (
  user: string,
  address: string,
  password: 'right' | 'wrong',
  checkCode: CheckCodeState = 'none',
) =>
  settle(
    () => throttle.admit(user, address, checkCode),
    password,
    (error) => {
      if (error.key !== 'AUTH.CHECK_CODE_REQUIRED') {
        throw error;
      }
      return 'code' as const;
    },
  );

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';

describe('LoginThrottle (real Redis, a clock moved by the test)', () => {
  it('slows a pair down with growing delays, each try allowed once its wait has passed', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await login('victim', ATTACKER, 'wrong')).toBe('wrong');
    }
    // (past 10 failures of the account its new addresses also pass a check code: the attacker does)
    for (const delay of [2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]) {
      expect(await login('victim', ATTACKER, 'wrong', 'passed')).toBe(delay);
      advance(delay - 1);
      expect(await login('victim', ATTACKER, 'wrong', 'passed')).toBe(1);
      advance(1);
      expect(await login('victim', ATTACKER, 'wrong', 'passed')).toBe('wrong');
    }
    // the wait comes first, code or none
    expect(await login('victim', ATTACKER, 'wrong')).toBe(900);
  });

  it('refused tries are not counted: hammering does not push the wait further', async () => {
    for (let i = 0; i < 5; i++) {
      await login('victim', ATTACKER, 'wrong');
    }
    for (let i = 0; i < 20; i++) {
      expect(await login('victim', ATTACKER, 'wrong')).toBe(2);
    }
    advance(2);
    expect(await login('victim', ATTACKER, 'wrong')).toBe('wrong');
    expect(await login('victim', ATTACKER, 'wrong')).toBe(4);
  });

  it('lets the owner in at once from another address while the attacker waits (no lockout)', async () => {
    for (let i = 0; i < 50; i++) {
      await login('Victim', ATTACKER, 'wrong');
      advance(0.5);
    }
    expect(await login('victim', ATTACKER, 'right')).toBeGreaterThan(0);
    expect(await login('VICTIM', OWNER, 'right')).toBe('in');
    // and the owner's own mistakes only slow the owner's own pair
    for (let i = 0; i < 5; i++) {
      expect(await login('victim', OWNER, 'wrong')).toBe('wrong');
    }
    expect(await login('victim', OWNER, 'right')).toBe(2);
    advance(2);
    expect(await login('victim', OWNER, 'right')).toBe('in');
    expect(await login('victim', OWNER, 'wrong')).toBe('wrong');
  });

  it('forgets a pair a day after its last failure', async () => {
    for (let i = 0; i < 7; i++) {
      await login('victim', ATTACKER, 'wrong');
      advance(900);
    }
    expect(await login('victim', ATTACKER, 'wrong')).toBe('wrong');
    expect(await login('victim', ATTACKER, 'wrong')).toBeGreaterThan(0);
    advance(24 * 3600);
    for (let i = 0; i < 5; i++) {
      expect(await login('victim', ATTACKER, 'wrong')).toBe('wrong');
    }
  });

  it('makes an address spraying many accounts wait for the end of its window, and only that address', async () => {
    for (let i = 0; i < 30; i++) {
      expect(await login(`user${i}`, ATTACKER, 'wrong')).toBe('wrong');
      advance(10);
    }
    // the first failure was 300 s ago: the window ends in 600 s, for every account from there
    expect(await login('user99', ATTACKER, 'wrong')).toBe(600);
    expect(await login('user0', ATTACKER, 'right')).toBe(600);
    expect(await login('user99', OWNER, 'right')).toBe('in');
    advance(600);
    expect(await login('user99', ATTACKER, 'wrong')).toBe('wrong');
  });

  it('does not let a success reset the address budget (an attacker logging in to an account of their own)', async () => {
    for (let i = 0; i < 29; i++) {
      await login(`user${i}`, ATTACKER, 'wrong');
    }
    expect(await login('mine', ATTACKER, 'right')).toBe('in');
    expect(await login('user29', ATTACKER, 'wrong')).toBe('wrong');
    expect(await login('user30', ATTACKER, 'wrong')).toBe(900);
  });

  it('asks a check code of addresses an account has not signed in from once it is past its failures, never a wait, and alarms once a window', async () => {
    expect(await login('victim', OWNER, 'right')).toBe('in');
    for (let i = 1; i <= 10; i++) {
      expect(await login('victim', `203.0.113.${i}`, 'wrong')).toBe('wrong');
    }
    expect(alarms).toEqual([{ failures: 10, windowSeconds: 900 }]);
    // past the threshold: a fresh address is asked for a check code, and is not counted ...
    expect(await login('victim', '203.0.113.50', 'wrong')).toBe('code');
    expect(await login('victim', '203.0.113.51', 'right')).toBe('code');
    // ... with one passed it goes on at once, however recent the last failure
    expect(await login('victim', '203.0.113.50', 'wrong', 'passed')).toBe('wrong');
    expect(await login('victim', '203.0.113.51', 'right', 'passed')).toBe('in');
    // ... and the address it signed in from is known from then on
    expect(await login('victim', '203.0.113.51', 'right')).toBe('in');
    // a wrong code goes through the account's rule and is counted: the caller fails it
    expect(await login('victim', '203.0.113.52', 'wrong', 'wrong')).toBe('wrong');
    // the owner's usual address needs no code at all
    expect(await login('victim', OWNER, 'right')).toBe('in');
    expect(await login('victim', OWNER, 'wrong')).toBe('wrong');
    // more failures in the same window raise no second alarm
    for (let i = 60; i < 70; i++) {
      advance(5);
      expect(await login('victim', `203.0.113.${i}`, 'wrong', 'passed')).toBe('wrong');
    }
    expect(alarms).toHaveLength(1);
    // a new window: fresh addresses go without a code again, and crossing again alarms again
    advance(900);
    for (let i = 1; i <= 10; i++) {
      expect(await login('victim', `198.18.0.${i}`, 'wrong')).toBe('wrong');
    }
    expect(alarms).toEqual([
      { failures: 10, windowSeconds: 900 },
      { failures: 10, windowSeconds: 900 },
    ]);
  });

  it('never stops the owner on a new address while a stranger fails every 2 s (issue 34)', async () => {
    // the stranger: one address, a wrong password every 2 s for ten minutes
    const owner: (string | number)[] = [];
    for (let second = 0; second < 600; second += 2) {
      await login('victim', ATTACKER, 'wrong');
      if (second % 60 === 30) {
        // the owner, each minute from an address the account has never seen, types the code
        const address = `198.51.100.${100 + second / 60}`;
        const first = await login('victim', address, 'right');
        owner.push(first === 'code' ? await login('victim', address, 'right', 'passed') : first);
      }
      advance(2);
    }
    expect(owner).toEqual(Array(10).fill('in'));
  });

  it('counts a try before its password is checked, so parallel tries cannot all pass', async () => {
    let admitted = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        try {
          const attempt = await throttle.admit('victim', ATTACKER);
          admitted++;
          await attempt.failed();
        } catch (error) {
          expect(error).toMatchObject({ key: 'AUTH.TOO_MANY_ATTEMPTS', params: { seconds: 2 } });
          refused++;
        }
      }),
    );
    expect({ admitted, refused }).toEqual({ admitted: 5, refused: 35 });
  });

  it('asks many users of one address signing in at once to try again in a second, never for the window (the soak, issue 42)', async () => {
    // an office behind one address: 41 users of 20 accounts sign in together, every one rightly
    const tries = await Promise.all(
      Array.from({ length: 41 }, async (_, i) => {
        try {
          return await throttle.admit(`clerk${i % 20}`, OWNER);
        } catch (error) {
          return error as DomainError;
        }
      }),
    );
    const refused = tries.filter((one) => one instanceof DomainError);
    // the budget (30) holds the tries in flight; the rest are asked to come back in a second
    expect(refused).toHaveLength(11);
    expect(
      refused.every((error) => error.key === 'AUTH.TOO_MANY_ATTEMPTS' && error.params.seconds === 1),
    ).toBe(true);
    await Promise.all(tries.flatMap((one) => (one instanceof DomainError ? [] : [one.succeeded()])));
    // answered, they free the budget: the refused come in at once, and the address has no failure
    for (let i = 0; i < 11; i++) {
      expect(await login(`clerk${i}`, OWNER, 'right')).toBe('in');
    }
    for (let i = 0; i < 29; i++) {
      await login(`user${i}`, OWNER, 'wrong');
    }
    expect(await login('user29', OWNER, 'wrong')).toBe('wrong');
    expect(await login('user30', OWNER, 'wrong')).toBe(900);
  });

  it('follows its policy', async () => {
    throttle = newThrottle({
      pairFreeFailures: 1,
      pairBaseDelaySeconds: 10,
      pairMaxDelaySeconds: 15,
      addressMaxFailures: 3,
    });
    expect(await login('a', ATTACKER, 'wrong')).toBe('wrong');
    expect(await login('a', ATTACKER, 'wrong')).toBe(10);
    advance(10);
    expect(await login('a', ATTACKER, 'wrong')).toBe('wrong');
    expect(await login('a', ATTACKER, 'wrong')).toBe(15);
    expect(await login('b', ATTACKER, 'wrong')).toBe('wrong');
    expect(await login('c', ATTACKER, 'wrong')).toBe(890);
  });
});

let prefix: string;
let guard: LoginGuard;
const beforeEachGuard = () => {
  prefix = `tguard${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  guard = new LoginGuard(redis, DEFAULT_LOGIN_THROTTLE_POLICY, prefix, () => now);
};

/** What a person reads off the picture: the test finds it by trying every code against the digest. */
async function digitsOf({ challengeId }: CheckCode): Promise<string> {
  const stored = await redis.get(`${prefix}:login:checkcode:${challengeId}`);
  expect(stored).toMatch(/^login:[0-9a-f]{64}$/);
  for (let n = 0; n < 10_000; n++) {
    const code = String(n).padStart(4, '0');
    if (`login:${checkCodeDigest(challengeId, 'login', code)}` === stored) {
      return code;
    }
  }
  throw new Error('no code');
}

/** One login through the guard: 'in', 'wrong', the seconds to wait, or the refusal with its picture. */
const guardLogin = (
  user: string,
  address: string,
  password: 'right' | 'wrong',
  answer: { captchaId?: string; captcha?: string } = {},
) =>
  settle(
    () =>
      guard.admit(user, address, answer, (alarm) => {
        alarms.push(alarm);
        return Promise.resolve();
      }),
    password,
    (error) => ({ code: error.key, challenge: error.data as CheckCode }),
  );

const STRANGER = '203.0.113.66';
const KNOWN = '198.51.100.7';
const NEW = '192.0.2.44';

describe('LoginGuard: a picture check code instead of a wait (real Redis)', () => {
  beforeEach(beforeEachGuard);

  it('asks a new address for a code past the threshold, carrying its picture; the right code lets the owner in, the known address needs none', async () => {
    expect(await guardLogin('owner', KNOWN, 'right')).toBe('in');
    for (let i = 0; i < 10; i++) {
      expect(await guardLogin('owner', `203.0.113.${i}`, 'wrong')).toBe('wrong');
    }
    const asked = (await guardLogin('owner', NEW, 'right')) as { code: string; challenge: CheckCode };
    expect(asked.code).toBe('AUTH.CHECK_CODE_REQUIRED');
    expect(asked.challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(asked.challenge.expiresIn).toBe(300);
    expect(await guardLogin('owner', KNOWN, 'right')).toBe('in');
    const captcha = await digitsOf(asked.challenge);
    expect(await guardLogin('owner', NEW, 'right', { captchaId: asked.challenge.challengeId, captcha })).toBe(
      'in',
    );
    // the code is used up: sent again it is wrong (a failure, with the next picture)
    const again = (await guardLogin('owner', NEW, 'right', {
      captchaId: asked.challenge.challengeId,
      captcha,
    })) as { code: string; challenge: CheckCode };
    expect(again.code).toBe('AUTH.CHECK_CODE_WRONG');
    expect(again.challenge.challengeId).not.toBe(asked.challenge.challengeId);
    // and the new address is known now
    expect(await guardLogin('owner', NEW, 'right')).toBe('in');
  });

  it('counts a wrong code as a failure (alarm included) and never lets the password be tried with it', async () => {
    const { challengeId } = await guard.issueCheckCode(STRANGER);
    const right = await digitsOf({ challengeId } as CheckCode);
    const wrong = right === '0000' ? '0001' : '0000';
    for (let i = 0; i < 9; i++) {
      expect(await guardLogin('victim', `203.0.113.${i}`, 'wrong')).toBe('wrong');
    }
    // the tenth failure of the account is this wrong code: it raises the alarm
    expect(
      await guardLogin('victim', STRANGER, 'right', { captchaId: challengeId, captcha: wrong }),
    ).toMatchObject({
      code: 'AUTH.CHECK_CODE_WRONG',
    });
    expect(alarms).toEqual([{ failures: 10, windowSeconds: 900 }]);
    // one field without the other is a wrong code too
    expect(await guardLogin('victim', STRANGER, 'right', { captcha: '1234' })).toMatchObject({
      code: 'AUTH.CHECK_CODE_WRONG',
    });
    // a code of another gate (another subject) is refused
    const h5 = await guard.issueCheckCode(STRANGER);
    await redis.set(
      `${prefix}:login:checkcode:${h5.challengeId}`,
      `tenant:${checkCodeDigest(h5.challengeId, 'tenant', '1234')}`,
    );
    expect(
      await guardLogin('victim', STRANGER, 'right', { captchaId: h5.challengeId, captcha: '1234' }),
    ).toMatchObject({
      code: 'AUTH.CHECK_CODE_WRONG',
    });
  });

  it('keeps the stranger slowed on its own address, code or not', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await guardLogin('victim', STRANGER, 'wrong')).toBe('wrong');
    }
    const code = await guard.issueCheckCode(STRANGER);
    expect(
      await guardLogin('victim', STRANGER, 'right', {
        captchaId: code.challengeId,
        captcha: await digitsOf(code),
      }),
    ).toBe(2);
  });

  it('gives one address at most 60 codes a minute', async () => {
    for (let i = 0; i < 60; i++) {
      await guard.issueCheckCode(STRANGER);
    }
    await expect(guard.issueCheckCode(STRANGER)).rejects.toMatchObject({
      key: 'AUTH.CHECK_CODE_TOO_MANY',
      params: { seconds: expect.any(Number) as number },
    });
    // another address is not held up
    await expect(guard.issueCheckCode(KNOWN)).resolves.toMatchObject({ expiresIn: 300 });
  });
});
