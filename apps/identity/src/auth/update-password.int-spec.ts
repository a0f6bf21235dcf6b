import { type INestApplication } from '@nestjs/common';
import { clientPasswordHash, type LoginResponse } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging, createHttpApp } from '@timber/nest-kit';
import {
  ApiClient,
  DEMO_LOGINS,
  removeRedisKeys,
  seedDemo,
  TEST_REDIS_URL,
  testDatabase,
} from '@timber/testing';
import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validIdentityConfigSchema } from '../config';
import { IdentityModule } from '../identity.module';

/**
 * Issue 35, §7 POST /sys/updatePwd {password hashed}: the own password changed under the spec's
 * name, the old password required, and every login of the user ended (the other browser's too).
 * Identity in this process on its own cloned database (demo seed) and Redis keys.
 */
describe('POST /sys/updatePwd (real PostgreSQL and Redis)', () => {
  let db: { adminUrl: string; drop(): Promise<void> };
  let app: INestApplication;
  let base: string;
  let streamPrefix: string;
  const { username, password } = DEMO_LOGINS.clerk;

  beforeAll(async () => {
    configureLogging('update-password-test', 'silent');
    db = await testDatabase('update-password');
    await seedDemo(db.adminUrl);
    streamPrefix = `tupdpwd${randomBytes(4).toString('hex')}`;
    const config = validIdentityConfigSchema.parse({
      DATABASE_URL: urlFor(db.adminUrl, 'identity_svc'),
      RELAY_DATABASE_URL: urlFor(db.adminUrl, 'identity_relay'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      EVENT_STREAM_PREFIX: streamPrefix,
      LOG_LEVEL: 'silent',
    });
    app = await createHttpApp(IdentityModule.forRoot(config));
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await removeRedisKeys(TEST_REDIS_URL, `${streamPrefix}:`);
  });

  /** A new login of the clerk (a browser of its own), or the login's refusal code. */
  const login = async (pwd: string, lang = 'en'): Promise<ApiClient | number> => {
    const client = new ApiClient(base, lang);
    const answer = await client.post<LoginResponse>('/sys/user/login', {
      username,
      password: clientPasswordHash(pwd),
    });
    if (answer.body.code !== 0) {
      return answer.body.code;
    }
    client.token = answer.body.data.accessToken;
    return client;
  };
  const session = async (pwd: string, lang = 'en'): Promise<ApiClient> => {
    const client = await login(pwd, lang);
    if (typeof client === 'number') {
      throw new Error(`login refused: ${client}`);
    }
    return client;
  };
  const infoCode = async (client: ApiClient) => (await client.call('GET', '/sys/user/info')).body.code;

  it('refuses a wrong old password with a clear message, and changes nothing', async () => {
    const here = await session(password);
    const wrong = await here.post('/sys/updatePwd', {
      oldPwd: clientPasswordHash('NotMine123'),
      password: clientPasswordHash('Clerk789'),
    });
    expect([wrong.status, wrong.body.code, wrong.body.msg]).toEqual([
      400,
      400103,
      'The old password is wrong',
    ]);
    const zh = await session(password, 'zh');
    const wrongZh = await zh.post('/sys/updatePwd', {
      oldPwd: clientPasswordHash('NotMine123'),
      password: clientPasswordHash('Clerk789'),
    });
    expect(wrongZh.body.code).toBe(400103);
    expect(wrongZh.body.msg).not.toBe('The old password is wrong');
    expect(wrongZh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    // still logged in, the password unchanged
    expect(await infoCode(here)).toBe(0);
    expect(await login('Clerk789')).toBe(400101);
  });

  it('requires the old password and refuses unknown fields (§7 {password} alone is not enough)', async () => {
    const here = await session(password);
    const alone = await here.post('/sys/updatePwd', { password: clientPasswordHash('Clerk789') });
    expect([alone.status, alone.body.code]).toEqual([400, 400001]);
    expect(alone.body.msg).toMatch(/oldPwd/);
    const extra = await here.post('/sys/updatePwd', {
      oldPwd: clientPasswordHash(password),
      password: clientPasswordHash('Clerk789'),
      confirm: 'Clerk789',
    });
    expect([extra.status, extra.body.code]).toEqual([400, 400001]);
    const plain = await here.post('/sys/updatePwd', { oldPwd: password, password: 'Clerk789' });
    expect(plain.body.code).toBe(400001);
    expect(await login('Clerk789')).toBe(400101);
    const anonymous = await new ApiClient(base, 'en').post('/sys/updatePwd', {
      oldPwd: clientPasswordHash(password),
      password: clientPasswordHash('Clerk789'),
    });
    expect(anonymous.status).toBe(401);
  });

  it('changes the password and ends every login of the user: this one and the other browser’s', async () => {
    const here = await session(password);
    const elsewhere = await session(password);
    const admin = await new ApiClient(base, 'en').post<LoginResponse>('/sys/user/login', {
      username: DEMO_LOGINS.admin.username,
      password: clientPasswordHash(DEMO_LOGINS.admin.password),
    });
    const adminClient = new ApiClient(base, 'en');
    adminClient.token = admin.body.data.accessToken;
    expect(await infoCode(elsewhere)).toBe(0);

    await here.ok('POST', '/sys/updatePwd', {
      oldPwd: clientPasswordHash(password),
      password: clientPasswordHash('Clerk789'),
    });
    expect(await infoCode(here)).toBe(50014);
    expect(await infoCode(elsewhere)).toBe(50014);
    // another user's login is not touched
    expect(await infoCode(adminClient)).toBe(0);
    expect(await login(password)).toBe(400101);
    const renewed = await session('Clerk789');
    expect(await infoCode(renewed)).toBe(0);
    // and back, with the new one as the old
    await renewed.ok('POST', '/sys/updatePwd', {
      oldPwd: clientPasswordHash('Clerk789'),
      password: clientPasswordHash(password),
    });
    expect(await infoCode(renewed)).toBe(50014);
    expect(await infoCode(await session(password))).toBe(0);
  });
});
