import { hashPassword } from '@timber/auth';
import {
  type ApiEnvelope,
  type Bench,
  type H5CheckCode,
  type H5Session,
  type PageResult,
  type SawBoard,
  type SawingOrderRow,
  type SawingOrderSaved,
  type SawingRanking,
  type SawingSpec,
  type SawLinks,
} from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import {
  ApiClient,
  expectEventually,
  openEventStream,
  readH5CheckCode,
  TEST_REDIS_URL,
  testDatabase,
  type ServiceUnderTest,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetConfirmed, startSawing } from './testing/sawing-fixtures';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
const today = (): string => new Date().toISOString().slice(0, 10);
/** 4 m × 200 mm × 50 mm × 2 pieces = 0.08 m3 */
const SPEC = { L: 4, W: 200, H: 50, B: 2, lastBlocks: 28, woodGrade: 2 };
const H5_PASSWORD = '246810';
const REVOKED = { status: 410, code: 402735, msg: 'This link was revoked: ask the office for a new one' };

/**
 * The floor's signed links over sawing's own HTTP API (issue 19): revoking a tenant's links ends
 * its board, bench and H5 links and H5 sessions with a clear message and closes its open boards'
 * event streams, another tenant's links untouched; the phone's cancel-close (§4) reopens an order
 * with its first spec counting nothing; the H5 check code comes as a picture. Real PostgreSQL with
 * row-level security, Redis, the outbox and its relay, in the test's process.
 */
