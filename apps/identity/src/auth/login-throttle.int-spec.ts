import { type INestApplication } from '@nestjs/common';
import { hashPassword } from '@timber/auth';
import { type CheckCode, clientPasswordHash, type LoginResponse, USER_TYPE } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging, createHttpApp } from '@timber/nest-kit';
import {
  DEMO_TENANT_ID,
  postFrom,
  readLoginCheckCode,
  removeRedisKeys,
  seedDemo,
  TEST_REDIS_URL,
  testDatabase,
} from '@timber/testing';
import { Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfigSchema } from '../config';
import { IdentityModule } from '../identity.module';

/** The one proxy identity trusts here; every other 127.x address is a client connecting itself. */
const PROXY = '127.0.0.1';
const ATTACKER = '127.0.0.66';
const OWNER = '127.0.0.77';
const PASSWORD = 'Owner123';

/**
 * Issue 14: logins an attacker cannot turn against the user. Identity runs in this process on its
 * own cloned database and Redis keys, with TRUSTED_PROXIES=127.0.0.1 and a clock the test moves;
 * requests leave from chosen loopback addresses (127.0.0.66, ...), so every client address the
 * service sees is a real socket address, or an X-Forwarded-For hop sent by the trusted proxy.
 */
describe('login throttling through identity (HTTP, real PostgreSQL and Redis)', () => {
  let db: { adminUrl: string; drop(): Promise<void> };
  let sql: Client;
  let app: INestApplication;
  let port: number;
  let streamPrefix: string;
  let now = Date.UTC(2025, 0, 6, 8, 0, 0);
  const advance = (seconds: number) => (now += seconds * 1000);

  beforeAll(async () => {
    configureLogging('login-throttle-test', 'error');
    db = await testDatabase('login-throttle');
    await seedDemo(db.adminUrl);
    sql = new Client({ connectionString: db.adminUrl });
    await sql.connect();
    const passwordHash = await hashPassword(clientPasswordHash(PASSWORD));
    for (const username of ['owner1', 'owner2', 'owner3', 'owner4', 'owner5']) {
      await sql.query(
        `insert into identity.users (id, tenant_id, username, real_name, phone, type, status, password_hash, default_password)
         values ($1, $2, $3, $3, '', $4, 1, $5, false)`,
        [randomUUID(), DEMO_TENANT_ID, username, USER_TYPE.SUPER_ADMIN, passwordHash],
      );
    }
    streamPrefix = `tlogin${randomBytes(4).toString('hex')}`;
    const config = identityConfigSchema.parse({
      DATABASE_URL: urlFor(db.adminUrl, 'identity_svc'),
      RELAY_DATABASE_URL: urlFor(db.adminUrl, 'identity_relay'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      EVENT_STREAM_PREFIX: streamPrefix,
      LOG_LEVEL: 'error',
      TRUSTED_PROXIES: PROXY,
    });
    app = await createHttpApp(IdentityModule.forRoot(config, { clock: () => now }));
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer() as { address(): AddressInfo }).address().port;
  });
  afterAll(async () => {
    await app?.close();
    await sql?.end();
    await db?.drop();
    await removeRedisKeys(TEST_REDIS_URL, `${streamPrefix}:`);
  });

  /** A POST to identity over a socket bound to `from`, with the headers given. */
  const post = <T = unknown>(
    from: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) => postFrom<T>(`http://127.0.0.1:${port}${path}`, from, body, headers);

  /** The check code's answer a person would type, read off the picture's digest in Redis. */
  const solve = async ({ challengeId }: CheckCode): Promise<{ captchaId: string; captcha: string }> => ({
    captchaId: challengeId,
    captcha: await readLoginCheckCode(TEST_REDIS_URL, streamPrefix, challengeId),
  });
  const login = (
    from: string,
    username: string,
    password: string,
    headers: Record<string, string> = {},
    checkCode: { captchaId: string; captcha: string } | Record<string, never> = {},
  ) =>
    post<LoginResponse>(
      from,
      '/sys/user/login',
      { username, password: clientPasswordHash(password), ...checkCode },
      headers,
    );
  const appLogin = (
    from: string,
    username: string,
    password: string,
    checkCode: { captchaId: string; captcha: string } | Record<string, never> = {},
    headers: Record<string, string> = {},
  ) => post(from, '/app/login', { username, password: clientPasswordHash(password), ...checkCode }, headers);
  /** Through the trusted proxy, for a client at `client` (and whatever the client itself claimed). */
  const viaProxy = (client: string, claimed?: string) => ({
    'x-forwarded-for': claimed ? `${claimed}, ${client}` : client,
  });

  const logRows = async (username: string, operation: string) =>
    (
      await sql.query<{ ip: string; params: Record<string, number> }>(
        `select ip, params from identity.operation_log where username = $1 and operation = $2 order by id`,
        [username, operation],
      )
    ).rows;

  it('lets the owner log in at once from their own address while an attacker hammers the account (no lockout)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      codes.push((await login(ATTACKER, 'owner1', 'Wrong123')).body.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(400101));
    expect(new Set(codes.slice(5))).toEqual(new Set([429101]));
    const owner = await login(OWNER, 'owner1', PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.code).toBe(0);
    expect(owner.body.data.accessToken).toBeTruthy();
    // the login's session keeps the company's name, which its share links show (issue 35)
    const { jti } = JSON.parse(
      Buffer.from(owner.body.data.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as { jti: string };
    const redis = new Redis(TEST_REDIS_URL);
    try {
      expect(JSON.parse((await redis.get(`session:${jti}`))!)).toMatchObject({
        username: 'owner1',
        tenantName: 'Demo Timber Trading Co.',
      });
    } finally {
      await redis.quit();
    }
    // and the back office and the app count together: the attacker's pair waits on both
    expect((await appLogin(ATTACKER, 'owner1', PASSWORD)).body.code).toBe(429101);
    expect((await appLogin(OWNER, 'owner1', PASSWORD)).body.code).toBe(0);
    expect((await logRows('owner1', 'server.operation.login')).map((r) => r.ip)).toEqual([OWNER]);
  });

  it("slows the attacker's pair with growing delays, told in the caller's language with Retry-After", async () => {
    const expectWait = async (seconds: number) => {
      const answer = await login(ATTACKER, 'owner1', PASSWORD);
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBe(String(seconds));
      expect(answer.body).toEqual({
        code: 429101,
        msg: `Too many login attempts, try again in ${seconds} s`,
        data: null,
      });
    };
    await expectWait(2);
    const zh = await login(ATTACKER, 'owner1', 'Wrong123', { lang: 'zh' });
    expect(zh.body).toEqual({ code: 429101, msg: '登录尝试过多，请 2 秒后再试', data: null });
    for (const delay of [2, 4, 8, 16]) {
      advance(delay - 1);
      await expectWait(1);
      advance(1);
      expect((await login(ATTACKER, 'owner1', 'Wrong123')).body.code).toBe(400101);
      await expectWait(delay * 2);
    }
    // the owner is still not held up
    expect((await login(OWNER, 'owner1', PASSWORD)).body.code).toBe(0);
  });

  it('ignores X-Forwarded-For from a peer that is no trusted proxy: rotating it neither escapes the limit nor forges the log', async () => {
    for (let i = 0; i < 10; i++) {
      const spoofed = await login(ATTACKER, 'owner1', 'Wrong123', {
        'x-forwarded-for': `198.51.100.${i + 1}`,
      });
      expect(spoofed.body.code).toBe(429101);
    }
    const spoofer = '127.0.0.88';
    expect(
      (await login(spoofer, 'owner2', PASSWORD, { 'x-forwarded-for': '198.51.100.200' })).body.code,
    ).toBe(0);
    expect((await logRows('owner2', 'server.operation.login')).map((r) => r.ip)).toEqual([spoofer]);
  });

  it('believes the trusted proxy: the first untrusted hop from the right is the client, for the log and for the limits', async () => {
    expect((await login(PROXY, 'owner2', PASSWORD, viaProxy('198.51.100.20', '10.9.9.9'))).body.code).toBe(0);
    expect((await logRows('owner2', 'server.operation.login')).map((r) => r.ip)).toEqual([
      '127.0.0.88',
      '198.51.100.20',
    ]);
    // an attacker behind the proxy who rotates what they claim is still one address
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await login(PROXY, 'owner2', 'Wrong123', viaProxy('203.0.113.5', `10.0.0.${i}`))).body.code,
      );
    }
    expect(codes).toEqual([400101, 400101, 400101, 400101, 400101, 429101, 429101]);
    // and the proxy's other clients are not held up by it
    expect((await login(PROXY, 'owner2', PASSWORD, viaProxy('198.51.100.21'))).body.code).toBe(0);
  });

  it('stops an address spraying many accounts, for every account, and only that address', async () => {
    const sprayer = '127.0.0.99';
    for (let i = 0; i < 30; i++) {
      expect((await login(sprayer, `ghost${i}`, 'Guess123')).body.code).toBe(400101);
      advance(10);
    }
    const stopped = await login(sprayer, 'owner3', PASSWORD);
    expect(stopped.status).toBe(429);
    // its first failure was 300 s ago: the 15-minute window ends in 600 s
    expect(stopped.body.msg).toBe('Too many login attempts, try again in 600 s');
    expect((await login(OWNER, 'owner3', PASSWORD)).body.code).toBe(0);
    advance(600);
    expect((await login(sprayer, 'owner3', PASSWORD)).body.code).toBe(0);
  });

  it('raises one alarm in the operation log when an account sees many failures, and only slows new addresses', async () => {
    expect((await login(OWNER, 'owner4', PASSWORD)).body.code).toBe(0);
    for (let i = 1; i <= 10; i++) {
      expect((await login(PROXY, 'OWNER4', 'Wrong123', viaProxy(`203.0.113.${i}`))).body.code).toBe(400101);
    }
    const alarms = await logRows('owner4', 'server.operation.loginFailuresAlarm');
    expect(alarms).toEqual([{ ip: '203.0.113.10', params: { failures: 10, minutes: 15 } }]);
    // a new address is asked for a check code (never a wait); the owner's usual one goes at once
    const fresh = await login(PROXY, 'owner4', 'Wrong123', viaProxy('203.0.113.50'));
    expect(fresh.status).toBe(400);
    expect(fresh.body).toMatchObject({ code: 400107 });
    const owner = await login(OWNER, 'owner4', PASSWORD);
    expect(owner.body.code).toBe(0);
    for (let i = 60; i < 70; i++) {
      advance(5);
      const address = viaProxy(`203.0.113.${i}`);
      const asked = await login(PROXY, 'owner4', 'Wrong123', address);
      expect(asked.body.code).toBe(400107);
      const code = await solve(asked.body.data as unknown as CheckCode);
      expect((await login(PROXY, 'owner4', 'Wrong123', address, code)).body.code).toBe(400101);
    }
    expect(await logRows('owner4', 'server.operation.loginFailuresAlarm')).toHaveLength(1);
    // the tenant's administrator reads it in their own language
    const log = await post<{ records: { username: string; ip: string; operation: string }[] }>(
      OWNER,
      '/sys/logs',
      { page: 1, pageSize: 50 },
      { authorization: `Bearer ${owner.body.data.accessToken}`, lang: 'ru' },
    );
    expect(log.body.data.records).toContainEqual(
      expect.objectContaining({
        username: 'owner4',
        ip: '203.0.113.10',
        operation:
          'Тревога: 10 неудачных попыток входа в эту учётную запись за 15 мин; вход с новых адресов замедлен',
      }),
    );
  });

  it('issue 34: a stranger failing every 2 s never stops the owner, from a known address at once, from a new one with a check code, on the back office and the app', async () => {
    const STRANGER = '203.0.113.200';
    const KNOWN = '198.51.100.30';
    expect((await login(PROXY, 'owner5', PASSWORD, viaProxy(KNOWN))).body.code).toBe(0);
    const owner: number[] = [];
    const asked: boolean[] = [];
    const messages = new Set<string>();
    for (let second = 0, n = 0; second < 240; second += 2) {
      await login(PROXY, 'owner5', 'Wrong123', viaProxy(STRANGER));
      if (second % 30 === 16) {
        // every 30 s the owner: the known address, then a new one typing the code it is shown
        owner.push((await login(PROXY, 'owner5', PASSWORD, viaProxy(KNOWN))).body.code);
        const fresh = `198.51.100.${31 + n}`;
        const signIn = n % 2 === 0 ? login : appLogin;
        const call = (code?: { captchaId: string; captcha: string }) =>
          signIn === login
            ? login(PROXY, 'owner5', PASSWORD, viaProxy(fresh), code)
            : appLogin(PROXY, 'owner5', PASSWORD, code, viaProxy(fresh));
        let answer = await call();
        const codeAsked = answer.body.code === 400107;
        if (codeAsked) {
          messages.add(answer.body.msg);
          answer = await call(await solve(answer.body.data as CheckCode));
        }
        owner.push(answer.body.code);
        asked.push(codeAsked);
        n++;
      }
      advance(2);
    }
    expect(owner).toEqual(Array(owner.length).fill(0));
    expect(owner.length).toBe(16);
    // the stranger's pair waits 2, 4, 8, 16, 32 s after its 5 free failures: its tenth failure of
    // the account comes at 70 s, and from then on every new address of the owner types a code
    expect(asked).toEqual([false, false, true, true, true, true, true, true]);
    expect([...messages]).toEqual([
      'This account has seen many failed logins: type the check code shown in the picture',
    ]);
    // the stranger's own address is held up: its pair waits, and past that every try of it is
    // asked for a code (not counted) until an address has asked for more pictures than it gets
    const stranger = await login(PROXY, 'owner5', PASSWORD, viaProxy(STRANGER));
    expect([429101, 429103, 400107]).toContain(stranger.body.code);
  });

  it('issue 34: a wrong check code is refused with the next picture and counts as a failure; codes are single use and rate-limited', async () => {
    const asked = await post<CheckCode>('127.0.0.120', '/sys/user/checkCode', {}, { lang: 'zh' });
    expect(asked.body.code).toBe(0);
    expect(asked.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const right = await solve(asked.body.data);
    const wrong = { ...right, captcha: right.captcha === '0000' ? '0001' : '0000' };
    const refused = await login('127.0.0.120', 'owner3', PASSWORD, { lang: 'zh' }, wrong);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(400108);
    expect(refused.body.msg).toBe('验证码错误或已过期，请输入新图片中的验证码');
    const next = refused.body.data as unknown as CheckCode;
    expect(next.challengeId).not.toBe(right.captchaId);
    // the right digits of the used challenge are refused as well; the next picture's pass
    expect((await login('127.0.0.120', 'owner3', PASSWORD, {}, right)).body.code).toBe(400108);
    expect((await login('127.0.0.120', 'owner3', PASSWORD, {}, await solve(next))).body.code).toBe(0);
    // unknown fields are still refused, a code of the wrong form too
    expect(
      (await post('127.0.0.120', '/sys/user/login', { username: 'owner3', password: 'x', captcha: 'abcd' }))
        .body.code,
    ).toBe(400001);
    // at most 60 pictures a minute from one address
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      codes.push((await post('127.0.0.121', '/sys/user/checkCode', {})).body.code);
    }
    const limited = await post('127.0.0.121', '/sys/user/checkCode', {});
    expect(codes).toEqual(Array(60).fill(0));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429103);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
  });
});
