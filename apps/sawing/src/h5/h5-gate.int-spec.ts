import { signAppToken } from '@timber/auth';
import { type H5CheckCode, type H5PasswordState, type SawLinks } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging } from '@timber/nest-kit';
import {
  DEMO_TENANT_ID,
  postFrom,
  readH5CheckCode,
  seedDemo,
  startServiceUnderTest,
  TEST_REDIS_URL,
  testDatabase,
  type ServiceUnderTest,
} from '@timber/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sawingConfigSchema } from '../config';
import { SawingModule } from '../sawing.module';

/** The one proxy sawing trusts here: it names each client in X-Forwarded-For. */
const PROXY = '127.0.0.1';

/**
 * Issue 34, finding 1, at the service that owns the H5 page: sawing runs in this process on its
 * own cloned database and Redis keys. Past many wrong passwords of the page (from many addresses),
 * a new address with the right check code and password goes in at once: no wait a stranger
 * failing every few seconds could make endless.
 */
describe('the H5 gate at sawing: a right check code, never a wait (HTTP, real PostgreSQL and Redis)', () => {
  let db: { adminUrl: string; drop(): Promise<void> };
  let sawing: ServiceUnderTest;
  let streamPrefix: string;
  let link: { cusNo: string; sign: string };
  let office: Awaited<ReturnType<ServiceUnderTest['clientFor']>>;

  beforeAll(async () => {
    configureLogging('h5-gate-test', 'error');
    db = await testDatabase('h5-gate-check-code');
    await seedDemo(db.adminUrl);
    streamPrefix = `th5gate${randomBytes(4).toString('hex')}`;
    const config = sawingConfigSchema.parse({
      DATABASE_URL: urlFor(db.adminUrl, 'sawing_svc'),
      RELAY_DATABASE_URL: urlFor(db.adminUrl, 'sawing_relay'),
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SHARE_TOKEN_SECRET: randomBytes(32).toString('hex'),
      EVENT_STREAM_PREFIX: streamPrefix,
      LOG_LEVEL: 'error',
      TRUSTED_PROXIES: PROXY,
    });
    sawing = await startServiceUnderTest(SawingModule.forRoot(config), config);
    office = await sawing.clientFor(DEMO_TENANT_ID);
    const links = await office.ok<SawLinks>('POST', '/cutting/board/links');
    link = { cusNo: links.cusNo, sign: links.h5Sign };
    const app = await sawing.clientFor(DEMO_TENANT_ID);
    app.token = signAppToken(config.JWT_SECRET, {
      knd: 'app',
      sub: randomUUID(),
      tid: DEMO_TENANT_ID,
      usr: 'driver01',
    });
    expect(await office.ok<H5PasswordState>('POST', '/cutting/h5/pwdState')).toEqual({
      set: false,
      updatedAt: null,
      updatedBy: null,
    });
    await app.ok('POST', '/app/sawbench/setuppwd', { pwd: '246810' });
  });
  afterAll(async () => {
    await sawing?.close();
    await db?.drop();
  });

  const as = <T = unknown>(client: string, path: string, body: unknown) =>
    postFrom<T>(`${sawing.baseUrl}${path}`, PROXY, body, { 'x-forwarded-for': client });
  /** The gate as the page passes it: a picture, its digits typed back (or others), the password. */
  const h5Login = async (client: string, pwd: string, rightCode = true) => {
    const picture = (await as<H5CheckCode>(client, '/h5/saw/checkCode', link)).body.data;
    const digits = await readH5CheckCode(TEST_REDIS_URL, streamPrefix, picture.challengeId);
    const checkCode = rightCode ? digits : String((Number(digits) + 1) % 10_000).padStart(4, '0');
    return as(client, '/h5/saw/login', { ...link, pwd, challengeId: picture.challengeId, checkCode });
  };

  it('lets a new address in with the right code and password while a stranger keeps failing', async () => {
    for (let i = 1; i <= 10; i++) {
      expect((await h5Login(`203.0.113.${i}`, '000000')).body.code).toBe(402732);
    }
    for (let i = 0; i < 3; i++) {
      expect([402732, 429101]).toContain((await h5Login('203.0.113.66', '000000')).body.code);
      const owner = await h5Login(`198.51.100.${50 + i}`, '246810');
      expect(owner.status).toBe(200);
      expect(owner.body.code).toBe(0);
    }
    // a wrong code is refused, and counted: the stranger's own address is slowed by its failures
    expect((await h5Login('198.51.100.70', '246810', false)).body.code).toBe(402734);
    const stranger: number[] = [];
    for (let i = 0; i < 6; i++) {
      stranger.push((await h5Login('203.0.113.77', '246810', false)).body.code);
    }
    expect(stranger).toEqual([402734, 402734, 402734, 402734, 402734, 429101]);
  });

  it('the benches tab shows whether the page has a password and resets it (issue 35)', async () => {
    const before = await office.ok<H5PasswordState>('POST', '/cutting/h5/pwdState');
    expect(before).toMatchObject({ set: true, updatedBy: 'app driver01' });
    expect(Object.keys(before).sort()).toEqual(['set', 'updatedAt', 'updatedBy']); // never the hash
    // six digits only, and nothing else in the body
    expect((await office.post('/cutting/h5/setPwd', { pwd: '12345' })).body.code).toBe(400001);
    expect((await office.post('/cutting/h5/setPwd', { pwd: '135790', cusNo: link.cusNo })).body.code).toBe(
      400001,
    );
    expect(await office.ok('POST', '/cutting/h5/setPwd', { pwd: '135790' })).toBeNull();
    const after = await office.ok<H5PasswordState>('POST', '/cutting/h5/pwdState');
    expect(after.set).toBe(true);
    expect(after.updatedBy).not.toMatch(/^app /);
    expect(Date.parse(after.updatedAt!)).toBeGreaterThan(Date.parse(before.updatedAt!));
    expect((await h5Login('192.0.2.10', '246810')).body.code).toBe(402732);
    expect((await h5Login('192.0.2.11', '135790')).body.code).toBe(0);
  });
});
