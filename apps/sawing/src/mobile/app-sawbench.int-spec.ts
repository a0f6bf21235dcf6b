import { signAppToken } from '@timber/auth';
import {
  type Bench,
  type PageResult,
  SAW_EDITING_TTL_SECONDS,
  type SawingOrderRow,
  type SawingOrderSaved,
  type SawLinks,
} from '@timber/contracts';
import { configureLogging, REDIS } from '@timber/nest-kit';
import { ApiClient, expectEventually, type ServiceUnderTest, testDatabase } from '@timber/testing';
import { type Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetConfirmed, startSawing, type StockTestLog } from '../testing/sawing-fixtures';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
const DAY = '2026-11-21';
const SPEC = { L: 4, W: 200, H: 50, B: 2, lastBlocks: 28, woodGrade: 2 };
/** The tables of the sawing schema a refused call must leave as they were. */
const TABLES = ['orders', 'order_specs', 'order_kinds', 'stock_logs', 'outbox'];

/**
 * Issue 35: the mobile app's four order calls no test drove, §7 POST /app/sawbench/merge, delete,
 * split and restore, under an app token of the tenant (libs/auth app-token) against sawing in
 * this process (real PostgreSQL with row-level security, Redis): each does what the back office's
 * command does (§4 Sawing order state), on the named bench's orders only, and a refused call
 * writes nothing.
 */
