import { type INestApplication } from '@nestjs/common';
import { type SawLinks } from '@timber/contracts';
import { configureLogging, createHttpApp, REDIS } from '@timber/nest-kit';
import {
  ApiClient,
  type EventStream,
  expectEventually,
  freePort,
  openEventStream,
  openTestSession,
  Stack,
  type StackOptions,
  TEST_REDIS_URL,
  testDatabase,
} from '@timber/testing';
import { type Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BffModule } from './bff.module';
import { bffConfigSchema } from './config';

/** The BFF's own limits, below the service's: a 429 within them is the BFF's. */
const BFF_PER_LINK = 2;
const BFF_PER_ADDRESS = 3;
const SAWING_PER_LINK = 5;
const SAWING_PER_ADDRESS = 4;

/**
 * Security finding 4 of issue 34 at the BFF, which holds a socket of its own per stream it passes
 * on: the live board's streams limited per link and per client address with a 429 envelope, a slot
 * freed when a stream closes, and an X-Forwarded-For from an untrusted peer changing nothing. The
 * real sawing process (its own limits) behind BFFs in the test's process.
 */
describe('the BFF limits the board streams it passes on (real sawing process, PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let stack: Stack;
  const bffs: INestApplication[] = [];
  const jwtSecret = randomBytes(32).toString('hex');
  const links: SawLinks[] = [];
  const open: EventStream[] = [];

  /** A BFF in this process before the stack's sawing, with these settings; its /api address. */
  async function startBff(env: Record<string, string>): Promise<string> {
    const config = bffConfigSchema.parse({
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET: jwtSecret,
      SAWING_URL: stack.url('sawing'),
      LOG_LEVEL: 'warn',
      ...env,
    });
    const app = await createHttpApp(BffModule.forRoot(config), 'api');
    await app.listen(0, '127.0.0.1');
    bffs.push(app);
    return `http://127.0.0.1:${(app.getHttpServer() as { address(): AddressInfo }).address().port}/api`;
  }

  let bff: string;
  /** a BFF that trusts no proxy on this machine: the test's X-Forwarded-For is not believed */
  let distrusting: string;

  beforeAll(async () => {
    configureLogging('bff-test', 'warn');
    const db = await testDatabase('bffstreams');
    drop = db.drop;
    const streamPrefix = `tbffstreams${randomBytes(4).toString('hex')}`;
    const ports = Object.fromEntries(
      await Promise.all(
        [
          'identity',
          'inventory',
          'devices',
          'ingest',
          'ingest-internal',
          'counting',
          'recognition-worker',
          'orders',
          'sawing',
          'billing',
          'bff',
        ].map(async (name) => [name, await freePort()] as const),
      ),
    ) as StackOptions['ports'];
    stack = await Stack.start(
      {
        adminUrl: db.adminUrl,
        redisUrl: TEST_REDIS_URL,
        jwtSecret,
        shareTokenSecret: randomBytes(32).toString('hex'),
        sandboxPaySecret: randomBytes(32).toString('hex'),
        ports,
        streamPrefix,
        logDir: join(__dirname, '..', '..', '..', 'tmp', 'test-logs', streamPrefix),
        logLevel: 'warn',
        env: {
          sawing: {
            STREAMS_PER_LINK: String(SAWING_PER_LINK),
            STREAMS_PER_ADDRESS: String(SAWING_PER_ADDRESS),
          },
        },
      },
      ['sawing'],
    );
    bff = await startBff({
      STREAMS_PER_LINK: String(BFF_PER_LINK),
      STREAMS_PER_ADDRESS: String(BFF_PER_ADDRESS),
    });
    distrusting = await startBff({ TRUSTED_PROXIES: '192.0.2.1/32' });
    for (const tenant of [randomUUID(), randomUUID()]) {
      const api = new ApiClient(bff);
      api.token = await openTestSession(bffs[0]!.get<Redis>(REDIS), jwtSecret, { tenantId: tenant });
      links.push(await api.ok<SawLinks>('POST', '/cutting/board/links'));
    }
  }, 120_000);
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    for (const app of bffs) {
      await app.close();
    }
    await stack?.stop();
    await drop?.();
  });

  const board = async (base: string, link: SawLinks, address: string): Promise<EventStream> => {
    const stream = await openEventStream(`${base}/cutting/board/events/${link.cusNo}/${link.boardToken}`, {
      'x-forwarded-for': address,
      lang: 'en',
    });
    open.push(stream);
    return stream;
  };
  const answer = (stream: EventStream) => [stream.status, JSON.parse(stream.body ?? '{}') as object];

  it('refuses a link’s stream beyond its limit with 429 and takes one again when a stream closes', async () => {
    const [a] = links as [SawLinks];
    const first = await board(bff, a, '198.51.100.1');
    expect((await board(bff, a, '198.51.100.2')).status).toBe(200);
    expect(answer(await board(bff, a, '198.51.100.3'))).toEqual([
      429,
      {
        code: 429001,
        msg: `This link is already open on ${BFF_PER_LINK} screens, the most at once: close one and try again`,
        data: null,
      },
    ]);
    first.close();
    await expectEventually(async () => expect((await board(bff, a, '198.51.100.3')).status).toBe(200));
  });

  it('refuses an address beyond its limit across links with 429', async () => {
    const [a, b] = links as [SawLinks, SawLinks];
    const address = '203.0.113.9';
    const statuses = [
      (await board(bff, a, address)).status,
      (await board(bff, b, address)).status,
      (await board(bff, b, address)).status,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    expect(answer(await board(bff, a, address))).toEqual([
      429,
      {
        code: 429002,
        msg: `${BFF_PER_ADDRESS} live screens are already open from your network, the most at once: close one and try again`,
        data: null,
      },
    ]);
  });

  it('counts the peer’s own address when it is no trusted proxy, and passes the service’s 429 on', async () => {
    const [a, b] = links as [SawLinks, SawLinks];
    // every stream claims another address; the BFF believes none, so the service sees one client
    await expectEventually(async () => {
      const statuses = [];
      for (let i = 1; i <= SAWING_PER_ADDRESS + 1; i++) {
        statuses.push((await board(distrusting, i % 2 ? a : b, `198.51.100.${100 + i}`)).status);
      }
      const last = open.at(-1)!;
      open.splice(0).forEach((stream) => stream.close());
      expect(statuses).toEqual([...Array<number>(SAWING_PER_ADDRESS).fill(200), 429]);
      expect(answer(last)[1]).toMatchObject({ code: 429002 });
    });
  });
});
