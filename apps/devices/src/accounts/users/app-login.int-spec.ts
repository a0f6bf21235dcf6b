import { type CheckCode, clientPasswordHash } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging } from '@timber/nest-kit';
import {
  DEMO_APP_LOGIN,
  postFrom,
  readLoginCheckCode,
  seedDemo,
  type ServiceUnderTest,
  startServiceUnderTest,
  TEST_REDIS_URL,
  testDatabase,
} from '@timber/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicesConfigSchema } from '../../config';
import { DevicesModule } from '../../devices.module';

/** The one proxy devices trusts here: it names each client in X-Forwarded-For. */
const PROXY = '127.0.0.1';

/**
 * Issue 34, finding 1, at the service that owns /appcus/login: devices runs in this process on its
 * own cloned database and Redis keys; a stranger's failures never stop the app user, who passes a
 * check code on an address new to the account.
 */
describe('the app users’ login at devices: check codes, never a wait (HTTP, real PostgreSQL and Redis)', () => {
  let db: { adminUrl: string; drop(): Promise<void> };
  let devices: ServiceUnderTest;
  let streamPrefix: string;

  beforeAll(async () => {
    configureLogging('app-login-test', 'error');
    db = await testDatabase('app-login-check-code');
    await seedDemo(db.adminUrl);
    streamPrefix = `tapplogin${randomBytes(4).toString('hex')}`;
    const config = devicesConfigSchema.parse({
      DATABASE_URL: urlFor(db.adminUrl, 'devices_svc'),
      RELAY_DATABASE_URL: urlFor(db.adminUrl, 'devices_relay'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      EVENT_STREAM_PREFIX: streamPrefix,
      LOG_LEVEL: 'error',
      TRUSTED_PROXIES: PROXY,
    });
    devices = await startServiceUnderTest(DevicesModule.forRoot(config), config);
  });
  afterAll(async () => {
    await devices?.close();
    await db?.drop();
  });

  const as = <T = unknown>(client: string, path: string, body: unknown) =>
    postFrom<T>(`${devices.baseUrl}${path}`, PROXY, body, { 'x-forwarded-for': client });
  const login = (client: string, password: string, code: object = {}) =>
    as(client, '/appcus/login', {
      username: DEMO_APP_LOGIN.username,
      password: clientPasswordHash(password),
      ...code,
    });
  const solve = async ({ challengeId }: CheckCode) => ({
    captchaId: challengeId,
    captcha: await readLoginCheckCode(TEST_REDIS_URL, streamPrefix, challengeId, 'devices'),
  });

  it('asks a new address for a check code past the account’s failures, lets the known one in at once, counts a wrong code', async () => {
    const KNOWN = '198.51.100.7';
    expect((await login(KNOWN, DEMO_APP_LOGIN.password)).body.code).toBe(0);
    for (let i = 1; i <= 10; i++) {
      expect((await login(`203.0.113.${i}`, 'Wrong123')).body.code).toBe(400101);
    }
    // the stranger keeps failing from its own address; the owner is never held up
    for (let i = 0; i < 3; i++) {
      expect([400101, 400107, 429101]).toContain((await login('203.0.113.66', 'Wrong123')).body.code);
      expect((await login(KNOWN, DEMO_APP_LOGIN.password)).body.code).toBe(0);
      const fresh = `198.51.100.${50 + i}`;
      const asked = await login(fresh, DEMO_APP_LOGIN.password);
      expect(asked.body).toMatchObject({ code: 400107 });
      expect(
        await login(fresh, DEMO_APP_LOGIN.password, await solve(asked.body.data as CheckCode)),
      ).toMatchObject({ status: 200, body: { code: 0 } });
    }
    // a wrong code: refused with the next picture, and the used one is gone
    const picture = (await as<CheckCode>('198.51.100.60', '/appcus/checkCode', {})).body.data;
    const right = await solve(picture);
    const wrong = await login('198.51.100.60', DEMO_APP_LOGIN.password, {
      ...right,
      captcha: right.captcha === '0000' ? '0001' : '0000',
    });
    expect(wrong.body).toMatchObject({
      code: 400108,
      msg: 'The check code is wrong or has expired; type the one in the new picture',
    });
    expect((wrong.body.data as CheckCode).challengeId).not.toBe(picture.challengeId);
    expect((await login('198.51.100.60', DEMO_APP_LOGIN.password, right)).body.code).toBe(400108);
  });
});