describe('POST /app/sawbench/merge, delete, split, restore; §4 manage mode (real PostgreSQL, Redis)', () => {
  const secret = randomBytes(32).toString('hex');
  let drop: () => Promise<void>;
  let admin: Client;
  let sawing: ServiceUnderTest & { streamPrefix: string };
  let office: ApiClient;
  let officeB: ApiClient;
  let app: ApiClient;
  let appB: ApiClient;
  let benchOne: Bench;
  let benchTwo: Bench;
  let logSeq = 0;

  const appClient = (tenantId: string): ApiClient => {
    const client = new ApiClient(sawing.baseUrl, 'en');
    client.token = signAppToken(secret, { knd: 'app', sub: randomUUID(), tid: tenantId, usr: 'driver01' });
    return client;
  };

  beforeAll(async () => {
    configureLogging('app-sawbench-test', 'warn');
    const db = await testDatabase('app-sawbench');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    sawing = await startSawing(db.adminUrl, { JWT_SECRET: secret });
    office = await sawing.clientFor(TENANT_A);
    officeB = await sawing.clientFor(TENANT_B);
    app = appClient(TENANT_A);
    appB = appClient(TENANT_B);
    benchOne = await office.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '01',
      name: 'Band saw one',
    });
    benchTwo = await office.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '02',
      name: 'Band saw two',
    });
    await officeB.ok<Bench>('POST', '/cutting/machine/save', { machineNo: '01', name: 'Their saw' });
  });
  afterAll(async () => {
    await sawing?.close();
    await admin?.end();
    await drop?.();
  });

  const newOrder = (bench: Bench = benchOne) =>
    office.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId: bench.id,
      cuttingDate: DAY,
      specsArr: [SPEC],
    });
  const rowOf = async (id: string): Promise<SawingOrderRow> => {
    const page = await office.ok<PageResult<SawingOrderRow>>('POST', '/cutting/record/pageData', {
      searchDate: DAY,
      pageSize: 150,
    });
    const row = page.records.find((r) => r.id === id);
    if (!row) {
      throw new Error(`order ${id} is not in the list`);
    }
    return row;
  };
  const stateOf = async (id: string): Promise<number> =>
    (await admin.query<{ state: number }>('select state from sawing.orders where id = $1', [id])).rows[0]!
      .state;
  const digest = async (): Promise<Record<string, string>> => {
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from sawing.outbox where published_at is null');
      expect(rows).toHaveLength(0);
    });
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await admin.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from sawing.${table} t`,
      );
      result[table] = rows[0]!.d ?? '';
    }
    return result;
  };
  const refused = async (path: string, body: unknown, code: number, as: ApiClient = app) => {
    const before = await digest();
    const answer = await as.post(path, body);
    expect(answer.body.code, `${path}: ${answer.body.msg}`).toBe(code);
    expect(await digest()).toEqual(before);
  };
  /** Inventory confirms a stock-in sheet of `count` logs; waits until sawing keeps them. */
  const stockIn = async (count: number) => {
    const items: StockTestLog[] = Array.from({ length: count }, () => ({
      code: `A${String(++logSeq).padStart(5, '0')}`,
      dia: 30,
      length: 4,
      volumeE4: 1000,
    }));
    const event = sheetConfirmed(TENANT_A, 1, items);
    await sawing.publish(event);
    const { sheetId } = event.payload as { sheetId: string };
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from sawing.stock_logs where sheet_id = $1', [sheetId]);
      expect(rows).toHaveLength(count);
    });
    return items.map((log) => ({ sheetId, woodCode: log.code }));
  };

  it('merge: open orders of the named bench under the oldest; refuses another bench’s order, one not open, another tenant’s (unknown there)', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const c = await newOrder();
    const elsewhere = await newOrder(benchTwo);
    await refused('/app/sawbench/merge', { machineNo: '01', orderids: `${a.id},${elsewhere.id}` }, 402731);
    await refused('/app/sawbench/merge', { machineNo: '02', orderids: `${a.id},${b.id}` }, 402731);
    await refused('/app/sawbench/merge', { machineNo: '01', orderids: `${a.id},${b.id}` }, 402701, appB);
    await refused('/app/sawbench/merge', { machineNo: '09', orderids: `${a.id},${b.id}` }, 402714);
    await refused('/app/sawbench/merge', { machineNo: '01', orderids: `${a.id},${b.id}`, extra: 1 }, 400001);
    const merged = await app.ok<SawingOrderSaved>('POST', '/app/sawbench/merge', {
      machineNo: '01',
      orderids: `${c.id},${b.id},${a.id}`,
    });
    expect(merged.id).toBe(a.id);
    expect((await rowOf(a.id)).mergeOrders.map((m) => m.id)).toEqual([b.id, c.id]);
    expect([await stateOf(b.id), await stateOf(c.id)]).toEqual([2, 2]);
    // a merged order is merged no more
    const d = await newOrder();
    await refused('/app/sawbench/merge', { machineNo: '01', orderids: `${b.id},${d.id}` }, 402703);
    // the open list shows the merged one under the oldest only
    const doing = await app.ok<PageResult<SawingOrderRow>>('POST', '/app/sawbench/doing', {
      machineNo: '01',
      date: DAY,
    });
    const ids = doing.records.map((r) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
  });

  it('split: a merged order of the bench comes back open; refuses one not merged and another bench’s', async () => {
    const a = await newOrder();
    const b = await newOrder();
    await app.ok('POST', '/app/sawbench/merge', { machineNo: '01', orderids: `${a.id},${b.id}` });
    await refused('/app/sawbench/split', { machineNo: '01', orderid: a.id }, 402709);
    await refused('/app/sawbench/split', { machineNo: '02', orderid: b.id }, 402731);
    await refused('/app/sawbench/split', { machineNo: '01', orderid: b.id }, 402701, appB);
    await refused('/app/sawbench/split', { machineNo: '01', orderid: 'b' }, 400001);
    const split = await app.ok<SawingOrderSaved>('POST', '/app/sawbench/split', {
      machineNo: '01',
      orderid: b.id,
    });
    expect(split).toMatchObject({ id: b.id, state: 0 });
    expect(await rowOf(b.id)).toMatchObject({ state: 0, mergedInto: null });
    expect((await rowOf(a.id)).mergeOrders).toEqual([]);
    await refused('/app/sawbench/split', { machineNo: '01', orderid: b.id }, 402709);
  });

  it('delete: an order of the bench is deleted (3), its logs back in stock through sawing.order.deleted', async () => {
    const refs = await stockIn(2);
    const order = await newOrder();
    await office.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs });
    await refused('/app/sawbench/delete', { machineNo: '02', orderid: order.id }, 402731);
    await refused('/app/sawbench/delete', { machineNo: '01', orderid: order.id }, 402701, appB);
    const deleted = await app.ok<SawingOrderSaved>('POST', '/app/sawbench/delete', {
      machineNo: '01',
      orderid: order.id,
    });
    expect(deleted).toMatchObject({ id: order.id, state: 3 });
    expect(await rowOf(order.id)).toMatchObject({ state: 3, logQty: 0 });
    const { rows: events } = await admin.query<{ payload: { orderId: string; logs: unknown[] } }>(
      `select payload from sawing.outbox where type = 'sawing.order.deleted' and payload->>'orderId' = $1`,
      [order.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.logs).toHaveLength(2);
    const { rows: free } = await admin.query(
      'select 1 from sawing.stock_logs where order_id is null and sheet_id = $1',
      [refs[0]!.sheetId],
    );
    expect(free).toHaveLength(2);
    await refused('/app/sawbench/delete', { machineNo: '01', orderid: order.id }, 402715);
    // an order holding merged ones is not deleted
    const a = await newOrder();
    const b = await newOrder();
    await app.ok('POST', '/app/sawbench/merge', { machineNo: '01', orderids: `${a.id},${b.id}` });
    await refused('/app/sawbench/delete', { machineNo: '01', orderid: a.id }, 402710);
  });

  it('restore: a deleted order of the bench comes back open, once; refuses one not deleted', async () => {
    const order = await newOrder();
    await refused('/app/sawbench/restore', { machineNo: '01', orderid: order.id }, 402711);
    await app.ok('POST', '/app/sawbench/delete', { machineNo: '01', orderid: order.id });
    await refused('/app/sawbench/restore', { machineNo: '02', orderid: order.id }, 402731);
    await refused('/app/sawbench/restore', { machineNo: '01', orderid: order.id }, 402701, appB);
    const restored = await app.ok<SawingOrderSaved>('POST', '/app/sawbench/restore', {
      machineNo: '01',
      orderid: order.id,
    });
    expect(restored).toMatchObject({ id: order.id, state: 0 });
    expect(await stateOf(order.id)).toBe(0);
    await refused('/app/sawbench/restore', { machineNo: '01', orderid: order.id }, 402711);
  });

  describe('§4 manage mode is blocked while any order is being edited (/sawbench/editing, /sawbench/manage)', () => {
    let links: SawLinks;
    let phone: ApiClient;
    const link = (machineNo = '01') => ({
      cusNo: links.cusNo,
      machineNo,
      sign: links.benches.find((b) => b.machineNo === machineNo)!.sign,
    });
    const editing = (id: string, on: boolean, machineNo = '01') =>
      phone.post('/sawbench/editing', { ...link(machineNo), id, editing: on });

    beforeAll(async () => {
      links = await office.ok<SawLinks>('POST', '/cutting/board/links');
      phone = new ApiClient(sawing.baseUrl, 'en');
    });

    it('opens manage mode while nothing is edited; refuses it, and merging, while an order is, naming it', async () => {
      const a = await newOrder();
      const b = await newOrder();
      await phone.ok('POST', '/sawbench/manage', link());
      expect((await editing(a.id, true)).body.code).toBe(0);
      const blocked = await phone.post('/sawbench/manage', link());
      expect([blocked.status, blocked.body.code]).toEqual([409, 402736]);
      expect(blocked.body.msg).toBe(
        `Order ${a.orderNo} is being edited on a phone: manage mode opens once it is saved or left`,
      );
      // merging (manage mode's work) is refused too, from the page and from the app, writing nothing
      await refused('/sawbench/merge', { ...link(), orderids: `${a.id},${b.id}` }, 402736, phone);
      await refused('/app/sawbench/merge', { machineNo: '01', orderids: `${a.id},${b.id}` }, 402736);
      // another bench is not blocked by it
      await phone.ok('POST', '/sawbench/manage', link('02'));
      // the page leaves the order: manage mode opens, merging works
      expect((await editing(a.id, false)).body.code).toBe(0);
      await phone.ok('POST', '/sawbench/manage', link());
      await phone.ok('POST', '/sawbench/merge', { ...link(), orderids: `${a.id},${b.id}` });
    });

    it('names every order being edited, and forgets a mark the page stopped renewing', async () => {
      const a = await newOrder();
      const b = await newOrder();
      await editing(a.id, true);
      await editing(b.id, true);
      const blocked = await phone.post('/sawbench/manage', link());
      expect(blocked.body.msg).toContain(a.orderNo);
      expect(blocked.body.msg).toContain(b.orderNo);
      await editing(a.id, false);
      await editing(b.id, false);
      // a mark not renewed runs out: the page that went away blocks no longer than the time to live
      await editing(a.id, true);
      const key = `${sawing.streamPrefix}:saw-editing:${TENANT_A}:${benchOne.id}`;
      const redis = sawing.app.get<Redis>(REDIS);
      expect(Number(await redis.zscore(key, a.id))).toBeGreaterThan(
        Date.now() + (SAW_EDITING_TTL_SECONDS - 5) * 1000,
      );
      await redis.zadd(key, Date.now() - 1, a.id);
      await phone.ok('POST', '/sawbench/manage', link());
    });

    it('marks only an order of the link’s bench, and only with a valid link', async () => {
      const mine = await newOrder();
      const theirs = await newOrder(benchTwo);
      expect((await editing(theirs.id, true)).body.code).toBe(402731);
      expect(
        (
          await phone.post('/sawbench/editing', {
            ...link(),
            sign: `${link().sign}x`,
            id: mine.id,
            editing: true,
          })
        ).body.code,
      ).toBe(402730);
      expect((await phone.post('/sawbench/editing', { ...link(), id: mine.id })).body.code).toBe(400001);
      expect((await phone.post('/sawbench/manage', { ...link(), sign: 'forged' })).body.code).toBe(402730);
      await phone.ok('POST', '/sawbench/manage', link());
    });
  });

  it('takes an app token only: a back-office token and none are refused', async () => {
    const order = await newOrder();
    for (const path of [
      '/app/sawbench/merge',
      '/app/sawbench/delete',
      '/app/sawbench/split',
      '/app/sawbench/restore',
    ]) {
      const body = path.endsWith('merge')
        ? { machineNo: '01', orderids: `${order.id},${order.id}` }
        : { machineNo: '01', orderid: order.id };
      expect((await office.post(path, body)).status, path).toBe(401);
      expect((await new ApiClient(sawing.baseUrl, 'en').post(path, body)).status, path).toBe(401);
    }
    expect(await stateOf(order.id)).toBe(0);
  });
});
