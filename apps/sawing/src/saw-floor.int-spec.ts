import {
  type ApiEnvelope,
  clientPasswordHash,
  type H5CheckCode,
  type H5Session,
  type PageResult,
  type SawBoard,
  type SawingOrderRow,
  type SawingOrderSaved,
  type SawLinks,
} from '@timber/contracts';
import {
  type ApiClient,
  DEMO_TENANT_ID,
  expectEventually,
  openEventStream,
  readH5CheckCode,
  startTestStack,
  TEST_REDIS_URL,
  type TestStack,
} from '@timber/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const today = (): string => new Date().toISOString().slice(0, 10);
const SPEC = { L: 4, W: 100, H: 50, B: 10 };

/**
 * The sawing floor through the web app's API, every process running (issue 19): the wall board's
 * signed link, its server-sent events from the service's outbox through Redis and the BFF, the
 * benches' signed links and the mobile app's token, the H5 page's password gate. Real PostgreSQL,
 * Redis and processes.
 */
describe('sawing floor: board events, signed links, app token, H5 gate (real processes)', () => {
  let system: TestStack;
  let admin: ApiClient;
  let stranger: ApiClient;
  let links: SawLinks;
  let otherLinks: SawLinks;
  let bench1: string;
  let bench2: string;

  const newOrder = (machineId: string) =>
    admin.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId,
      cuttingDate: today(),
      specsArr: [SPEC],
    });
  const bench = (machineNo: string) => {
    const found = links.benches.find((b) => b.machineNo === machineNo)!;
    return { cusNo: links.cusNo, machineNo, sign: found.sign };
  };
  const board = () =>
    stranger.ok<SawBoard>('POST', '/cutting/board/data', { cusNo: links.cusNo, token: links.boardToken });
  const refusal = async (path: string, body: unknown, client: ApiClient = stranger) => {
    const answer = await client.call('POST', path, body);
    return { status: answer.status, code: answer.body.code, msg: answer.body.msg };
  };

  beforeAll(async () => {
    system = await startTestStack('sawfloor');
    admin = await system.loginAs('admin');
    stranger = system.client();
    ({ id: bench1 } = await admin.ok<{ id: string }>('POST', '/cutting/machine/save', {
      machineNo: '01',
      name: 'Band saw 1',
    }));
    ({ id: bench2 } = await admin.ok<{ id: string }>('POST', '/cutting/machine/save', {
      machineNo: '02',
      name: 'Band saw 2',
    }));
    links = await admin.ok<SawLinks>('POST', '/cutting/board/links');
    otherLinks = await (await system.loginAs('arrears')).ok<SawLinks>('POST', '/cutting/board/links');
  });
  afterAll(() => system?.stop());

  it('signs the links for the caller’s tenant, and a board opens only with its own tenant’s link', async () => {
    expect(links.cusNo).toBe(DEMO_TENANT_ID);
    expect(links.benches.map((b) => b.machineNo)).toEqual(['01', '02']);
    expect(otherLinks.cusNo).not.toBe(DEMO_TENANT_ID);
    const figures = await board();
    expect(figures.date).toBe(today());
    expect(figures.benches.map((b) => [b.machineNo, b.unfinished, b.finished])).toEqual([
      ['01', 0, 0],
      ['02', 0, 0],
    ]);
    // another tenant's link for this tenant's board, a forged one, a bench's signature: refused, said so
    const otherTenant = await refusal('/cutting/board/data', {
      cusNo: links.cusNo,
      token: otherLinks.boardToken,
    });
    expect(otherTenant).toEqual({
      status: 403,
      code: 402730,
      msg: 'This link is not valid for this company: ask for a new one',
    });
    const [body, signature] = links.boardToken.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ t: otherLinks.cusNo })).toString('base64url');
    for (const token of [`${forgedBody}.${signature}`, `${body}.${signature!.slice(1)}A`, bench('01').sign]) {
      expect((await refusal('/cutting/board/data', { cusNo: links.cusNo, token })).code).toBe(402730);
    }
    expect(
      (await refusal('/cutting/board/data', { cusNo: otherLinks.cusNo, token: links.boardToken })).code,
    ).toBe(402730);
    // the event stream refuses before anything is sent
    const refused = await openEventStream(
      `${system.stack.url('bff')}/cutting/board/events/${links.cusNo}/${otherLinks.boardToken}`,
    );
    expect(refused.status).toBe(403);
    expect((JSON.parse(refused.body!) as ApiEnvelope<null>).code).toBe(402730);
  });

  it('tells an open board as an order closes, through the outbox, Redis and the BFF, within a second', async () => {
    const order = await newOrder(bench1);
    expect((await board()).benches[0]).toMatchObject({ machineNo: '01', unfinished: 1, finished: 0 });
    const stream = await openEventStream(
      `${system.stack.url('bff')}/cutting/board/events/${links.cusNo}/${links.boardToken}`,
    );
    expect(stream.status).toBe(200);
    // another tenant's board hears nothing of it
    const other = await openEventStream(
      `${system.stack.url('bff')}/cutting/board/events/${otherLinks.cusNo}/${otherLinks.boardToken}`,
    );
    const sent = performance.now();
    await admin.ok('POST', '/cutting/record/close', { id: order.id });
    const event = await stream.next(5_000);
    const latency = event.at - sent;
    console.log(`board event ${Math.round(latency)} ms after the close was sent`);
    expect(event.event).toBe('order');
    expect(JSON.parse(event.data)).toMatchObject({
      type: 'sawing.order.closed',
      orderId: order.id,
      benchId: bench1,
    });
    expect(latency).toBeLessThan(1_000);
    expect((await board()).benches[0]).toMatchObject({ unfinished: 0, finished: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.events).toEqual([]);
    stream.close();
    other.close();
  });

  it('lets a bench’s link work on that bench’s orders only', async () => {
    const mine = await newOrder(bench1);
    const second = await newOrder(bench1);
    const theirs = await newOrder(bench2);
    const link = bench('01');
    const list = await stranger.ok<PageResult<SawingOrderRow>>('POST', '/sawbench/list', {
      ...link,
      date: today(),
    });
    expect(list.records.map((r) => r.machineNum)).toEqual(['01', '01', '01']);
    // the signature of bench 01 names no other bench, nor another tenant
    expect((await refusal('/sawbench/list', { ...link, machineNo: '02' })).code).toBe(402730);
    expect((await refusal('/sawbench/list', { ...link, cusNo: otherLinks.cusNo })).code).toBe(402730);
    expect((await refusal('/sawbench/delete', { ...link, orderid: theirs.id })).code).toBe(402731);
    // edit, merge, split, close, delete, restore, as the back office would
    await stranger.ok('POST', '/sawbench/edit', { ...link, id: mine.id, specsArr: [{ ...SPEC, B: 12 }] });
    expect(
      (await stranger.ok<{ woodBlocks: number }[]>('POST', '/sawbench/specs', { ...link, id: mine.id }))[0],
    ).toMatchObject({ woodBlocks: 12 });
    await stranger.ok('POST', '/sawbench/merge', { ...link, orderids: `${mine.id},${second.id}` });
    await stranger.ok('POST', '/sawbench/split', { ...link, orderid: second.id });
    await stranger.ok('POST', '/sawbench/close', { ...link, id: mine.id, specsArr: [SPEC] });
    await stranger.ok('POST', '/sawbench/delete', { ...link, orderid: second.id });
    expect(await stranger.ok('POST', '/sawbench/restore', { ...link, orderid: second.id })).toMatchObject({
      state: 0,
    });
  });

  it('serves /app/sawbench/* to an app token of the tenant, and refuses a back-office token there', async () => {
    const app = system.client();
    app.token = (
      await app.ok<{ accessToken: string }>('POST', '/appcus/login', {
        username: 'driver01',
        password: clientPasswordHash('Driver123'),
      })
    ).accessToken;
    const doing = await app.ok<PageResult<SawingOrderRow>>('POST', '/app/sawbench/doing', {
      machineNo: '01',
    });
    expect(doing.records.every((r) => r.state === 0)).toBe(true);
    const done = await app.ok<PageResult<SawingOrderRow>>('POST', '/app/sawbench/onfinish', {
      machineNo: '01',
    });
    expect(done.records.length).toBeGreaterThan(0);
    expect(done.records.every((r) => r.state === 1)).toBe(true);
    const open = await newOrder(bench1);
    await app.ok('POST', '/app/sawbench/dofinish', { machineNo: '01', id: open.id, specsArr: [SPEC] });
    expect((await refusal('/app/sawbench/dofinish', { machineNo: '02', id: open.id }, app)).code).toBe(
      402731,
    );
    expect((await refusal('/app/sawbench/doing', { machineNo: '99' }, app)).code).toBe(402714);
    // the back office's token is not an app token, nor is no token
    expect((await refusal('/app/sawbench/doing', { machineNo: '01' }, admin)).status).toBe(401);
    expect((await refusal('/app/sawbench/doing', { machineNo: '01' })).status).toBe(401);
    expect((await refusal('/app/sawbench/setuppwd', { pwd: '12345' }, app)).msg).toBe(
      'Invalid request: pwd must be 6 digits',
    );
    await app.ok('POST', '/app/sawbench/setuppwd', { pwd: '246810' });
  });

  it('opens the H5 page with the password and a check code, throttles wrong passwords, changes the password', async () => {
    const cusNo = links.cusNo;
    const sign = links.h5Sign;
    /** a check code as the page gets it (a picture), with the digits a person reads off it */
    const code = async () => {
      const c = await stranger.ok<H5CheckCode>('POST', '/h5/saw/checkCode', { cusNo, sign });
      return { ...c, code: await readH5CheckCode(TEST_REDIS_URL, system.streamPrefix, c.challengeId) };
    };
    const login = async (pwd: string, wrongCode = false) => {
      const c = await code();
      return stranger.call<H5Session>('POST', '/h5/saw/login', {
        cusNo,
        sign,
        pwd,
        challengeId: c.challengeId,
        checkCode: wrongCode ? String((Number(c.code) + 1) % 10000).padStart(4, '0') : c.code,
      });
    };
    expect((await code()).code).toMatch(/^\d{4}$/);
    // the page gets a picture of the digits, never the digits
    const shown = await stranger.ok<H5CheckCode>('POST', '/h5/saw/checkCode', { cusNo, sign });
    expect(Object.keys(shown).sort()).toEqual(['challengeId', 'expiresIn', 'image']);
    expect(shown.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(shown.image.split(',')[1]!, 'base64').toString()).not.toMatch(/<text/);
    // the page's link is signed: the tenant's number alone, or another tenant's signature, opens no gate
    expect((await refusal('/h5/saw/checkCode', { cusNo })).code).toBe(400001);
    expect((await refusal('/h5/saw/checkCode', { cusNo, sign: otherLinks.h5Sign })).code).toBe(402730);
    expect((await login('246810', true)).body.code).toBe(402734);
    expect((await login('000000')).body).toMatchObject({ code: 402732, msg: 'Wrong password' });
    // a check code is good once
    const c = await code();
    const once = { cusNo, sign, pwd: '246810', challengeId: c.challengeId, checkCode: c.code };
    const session = await stranger.ok<H5Session>('POST', '/h5/saw/login', once);
    expect((await stranger.call('POST', '/h5/saw/login', once)).body.code).toBe(402734);
    const list = await stranger.ok<SawBoard>('POST', '/h5/saw/list', {
      token: session.token,
      cuttingDate: today(),
    });
    expect(list.benches.map((b) => b.machineNo)).toEqual(['01', '02']);
    expect(list.benches[0]!.finished).toBeGreaterThan(0);
    expect((await refusal('/h5/saw/list', { token: links.boardToken })).code).toBe(402730);
    // a new password, with the current one
    const change = await code();
    await stranger.ok('POST', '/h5/saw/setPwd', {
      cusNo,
      sign,
      oldPwd: '246810',
      pwd: '135790',
      challengeId: change.challengeId,
      checkCode: change.code,
    });
    expect((await login('246810')).body.code).toBe(402732);
    expect((await login('135790')).status).toBe(200);
    // wrong passwords one after another: throttled as logins are
    const codes: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      codes.push((await login('111111')).body.code);
    }
    expect(codes).toContain(429101);
  });
  it('revokes the floor links: an open board is told and closed, the old links answer so, another tenant’s work on', async () => {
    const bff = system.stack.url('bff');
    const stream = await openEventStream(`${bff}/cutting/board/events/${links.cusNo}/${links.boardToken}`);
    const theirs = await openEventStream(
      `${bff}/cutting/board/events/${otherLinks.cusNo}/${otherLinks.boardToken}`,
    );
    expect([stream.status, theirs.status]).toEqual([200, 200]);
    const fresh = await admin.ok<SawLinks>('POST', '/cutting/board/revoke');
    expect(fresh.boardToken).not.toBe(links.boardToken);
    expect(fresh.revokedAt).not.toBeNull();
    // the open board is told, then its stream ends (through the BFF)
    const told = await expectEventually(() => {
      const event = stream.events.find((e) => e.event === 'revoked');
      expect(event).toBeDefined();
      return event!;
    }, 5_000);
    expect(JSON.parse(told.data)).toMatchObject({ type: 'sawing.floor-links.revoked' });
    expect(await stream.ended(5_000)).toBe(true);
    const revoked = {
      status: 410,
      code: 402735,
      msg: 'This link was revoked: ask the office for a new one',
    };
    expect(await refusal('/cutting/board/data', { cusNo: links.cusNo, token: links.boardToken })).toEqual(
      revoked,
    );
    expect(await refusal('/sawbench/list', bench('01'))).toEqual(revoked);
    expect(await refusal('/h5/saw/checkCode', { cusNo: links.cusNo, sign: links.h5Sign })).toEqual(revoked);
    const again = await openEventStream(`${bff}/cutting/board/events/${links.cusNo}/${links.boardToken}`);
    expect(again.status).toBe(410);
    expect((JSON.parse(again.body!) as ApiEnvelope<null>).code).toBe(402735);
    // the new links open the same pages; the other tenant's old links and board never noticed
    expect(
      (
        await stranger.ok<SawBoard>('POST', '/cutting/board/data', {
          cusNo: fresh.cusNo,
          token: fresh.boardToken,
        })
      ).benches,
    ).toHaveLength(2);
    await stranger.ok('POST', '/sawbench/list', { ...bench('01'), sign: fresh.benches[0]!.sign });
    await stranger.ok('POST', '/cutting/board/data', {
      cusNo: otherLinks.cusNo,
      token: otherLinks.boardToken,
    });
    expect(await theirs.ended(300)).toBe(false);
    theirs.close();
  });
});
