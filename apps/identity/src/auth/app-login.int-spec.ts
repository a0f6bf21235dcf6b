import { type AppTokenClaims, hashPassword, verifyAppToken } from '@timber/auth';
import { type AppLoginResponse, clientPasswordHash, USER_TYPE } from '@timber/contracts';
import { DEMO_APP_LOGIN, DEMO_LOGINS, DEMO_TENANT_ID, startTestStack, type TestStack } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A system user of type 7 (administrator), which the demo seed does not have. */
const MANAGER = { username: 'manager7', password: 'Manager123', realName: 'Yard Manager' } as const;

/**
 * §6 User types over the real stack (BFF → identity → PostgreSQL, Redis): system users log in to
 * the mobile app at POST /api/app/login; a super administrator (3) and an administrator (7) get an
 * app token, an ordinary user (4) is refused, and only once the password is right.
 */
describe('the mobile app login of system users (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let db: Client;

  beforeAll(async () => {
    system = await startTestStack('app-login');
    db = new Client({ connectionString: system.adminUrl });
    await db.connect();
    await db.query(
      `insert into identity.users (id, tenant_id, username, real_name, phone, type, status, password_hash, default_password)
       values ($1, $2, $3, $4, '13800000077', $5, 1, $6, false)`,
      [
        randomUUID(),
        DEMO_TENANT_ID,
        MANAGER.username,
        MANAGER.realName,
        USER_TYPE.ADMIN,
        await hashPassword(clientPasswordHash(MANAGER.password)),
      ],
    );
  });
  afterAll(async () => {
    await db.end();
    await system.stop();
  });

  const appLogin = (username: string, password: string, lang = 'en') =>
    system.client(lang).post<AppLoginResponse>('/app/login', {
      username,
      password: clientPasswordHash(password),
    });
  const backOfficeLogin = (username: string, password: string, lang = 'en') =>
    system.client(lang).post('/sys/user/login', { username, password: clientPasswordHash(password) });

  it.each([
    ['a super administrator (3)', DEMO_LOGINS.admin, 'Administrator', USER_TYPE.SUPER_ADMIN],
    ['an administrator (7)', MANAGER, MANAGER.realName, USER_TYPE.ADMIN],
  ])('gives %s an app token that tells a system user', async (_who, login, realName, type) => {
    const answer = await appLogin(login.username.toUpperCase(), login.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { username: login.username, realName } });
    const claims = verifyAppToken(system.jwtSecret, answer.body.data.accessToken);
    expect(claims).toEqual<AppTokenClaims>({
      knd: 'system',
      sub: answer.body.data.id,
      tid: DEMO_TENANT_ID,
      usr: login.username,
      typ: type,
    });
  });

  it("tells them from an app user, whose token devices' /appcus/login gives", async () => {
    const appUser = await system.client().ok<AppLoginResponse>('POST', '/appcus/login', {
      username: DEMO_APP_LOGIN.username,
      password: clientPasswordHash(DEMO_APP_LOGIN.password),
    });
    expect(verifyAppToken(system.jwtSecret, appUser.accessToken)).toEqual<AppTokenClaims>({
      knd: 'app',
      sub: appUser.id,
      tid: DEMO_TENANT_ID,
      usr: DEMO_APP_LOGIN.username,
    });
  });

  it('refuses the app token in the back office', async () => {
    const { accessToken } = await system.client().ok<AppLoginResponse>('POST', '/app/login', {
      username: MANAGER.username,
      password: clientPasswordHash(MANAGER.password),
    });
    const api = system.client();
    api.token = accessToken;
    for (const answer of [await api.call('GET', '/sys/user/info'), await api.post('/wk/pageData', {})]) {
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(401001);
    }
  });

  it('refuses an ordinary user (4) with the right password, in the language asked for', async () => {
    const en = await appLogin(DEMO_LOGINS.clerk.username, DEMO_LOGINS.clerk.password);
    expect(en.status).toBe(403);
    expect(en.body).toEqual({
      code: 400105,
      msg: 'Ordinary users cannot log in to the mobile app; only administrators can',
      data: null,
    });
    const zh = await appLogin(DEMO_LOGINS.clerk.username, DEMO_LOGINS.clerk.password, 'zh');
    expect(zh.body).toMatchObject({ code: 400105, msg: '普通用户不能登录移动端，仅管理员可以登录' });
    // The back office still lets the ordinary user in.
    expect((await backOfficeLogin(DEMO_LOGINS.clerk.username, DEMO_LOGINS.clerk.password)).body.code).toBe(0);
  });

  it('answers a wrong password as the back office does, the same as an unknown name, whatever the type', async () => {
    const wrong = await appLogin(DEMO_LOGINS.clerk.username, 'Wrong123', 'ru');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400101, msg: 'Неверная учётная запись или пароль', data: null });
    for (const answer of [
      await appLogin('nobody42', 'Wrong123', 'ru'),
      await appLogin(DEMO_LOGINS.admin.username, 'Wrong123', 'ru'),
      await backOfficeLogin(DEMO_LOGINS.clerk.username, 'Wrong123', 'ru'),
      // an app user is not a system user: it logs in at /appcus/login
      await appLogin(DEMO_APP_LOGIN.username, DEMO_APP_LOGIN.password, 'ru'),
    ]) {
      expect(answer).toEqual(wrong);
    }
    // ... and a system user is not an app user
    const atAppcus = await system.client('ru').post('/appcus/login', {
      username: DEMO_LOGINS.admin.username,
      password: clientPasswordHash(DEMO_LOGINS.admin.password),
    });
    expect(atAppcus).toEqual(wrong);
    expect(
      (await system.client().post('/app/login', { username: 'admin', password: 'Admin123' })).body.code,
    ).toBe(400001);
  });

  it('refuses a disabled administrator only once the password is right', async () => {
    await db.query(`update identity.users set status = 0 where username = $1`, [MANAGER.username]);
    try {
      expect((await appLogin(MANAGER.username, 'Wrong123')).body.code).toBe(400101);
      expect((await appLogin(MANAGER.username, MANAGER.password)).body.code).toBe(400102);
    } finally {
      await db.query(`update identity.users set status = 1 where username = $1`, [MANAGER.username]);
    }
  });

  it('counts failures with the back office login: 5 of either from one address make both wait', async () => {
    // a login that succeeds clears the count of its account and address
    expect((await appLogin(MANAGER.username, MANAGER.password)).body.code).toBe(0);
    for (let i = 0; i < 3; i++) {
      expect((await appLogin(MANAGER.username, 'Wrong123')).body.code).toBe(400101);
    }
    for (let i = 0; i < 2; i++) {
      expect((await backOfficeLogin(MANAGER.username, 'Wrong123')).body.code).toBe(400101);
    }
    for (const answer of [
      await appLogin(MANAGER.username, MANAGER.password),
      await backOfficeLogin(MANAGER.username, MANAGER.password),
    ]) {
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe(429101);
      expect(answer.body.msg).toMatch(/try again in \d+ s/);
    }
  });

  it('records the app sign-in in the operation log and the sign-in count', async () => {
    const before = await db.query<{ sign_num: number }>(
      `select sign_num from identity.users where username = 'admin'`,
    );
    expect((await appLogin(DEMO_LOGINS.admin.username, DEMO_LOGINS.admin.password)).body.code).toBe(0);
    const after = await db.query<{ sign_num: number }>(
      `select sign_num from identity.users where username = 'admin'`,
    );
    expect(after.rows[0]!.sign_num).toBe(before.rows[0]!.sign_num + 1);
    const admin = await system.loginAs('admin');
    const log = await admin.ok<{ records: { username: string; operation: string }[] }>('POST', '/sys/logs', {
      page: 1,
      pageSize: 100,
    });
    expect(log.records).toContainEqual(
      expect.objectContaining({ username: 'admin', operation: 'Logged in to the mobile app' }),
    );
    // the refused ordinary user left no entry
    expect(log.records.filter((r) => r.username === 'clerk').map((r) => r.operation)).not.toContain(
      'Logged in to the mobile app',
    );
  });
});
