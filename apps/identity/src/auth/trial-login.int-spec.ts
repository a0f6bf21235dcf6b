import { type INestApplication } from '@nestjs/common';
import { holdsPermission, verifyAccessToken } from '@timber/auth';
import {
  type ApiRoute,
  clientPasswordHash,
  type LoginResponse,
  ROUTES,
  type UserInfo,
} from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging, createHttpApp } from '@timber/nest-kit';
import {
  ApiClient,
  DEMO_LOGINS,
  DEMO_TRIAL_ACCOUNT,
  removeRedisKeys,
  seedDemo,
  TEST_REDIS_URL,
  testDatabase,
} from '@timber/testing';
import { randomBytes } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validIdentityConfigSchema } from '../config';
import { IdentityModule } from '../identity.module';

const LANGS = ['zh', 'en', 'es', 'ja', 'ru'] as const;

/**
 * §2 Login's free trial account: POST /sys/user/trial signs in as identity's TRIAL_ACCOUNT without a
 * password, POST /sys/user/trialOffered tells the login page whether to show its link. Two identity
 * processes (in this process) on one cloned database (demo seed: the `trial` user and its group):
 * one with the default configuration (no trial), one with TRIAL_ACCOUNT=trial.
 */
describe('the free trial login (real PostgreSQL and Redis)', () => {
  let db: { adminUrl: string; drop(): Promise<void> };
  let sql: Client;
  const apps: INestApplication[] = [];
  let plain: string;
  let offering: string;
  let streamPrefix: string;
  const jwtSecret = randomBytes(32).toString('hex');

  const start = async (env: Record<string, string>): Promise<string> => {
    const config = validIdentityConfigSchema.parse({
      DATABASE_URL: urlFor(db.adminUrl, 'identity_svc'),
      RELAY_DATABASE_URL: urlFor(db.adminUrl, 'identity_relay'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: jwtSecret,
      EVENT_STREAM_PREFIX: streamPrefix,
      LOG_LEVEL: 'silent',
      ...env,
    });
    const app = await createHttpApp(IdentityModule.forRoot(config));
    apps.push(app);
    await app.listen(0, '127.0.0.1');
    return `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}`;
  };

  beforeAll(async () => {
    configureLogging('trial-login-test', 'silent');
    db = await testDatabase('trial-login');
    await seedDemo(db.adminUrl);
    sql = new Client({ connectionString: db.adminUrl });
    await sql.connect();
    streamPrefix = `ttrial${randomBytes(4).toString('hex')}`;
    // the default: no TRIAL_ACCOUNT (an empty one is the same)
    plain = await start({ TRIAL_ACCOUNT: '' });
    offering = await start({ TRIAL_ACCOUNT: DEMO_TRIAL_ACCOUNT });
  });
  afterAll(async () => {
    for (const app of apps) {
      await app.close();
    }
    await sql?.end();
    await db?.drop();
    await removeRedisKeys(TEST_REDIS_URL, `${streamPrefix}:`);
  });

  /** What a trial sign-in may have written: the user's sign-ins and the operation log's entries. */
  const written = async () => {
    const user = await sql.query<{ sign_num: number }>(
      `select sign_num from identity.users where username = $1`,
      [DEMO_TRIAL_ACCOUNT],
    );
    const log = await sql.query<{ count: string }>(`select count(*) from identity.operation_log`);
    return { signNum: user.rows[0]?.sign_num, entries: Number(log.rows[0]?.count) };
  };
  const offered = async (base: string) =>
    (await new ApiClient(base, 'en').ok<{ offered: boolean }>('POST', '/sys/user/trialOffered')).offered;
  const trial = (base: string, lang = 'en') =>
    new ApiClient(base, lang).post<LoginResponse>('/sys/user/trial');
  const signedIn = async (base: string): Promise<ApiClient> => {
    const client = new ApiClient(base, 'en');
    client.token = (await client.ok<LoginResponse>('POST', '/sys/user/trial')).accessToken;
    return client;
  };

  it('offers no trial by default: refused in every language with a clear message, and nothing written', async () => {
    expect(await offered(plain)).toBe(false);
    const before = await written();
    const messages = new Set<string>();
    for (const lang of LANGS) {
      const answer = await trial(plain, lang);
      expect([answer.status, answer.body.code]).toEqual([403, 400109]);
      messages.add(answer.body.msg);
    }
    expect([...messages]).toHaveLength(LANGS.length);
    expect((await trial(plain)).body.msg).toBe(
      'No free trial is offered at the moment, please log in with your account',
    );
    expect(await written()).toEqual(before);
  });

  it('signs in as the trial account without a password, answering as a login does', async () => {
    expect(await offered(offering)).toBe(true);
    const before = await written();
    const answer = await trial(offering);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { defaultPassword: false } });
    const login = await new ApiClient(offering, 'en').ok<LoginResponse>('POST', '/sys/user/login', {
      username: DEMO_LOGINS.clerk.username,
      password: clientPasswordHash(DEMO_LOGINS.clerk.password),
    });
    expect(Object.keys(answer.body.data).sort()).toEqual(Object.keys(login).sort());
    // the same token: signed with the same secret, the same claims
    const claims = verifyAccessToken(jwtSecret, answer.body.data.accessToken);
    expect(Object.keys(claims).sort()).toEqual(
      Object.keys(verifyAccessToken(jwtSecret, login.accessToken)).sort(),
    );
    expect(claims.usr).toBe(DEMO_TRIAL_ACCOUNT);
    // the sign-in counted and logged as a login's
    const after = await written();
    expect(after.signNum).toBe((before.signNum ?? 0) + 1);
    expect(after.entries).toBeGreaterThan(before.entries);
  });

  it("gives a session that holds the group's screens and none of the system menu", async () => {
    const client = await signedIn(offering);
    const info = await client.ok<UserInfo>('GET', '/sys/user/info');
    expect(info).toMatchObject({ username: DEMO_TRIAL_ACCOUNT, isAdmin: false });
    expect(info.resources).toContain('stock/list');
    expect(info.resources.filter((key) => key.startsWith('system'))).toEqual([]);
    // every route a screen outside the system menu needs is allowed, none that only system screens grant
    const guarded = Object.values(ROUTES as Record<string, ApiRoute>).filter((route) => route.permission);
    for (const route of guarded) {
      const keys = typeof route.permission === 'string' ? [route.permission] : [...(route.permission ?? [])];
      expect(holdsPermission(info.resources, keys), `${route.method} ${route.path}`).toBe(
        keys.some((key) => !key.startsWith('system')),
      );
    }
    // account management, asked for real
    expect((await client.post('/sys/users', { page: 1 })).body.code).toBe(403001);
    expect((await client.post('/sys/perm/list', { page: 1 })).body.code).toBe(403001);
    expect((await client.call('GET', '/sys/user/info')).body.code).toBe(0);
  });

  it('refuses the shared account a password change, the default-password change too, and keeps its logins', async () => {
    const client = await signedIn(offering);
    const other = await signedIn(offering);
    const change = await client.post('/sys/updatePwd', {
      oldPwd: clientPasswordHash('whatever1'),
      password: clientPasswordHash('Mine12345'),
    });
    expect([change.status, change.body.code, change.body.msg]).toEqual([
      403,
      400110,
      'The trial account is shared by everyone trying the system: its password and account cannot be changed',
    ]);
    const put = await client.call('PUT', '/sys/user/pwd', {
      oldPwd: clientPasswordHash('whatever1'),
      newPwd: clientPasswordHash('Mine12345'),
    });
    expect([put.status, put.body.code]).toEqual([403, 400110]);
    const zh = new ApiClient(offering, 'zh');
    zh.token = client.token;
    const inZh = await zh.post('/sys/updatePwd', {
      oldPwd: clientPasswordHash('whatever1'),
      password: clientPasswordHash('Mine12345'),
    });
    expect(inZh.body.code).toBe(400110);
    expect(inZh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    // nobody was logged out
    expect((await client.call('GET', '/sys/user/info')).body.code).toBe(0);
    expect((await other.call('GET', '/sys/user/info')).body.code).toBe(0);
  });

  it('refuses a disabled trial account, and offers it again once enabled', async () => {
    await sql.query(`update identity.users set status = 0 where username = $1`, [DEMO_TRIAL_ACCOUNT]);
    try {
      expect(await offered(offering)).toBe(false);
      const before = await written();
      const answer = await trial(offering);
      expect([answer.status, answer.body.code]).toEqual([403, 400109]);
      expect(await written()).toEqual(before);
    } finally {
      await sql.query(`update identity.users set status = 1 where username = $1`, [DEMO_TRIAL_ACCOUNT]);
    }
    expect(await offered(offering)).toBe(true);
    expect((await trial(offering)).body.code).toBe(0);
  });

  it('refuses a trial account that does not exist', async () => {
    const missing = await start({ TRIAL_ACCOUNT: 'nosuchtrial' });
    expect(await offered(missing)).toBe(false);
    expect((await trial(missing)).body.code).toBe(400109);
  });
});