describe('sawing floor links: revoking, cancel-close, the check code picture (real PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let admin: Client;
  let sawing: ServiceUnderTest & { streamPrefix: string };
  let api: ApiClient;
  let apiB: ApiClient;
  let stranger: ApiClient;
  let links: SawLinks;
  let linksB: SawLinks;
  let bench: Bench;

  beforeAll(async () => {
    configureLogging('sawing-test', 'warn');
    const db = await testDatabase('sawfloorlinks');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    sawing = await startSawing(db.adminUrl);
    api = await sawing.clientFor(TENANT_A);
    apiB = await sawing.clientFor(TENANT_B);
    stranger = new ApiClient(sawing.baseUrl);
    bench = await api.ok<Bench>('POST', '/cutting/machine/save', { machineNo: '01', name: 'Band saw' });
    await apiB.ok<Bench>('POST', '/cutting/machine/save', { machineNo: '01', name: 'B’s saw' });
    // the H5 page's passwords (set from the mobile app elsewhere)
    for (const tenant of [TENANT_A, TENANT_B]) {
      await admin.query(
        `insert into sawing.h5_passwords (tenant_id, password_hash, updated_by) values ($1, $2, 'test')`,
        [tenant, await hashPassword(H5_PASSWORD)],
      );
    }
    links = await api.ok<SawLinks>('POST', '/cutting/board/links');
    linksB = await apiB.ok<SawLinks>('POST', '/cutting/board/links');
  });

  afterAll(async () => {
    await sawing?.close();
    await admin?.end();
    await drop?.();
  });

  const refusal = async (path: string, body: unknown) => {
    const answer = await stranger.post(path, body);
    return { status: answer.status, code: answer.body.code, msg: answer.body.msg };
  };
  const board = (of: SawLinks) =>
    stranger.ok<SawBoard>('POST', '/cutting/board/data', { cusNo: of.cusNo, token: of.boardToken });
  const benchLink = (of: SawLinks) => ({ cusNo: of.cusNo, machineNo: '01', sign: of.benches[0]!.sign });
  const benchList = (of: SawLinks) =>
    stranger.ok<PageResult<SawingOrderRow>>('POST', '/sawbench/list', { ...benchLink(of), date: today() });
  const h5Link = (of: SawLinks) => ({ cusNo: of.cusNo, sign: of.h5Sign });
  /** The H5 gate passed with the link: a session. */
  const h5Login = async (of: SawLinks) => {
    const { challengeId } = await stranger.ok<H5CheckCode>('POST', '/h5/saw/checkCode', h5Link(of));
    const checkCode = await readH5CheckCode(TEST_REDIS_URL, sawing.streamPrefix, challengeId);
    return stranger.ok<H5Session>('POST', '/h5/saw/login', {
      ...h5Link(of),
      pwd: H5_PASSWORD,
      challengeId,
      checkCode,
    });
  };
  const h5List = (token: string) => stranger.ok<SawBoard>('POST', '/h5/saw/list', { token });
  const boardStream = (of: SawLinks) =>
    openEventStream(`${sawing.baseUrl}/cutting/board/events/${of.cusNo}/${of.boardToken}`);

  it('answers the H5 check code as a picture, the digits kept on the server', async () => {
    const answer = await stranger.ok<H5CheckCode>('POST', '/h5/saw/checkCode', h5Link(links));
    expect(Object.keys(answer).sort()).toEqual(['challengeId', 'expiresIn', 'image']);
    expect(answer.expiresIn).toBe(300);
    const svg = Buffer.from(answer.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text/);
    const digits = await readH5CheckCode(TEST_REDIS_URL, sawing.streamPrefix, answer.challengeId);
    expect(digits).toMatch(/^\d{4}$/);
    // the tenant's number alone opens no gate, nor another tenant's signature
    expect((await refusal('/h5/saw/checkCode', { cusNo: links.cusNo })).code).toBe(400001);
    expect((await refusal('/h5/saw/checkCode', { cusNo: links.cusNo, sign: linksB.h5Sign })).code).toBe(
      402730,
    );
    const session = await h5Login(links);
    expect((await h5List(session.token)).benches.map((b) => b.machineNo)).toEqual(['01']);
  });

  it('revokes a tenant’s links: old board, bench and H5 links and sessions answer so, open boards close, another tenant’s work on', async () => {
    const oldSession = await h5Login(links);
    const sessionB = await h5Login(linksB);
    const stream = await boardStream(links);
    const streamB = await boardStream(linksB);
    expect([stream.status, streamB.status]).toEqual([200, 200]);
    expect(links.revokedAt).toBeNull();

    const fresh = await api.ok<SawLinks>('POST', '/cutting/board/revoke');
    expect(fresh.cusNo).toBe(links.cusNo);
    expect(fresh.revokedAt).not.toBeNull();
    expect([fresh.boardToken, fresh.h5Sign, fresh.benches[0]!.sign]).not.toContain(links.boardToken);
    expect(fresh.benches[0]!.sign).not.toBe(links.benches[0]!.sign);
    expect(fresh.h5Sign).not.toBe(links.h5Sign);
    // the links handed out from now on are the new ones
    expect(await api.ok<SawLinks>('POST', '/cutting/board/links')).toEqual(fresh);
    const { rows } = await admin.query<{ type: string; payload: unknown; tenant_id: string }>(
      `select type, payload, tenant_id from sawing.outbox where type = 'sawing.floor-links.revoked'`,
    );
    expect(rows).toEqual([
      { type: 'sawing.floor-links.revoked', payload: { generation: 1 }, tenant_id: TENANT_A },
    ]);

    // the open board is told, and its stream ends; the other tenant's stays open
    const told = await expectEventually(() => {
      const event = stream.events.find((e) => e.event === 'revoked');
      expect(event).toBeDefined();
      return event!;
    }, 5_000);
    expect(JSON.parse(told.data)).toMatchObject({ type: 'sawing.floor-links.revoked', generation: 1 });
    expect(await stream.ended(5_000)).toBe(true);
    expect(await streamB.ended(500)).toBe(false);
    streamB.close();

    // every old link and session answers that it was revoked
    expect(await refusal('/cutting/board/data', { cusNo: links.cusNo, token: links.boardToken })).toEqual(
      REVOKED,
    );
    expect(await refusal('/sawbench/list', { ...benchLink(links), date: today() })).toEqual(REVOKED);
    expect(await refusal('/h5/saw/checkCode', h5Link(links))).toEqual(REVOKED);
    expect(await refusal('/h5/saw/list', { token: oldSession.token })).toEqual(REVOKED);
    const reopened = await boardStream(links);
    expect(reopened.status).toBe(410);
    expect(JSON.parse(reopened.body!) as ApiEnvelope<null>).toMatchObject({ code: 402735 });
    // in the caller's language too
    const zh = await new ApiClient(sawing.baseUrl, 'zh').post('/cutting/board/data', {
      cusNo: links.cusNo,
      token: links.boardToken,
    });
    expect(zh.body).toMatchObject({ code: 402735, msg: '此链接已被撤销，请向办公室索取新链接' });

    // the new links open every page
    expect((await board(fresh)).benches.map((b) => b.machineNo)).toEqual(['01']);
    await benchList(fresh);
    expect((await h5List((await h5Login(fresh)).token)).benches).toHaveLength(1);
    const live = await boardStream(fresh);
    expect(live.status).toBe(200);
    live.close();
    // the other tenant's links and sessions never noticed
    await board(linksB);
    await benchList(linksB);
    await h5List(sessionB.token);

    // revoked again: the links of the first revoke end too
    const third = await api.ok<SawLinks>('POST', '/cutting/board/revoke');
    expect(await refusal('/cutting/board/data', { cusNo: fresh.cusNo, token: fresh.boardToken })).toEqual(
      REVOKED,
    );
    await board(third);
    links = third;
  });

  it('cancels a close on the phone: the order open again, its first spec counting nothing, out of the statistics', async () => {
    const sheet = sheetConfirmed(TENANT_A, 1, [
      { code: 'L1', dia: 30, length: 4, volumeE4: 1000 },
      { code: 'L2', dia: 30, length: 4, volumeE4: 1000 },
    ]);
    await sawing.publish(sheet);
    const { sheetId } = sheet.payload as { sheetId: string };
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from sawing.stock_logs where sheet_id = $1', [sheetId]);
      expect(rows).toHaveLength(2);
    });
    const order = await api.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId: bench.id,
      cuttingDate: today(),
      specsArr: [SPEC, { ...SPEC, L: 2 }],
    });
    await api.ok('POST', '/cutting/record/saveLogs', {
      id: order.id,
      logs: ['L1', 'L2'].map((woodCode) => ({ sheetId, woodCode })),
    });
    const link = benchLink(links);
    await stranger.ok('POST', '/sawbench/close', {
      ...link,
      id: order.id,
      specsArr: [SPEC, { ...SPEC, L: 2 }],
    });
    const range = { startDate: today(), endDate: today() };
    expect((await api.ok<SawingRanking>('POST', '/cutting/record/ranking', range)).ranking).toEqual([
      expect.objectContaining({ benchNo: '01', vol: 0.2, woodVol: 0.12, outturn: 60 }),
    ]);
    expect((await board(links)).benches[0]).toMatchObject({ unfinished: 0, finished: 1 });

    const stream = await boardStream(links);
    const cancelled = await stranger.ok<SawingOrderSaved>('POST', '/sawbench/cancelClose', {
      ...link,
      orderid: order.id,
    });
    expect(cancelled).toEqual({ id: order.id, orderNo: order.orderNo, state: 0 });
    // §4: the first spec saved with zero pieces and zero last-log class (the others gone)
    const specs = await stranger.ok<SawingSpec[]>('POST', '/sawbench/specs', { ...link, id: order.id });
    expect(specs).toEqual([
      expect.objectContaining({
        woodLength: 4,
        width: 200,
        thickness: 50,
        woodBlocks: 0,
        lastBlocks: 0,
        woodGrade: 2,
      }),
    ]);
    const row = (await benchList(links)).records.find((r) => r.id === order.id);
    expect(row).toMatchObject({ state: 0, logQty: 2, woodSysVol: 0, woodVol: null });
    // out of the ranking, the board counts it open again (told through its stream)
    expect(await api.ok<SawingRanking>('POST', '/cutting/record/ranking', range)).toMatchObject({
      ranking: [],
      logProcessingTotalVol: 0,
      logTotalVol: 0.2,
    });
    const event = await expectEventually(() => {
      const found = stream.events.find(
        (e) => (JSON.parse(e.data) as { type: string }).type === 'sawing.order.reopened',
      );
      expect(found).toBeDefined();
      return found!;
    }, 5_000);
    expect(JSON.parse(event.data)).toMatchObject({ orderId: order.id, benchId: bench.id });
    stream.close();
    expect((await board(links)).benches[0]).toMatchObject({ unfinished: 1, finished: 0, woodVol: 0 });

    // an open order has no close to cancel; another bench's order is not this link's
    expect(await refusal('/sawbench/cancelClose', { ...link, orderid: order.id })).toMatchObject({
      code: 402719,
      msg: `Order ${order.orderNo} is not closed: only a closed order can be reopened`,
    });
    const other = await api.ok<Bench>('POST', '/cutting/machine/save', { machineNo: '02', name: 'Other' });
    const theirs = await api.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId: other.id,
      cuttingDate: today(),
      specsArr: [SPEC],
    });
    await api.ok('POST', '/cutting/record/close', { id: theirs.id });
    expect((await refusal('/sawbench/cancelClose', { ...link, orderid: theirs.id })).code).toBe(402731);
    // closed again on the phone with its counted pieces: back in the statistics
    await stranger.ok('POST', '/sawbench/close', { ...link, id: order.id, specsArr: [SPEC] });
    expect((await api.ok<SawingRanking>('POST', '/cutting/record/ranking', range)).ranking).toEqual([
      expect.objectContaining({ benchNo: '01', vol: 0.2, woodVol: 0.08, outturn: 40 }),
    ]);
  });
});
