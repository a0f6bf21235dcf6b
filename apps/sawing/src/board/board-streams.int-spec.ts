import { type SawLinks } from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import {
  expectEventually,
  openEventStream,
  testDatabase,
  type EventStream,
  type ServiceUnderTest,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSawing } from '../testing/sawing-fixtures';

const PER_LINK = 3;
const PER_ADDRESS = 4;

/**
 * Security finding 4 of issue 34: the public board's event streams are limited per board link and
 * per client address, with a 429 envelope that says so, and a closed stream gives its slot back.
 * The sawing service in the test's process (real PostgreSQL, Redis); the test calls it as the BFF
 * does, from loopback (a trusted proxy) with the client's address in X-Forwarded-For.
 */
describe('the live board’s streams are limited per link and per address (real PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let sawing: ServiceUnderTest;
  const links: SawLinks[] = [];
  const open: EventStream[] = [];

  beforeAll(async () => {
    configureLogging('sawing-test', 'warn');
    const db = await testDatabase('sawstreams');
    drop = db.drop;
    sawing = await startSawing(db.adminUrl, {
      STREAMS_PER_LINK: String(PER_LINK),
      STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    });
    for (const tenant of [randomUUID(), randomUUID()]) {
      const api = await sawing.clientFor(tenant);
      links.push(await api.ok<SawLinks>('POST', '/cutting/board/links'));
    }
  });
  afterEach(() => open.splice(0).forEach((stream) => stream.close()));
  afterAll(async () => {
    await sawing?.close();
    await drop?.();
  });

  /** A board's stream of `link` opened by a browser at `address` (kept open until the test ends). */
  const board = async (link: SawLinks, address: string, lang = 'en'): Promise<EventStream> => {
    const stream = await openEventStream(
      `${sawing.baseUrl}/cutting/board/events/${link.cusNo}/${link.boardToken}`,
      {
        'x-forwarded-for': address,
        lang,
      },
    );
    open.push(stream);
    return stream;
  };
  const refusal = (stream: EventStream) => [stream.status, JSON.parse(stream.body ?? '{}') as object];

  it('takes PER_LINK streams of one link, refuses the next with 429 in the caller’s language, and frees a slot when one closes', async () => {
    const [a] = links as [SawLinks];
    const streams = [];
    for (let i = 1; i <= PER_LINK; i++) {
      streams.push(await board(a, `198.51.100.${i}`));
    }
    expect(streams.map((s) => s.status)).toEqual(Array<number>(PER_LINK).fill(200));

    expect(refusal(await board(a, '198.51.100.99'))).toEqual([
      429,
      {
        code: 429001,
        msg: `This link is already open on ${PER_LINK} screens, the most at once: close one and try again`,
        data: null,
      },
    ]);
    const chinese = await board(a, '198.51.100.99', 'zh');
    const { code, msg } = refusal(chinese)[1] as { code: number; msg: string };
    expect([code, msg.startsWith('此链接已在 3 个屏幕上打开')]).toEqual([429001, true]);

    streams[0]!.close();
    const again = await expectEventually(async () => {
      const stream = await board(a, '198.51.100.99');
      expect(stream.status).toBe(200);
      return stream;
    });
    expect(again.status).toBe(200);
  });

  it('counts a client address across links, its IPv6 network as one, and refuses it with 429', async () => {
    const [a, b] = links as [SawLinks, SawLinks];
    const address = '203.0.113.7';
    const streams = [
      await board(a, address),
      await board(a, address),
      await board(b, address),
      await board(b, address),
    ];
    expect(streams.map((s) => s.status)).toEqual(Array<number>(PER_ADDRESS).fill(200));
    expect(refusal(await board(b, address))).toEqual([
      429,
      {
        code: 429002,
        msg: `${PER_ADDRESS} live screens are already open from your network, the most at once: close one and try again`,
        data: null,
      },
    ]);
    // another address is not held back by this one
    expect((await board(b, '203.0.113.8')).status).toBe(200);

    // once they close, the addresses of one IPv6 /64 count as one client; another /64 is another
    open.splice(0).forEach((stream) => stream.close());
    await expectEventually(async () => {
      const statuses = [];
      for (let i = 1; i <= PER_ADDRESS; i++) {
        statuses.push((await board(i <= 2 ? a : b, `2001:db8:1:2:${i.toString(16)}::1`)).status);
      }
      statuses.push((await board(a, '2001:db8:1:2:ffff::1')).status);
      statuses.push((await board(a, '2001:db8:1:3::1')).status);
      open.splice(0).forEach((stream) => stream.close());
      expect(statuses).toEqual([...Array<number>(PER_ADDRESS).fill(200), 429, 200]);
    });
  });
});
