import { type CheckCode, checkCodeDigest, DomainError } from '@timber/contracts';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginGuard } from './login-guard';
import { type LoginAlarm } from './login-throttle';
import { DEFAULT_LOGIN_THROTTLE_POLICY } from './login-throttle-policy';

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

let now: number;
let prefix: string;
let guard: LoginGuard;
const alarms: LoginAlarm[] = [];
beforeEach(() => {
  now = Date.UTC(2025, 0, 6, 8, 0, 0);
  prefix = `tguard${randomBytes(4).toString('hex')}`;
  prefixes.push(prefix);
  guard = new LoginGuard(redis, DEFAULT_LOGIN_THROTTLE_POLICY, prefix, () => now);
  alarms.length = 0;
});

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

type Outcome = 'in' | 'wrong' | { code: string; challenge?: CheckCode } | number;

async function login(
  user: string,
  address: string,
  password: 'right' | 'wrong',
  answer: { captchaId?: string; captcha?: string } = {},
): Promise<Outcome> {
  let attempt;
  try {
    attempt = await guard.admit(user, address, answer, (alarm) => {
      alarms.push(alarm);
      return Promise.resolve();
    });
  } catch (error) {
    if (error instanceof DomainError && error.key === 'AUTH.TOO_MANY_ATTEMPTS') {
      return Number(error.params.seconds);
    }
    if (error instanceof DomainError) {
      return { code: error.key, challenge: error.data as CheckCode };
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

const STRANGER = '203.0.113.66';
const KNOWN = '198.51.100.7';
const NEW = '192.0.2.44';

describe('LoginGuard: a picture check code instead of a wait (real Redis)', () => {
  it('asks a new address for a code past the threshold, carrying its picture; the right code lets the owner in, the known address needs none', async () => {
    expect(await login('owner', KNOWN, 'right')).toBe('in');
    for (let i = 0; i < 10; i++) {
      expect(await login('owner', `203.0.113.${i}`, 'wrong')).toBe('wrong');
    }
    const asked = (await login('owner', NEW, 'right')) as { code: string; challenge: CheckCode };
    expect(asked.code).toBe('AUTH.CHECK_CODE_REQUIRED');
    expect(asked.challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(asked.challenge.expiresIn).toBe(300);
    expect(await login('owner', KNOWN, 'right')).toBe('in');
    const captcha = await digitsOf(asked.challenge);
    expect(await login('owner', NEW, 'right', { captchaId: asked.challenge.challengeId, captcha })).toBe(
      'in',
    );
    // the code is used up: sent again it is wrong (a failure, with the next picture)
    const again = (await login('owner', NEW, 'right', {
      captchaId: asked.challenge.challengeId,
      captcha,
    })) as { code: string; challenge: CheckCode };
    expect(again.code).toBe('AUTH.CHECK_CODE_WRONG');
    expect(again.challenge.challengeId).not.toBe(asked.challenge.challengeId);
    // and the new address is known now
    expect(await login('owner', NEW, 'right')).toBe('in');
  });

  it('counts a wrong code as a failure (alarm included) and never lets the password be tried with it', async () => {
    const { challengeId } = await guard.issueCheckCode(STRANGER);
    const right = await digitsOf({ challengeId } as CheckCode);
    const wrong = right === '0000' ? '0001' : '0000';
    for (let i = 0; i < 9; i++) {
      expect(await login('victim', `203.0.113.${i}`, 'wrong')).toBe('wrong');
    }
    // the tenth failure of the account is this wrong code: it raises the alarm
    expect(
      await login('victim', STRANGER, 'right', { captchaId: challengeId, captcha: wrong }),
    ).toMatchObject({
      code: 'AUTH.CHECK_CODE_WRONG',
    });
    expect(alarms).toEqual([{ failures: 10, windowSeconds: 900 }]);
    // one field without the other is a wrong code too
    expect(await login('victim', STRANGER, 'right', { captcha: '1234' })).toMatchObject({
      code: 'AUTH.CHECK_CODE_WRONG',
    });
    // a code of another gate (another subject) is refused
    const h5 = await guard.issueCheckCode(STRANGER);
    await redis.set(
      `${prefix}:login:checkcode:${h5.challengeId}`,
      `tenant:${checkCodeDigest(h5.challengeId, 'tenant', '1234')}`,
    );
    expect(
      await login('victim', STRANGER, 'right', { captchaId: h5.challengeId, captcha: '1234' }),
    ).toMatchObject({
      code: 'AUTH.CHECK_CODE_WRONG',
    });
  });

  it('keeps the stranger slowed on its own address, code or not', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await login('victim', STRANGER, 'wrong')).toBe('wrong');
    }
    const code = await guard.issueCheckCode(STRANGER);
    expect(
      await login('victim', STRANGER, 'right', {
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
