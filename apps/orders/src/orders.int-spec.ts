import {
  type DetailImages,
  type OrderCustomer,
  type OrderDiameterCategory,
  type OrderRow,
  type OrderSaved,
  type OrderSheet,
  type OrderWood,
  type PageResult,
  type ShareCreated,
  type ShareLink,
  type SharePage,
} from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, expectEventually, testDatabase, testTenantName } from '@timber/testing';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signShareToken, signShareTokenV1 } from './sharing/domain/share-token';
import {
  confirmation,
  customerDeleted,
  customerSaved,
  type OrdersUnderTest,
  splitConfirmation,
  startOrders,
  type TestSheet,
} from './testing/orders-fixtures';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
const BUYER = { id: randomUUID(), name: 'Northern Forest Products' };
const OTHER = { id: randomUUID(), name: 'Harbin Timber Trading' };
const OF_B = { id: randomUUID(), name: 'Suifenhe Import' };
/** The tables of the orders schema, whose digest proves a refused call wrote nothing. */
const TABLES = [
  'customers',
  'sheets',
  'sheet_logs',
  'order_numbers',
  'orders',
  'order_sheets',
  'order_classes',
  'share_links',
  'outbox',
  'processed_events',
];

/**
 * Orders over its own HTTP API (what the BFF calls, with the same tokens), inventory played by the
 * test on the event streams: PostgreSQL with row-level security, the inbox, the outbox and its
 * relay, Redis Streams.
 */
describe('orders: settling confirmed sheets (real PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let admin: Client;
  let orders: OrdersUnderTest;
  let api: ApiClient;
  let apiB: ApiClient;
  let spuSeq = 0;

  beforeAll(async () => {
    configureLogging('orders-test', 'warn');
    const db = await testDatabase('orders');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    orders = await startOrders(db.adminUrl);
    api = await orders.clientFor(TENANT_A);
    apiB = await orders.clientFor(TENANT_B);
    await orders.publish(
      customerSaved(TENANT_A, BUYER.id, BUYER.name),
      customerSaved(TENANT_A, OTHER.id, OTHER.name),
      customerSaved(TENANT_B, OF_B.id, OF_B.name),
    );
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.customers');
      expect(rows).toHaveLength(3);
    });
  });

  afterAll(async () => {
    await orders.close();
    await admin.end();
    await drop();
  });

  const nextSpu = (kind: 1 | 2) =>
    `${kind === 1 ? 'IN' : 'OUT'}20261120-${String(++spuSeq).padStart(4, '0')}`;
  /** Publishes the confirmation of a stock-in (or stock-out) sheet of the buyer and waits until orders keeps it. */
  const confirmed = async (
    sheet: Partial<TestSheet> = {},
    tenantId = TENANT_A,
  ): Promise<{ spu: string; sheetId: string }> => {
    const kind = sheet.kind ?? 1;
    const spu = sheet.spu ?? nextSpu(kind);
    const event = confirmation(tenantId, {
      kind,
      spu,
      customer: BUYER,
      logs: [
        { dia: 20, length: 4, volumeE4: 1540, picture: `https://device.example/${spu}/1.jpg` },
        { dia: 20, length: 4, volumeE4: 1540, picture: `https://device.example/${spu}/1.jpg` },
        { dia: 34, length: 4, volumeE4: 4230, picture: `https://device.example/${spu}/2.jpg` },
      ],
      ...sheet,
    });
    await orders.publish(event);
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.sheets where spu = $1', [spu]);
      expect(rows).toHaveLength(1);
    });
    return { spu, sheetId: (event.payload as { sheetId: string }).sheetId };
  };
  const save = (spus: string[], extra: Record<string, unknown> = {}, as = api) =>
    as.post<OrderSaved>('/order/save', {
      orderType: 1,
      tradePartnerId: BUYER.id,
      spus: spus.join(','),
      ...extra,
    });
  const unsettled = async (body: Record<string, unknown> = {}, as = api) =>
    as.ok<PageResult<OrderSheet>>('POST', '/order/unsettled', { page: 1, pageSize: 100, ...body });
  /** A digest of every table of the schema, once the relay has published what the outbox holds. */
  const digest = async (): Promise<Record<string, string>> => {
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from orders.outbox where published_at is null');
      expect(rows).toHaveLength(0);
    });
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await admin.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from orders.${table} t`,
      );
      result[table] = rows[0]!.d ?? '';
    }
    return result;
  };
  /** A call of the public share page: no login. */
  const publicCall = <T>(path: string, body: Record<string, unknown>) =>
    fetch(`${orders.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: T },
    }));
  const download = async (path: string, body: Record<string, unknown>, as = api) => {
    const response = await fetch(`${orders.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as.token!}`, lang: 'en' },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type'), bytes };
  };
  const worksheetRows = async (bytes: Buffer, index = 0): Promise<unknown[][]> => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[index]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  describe('the confirmed sheets, from inventory’s events', () => {
    it('keeps each confirmed sheet once, with its logs, however often its event arrives', async () => {
      const event = confirmation(TENANT_A, {
        kind: 1,
        spu: nextSpu(1),
        customer: BUYER,
        logs: [
          { dia: 24, length: 6, volumeE4: 3200 },
          { dia: 26, length: 6, volumeE4: 3700 },
          { dia: 40, length: 6, volumeE4: 0, unmeasured: true },
        ],
      });
      await orders.publish(event, event);
      await orders.publish(event);
      const { spu } = event.payload as { spu: string };
      const sheet = await expectEventually(async () => {
        const found = (await unsettled({ spu })).records;
        expect(found).toHaveLength(1);
        return found[0]!;
      });
      expect(sheet).toMatchObject({
        spu,
        orderType: 1,
        customerId: BUYER.id,
        customerName: BUYER.name,
        woodKind: 'Larch',
        storageBin: 'Yard A',
        transportNum: 'MGL8823',
        storageDate: '2026-11-20',
        quantity: 3,
        volume: 0.69,
        avgDiameter: 25,
        woodSpecs: '6',
        orderId: null,
      });
      // give the repeated deliveries time to arrive: still one sheet, three logs, one inbox row
      await new Promise((resolve) => setTimeout(resolve, 500));
      const counts = await admin.query<{ sheets: number; logs: number; inbox: number }>(
        `select (select count(*)::int from orders.sheets where spu = $1) as sheets,
                (select count(*)::int from orders.sheet_logs l join orders.sheets s on s.id = l.sheet_id where s.spu = $1) as logs,
                (select count(*)::int from orders.processed_events where event_id = $2) as inbox`,
        [spu, event.eventId],
      );
      expect(counts.rows[0]).toEqual({ sheets: 1, logs: 3, inbox: 1 });
    });

    it('keeps a sheet of a version-1 confirmation with its totals (it carried no names nor logs)', async () => {
      const spu = nextSpu(1);
      const event = confirmation(TENANT_A, { kind: 1, spu, customer: BUYER, logs: [] });
      const v1 = {
        ...event,
        version: 1,
        payload: {
          sheetId: randomUUID(),
          spu,
          standard: 'ch',
          woodKindId: randomUUID(),
          locationId: randomUUID(),
          customerId: BUYER.id,
          quantity: 12,
          volumeE4: 45_670,
          manual: false,
        },
      };
      await orders.publish(v1);
      const sheet = await expectEventually(async () => {
        const found = (await unsettled({ spu })).records;
        expect(found).toHaveLength(1);
        return found[0]!;
      });
      expect(sheet).toMatchObject({
        quantity: 12,
        volume: 4.567,
        woodKind: '',
        avgDiameter: 0,
        woodSpecs: '',
      });
    });

    it('keeps a long sheet whose logs come in several events, offered and settled only once they have all arrived', async () => {
      const spu = nextSpu(1);
      const [header, more] = splitConfirmation(
        confirmation(TENANT_A, {
          kind: 1,
          spu,
          customer: BUYER,
          logs: [
            { dia: 20, length: 4, volumeE4: 1540 },
            { dia: 22, length: 4, volumeE4: 1780 },
            { dia: 24, length: 4, volumeE4: 2100 },
            { dia: 40, length: 6, volumeE4: 8800 },
            { dia: 42, length: 6, volumeE4: 9600 },
          ],
        }),
        3,
      );
      await orders.publish(header);
      await expectEventually(async () => {
        const { rows } = await admin.query('select logs_kept, log_count from orders.sheets where spu = $1', [
          spu,
        ]);
        expect(rows).toEqual([{ logs_kept: 3, log_count: 5 }]);
      });
      expect((await unsettled({ spu })).total).toBe(0);
      const early = await save([spu]);
      expect([early.status, early.body.code]).toEqual([409, 402609]);
      expect(early.body.msg).toBe(
        `The logs of these sheets are still arriving, try again in a moment: ${spu}`,
      );
      await orders.publish(more, more);
      const sheet = await expectEventually(async () => {
        const found = (await unsettled({ spu })).records;
        expect(found).toHaveLength(1);
        return found[0]!;
      });
      expect(sheet).toMatchObject({ quantity: 5, volume: 2.382, avgDiameter: 29.6, woodSpecs: '4,6' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { rows } = await admin.query<{ seq: number; wood_code: string }>(
        `select l.seq, l.wood_code from orders.sheet_logs l join orders.sheets s on s.id = l.sheet_id
          where s.spu = $1 order by l.seq`,
        [spu],
      );
      expect(rows.map((row) => [row.seq, row.wood_code])).toEqual([
        [1, 'W0001'],
        [2, 'W0002'],
        [3, 'W0003'],
        [4, 'W0004'],
        [5, 'W0005'],
      ]);
      expect((await save([spu])).body.code).toBe(0);
    });

    it('lists the unsettled sheets of one type, by customer and SPU, to a caller holding that type only', async () => {
      const inbound = await confirmed();
      const outbound = await confirmed({ kind: 2 });
      const ofOther = await confirmed({ customer: OTHER });
      const ins = (await unsettled()).records.map((sheet) => sheet.spu);
      expect(ins).toEqual(expect.arrayContaining([inbound.spu, ofOther.spu]));
      expect(ins).not.toContain(outbound.spu);
      expect((await unsettled({ orderType: 2 })).records.map((sheet) => sheet.spu)).toContain(outbound.spu);
      const buyers = await unsettled({ customerId: BUYER.id });
      expect(buyers.records.every((sheet) => sheet.customerId === BUYER.id)).toBe(true);
      expect((await unsettled({ spu: inbound.spu.slice(-6) })).records.map((s) => s.spu)).toEqual([
        inbound.spu,
      ]);
      // confirmed today (the caller's day): inside today, outside yesterday
      const today = new Date().toISOString().slice(0, 10);
      expect((await unsettled({ createTimeFrom: today, createTimeTo: today })).total).toBeGreaterThan(0);
      expect((await unsettled({ createTimeTo: '2000-01-01' })).total).toBe(0);
      const inboundClerk = await orders.clientFor(TENANT_A, ['order', 'order/orderIn']);
      expect((await unsettled({}, inboundClerk)).total).toBeGreaterThan(0);
      const refused = await inboundClerk.post('/order/unsettled', { orderType: 2 });
      expect([refused.status, refused.body.code]).toEqual([403, 403001]);
    });

    it('keeps the customers from their events: renamed, deleted, and listed for the order page', async () => {
      const id = randomUUID();
      await orders.publish(customerSaved(TENANT_A, id, 'Zhangjiagang Port Logs'));
      await orders.publish(customerSaved(TENANT_A, id, 'Zhangjiagang Port Logs Ltd.'));
      const listed = await expectEventually(async () => {
        const page = await api.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', {
          page: 1,
          pageSize: 10,
          customerName: 'zhangjiagang',
        });
        expect(page.records).toEqual([{ id, customerName: 'Zhangjiagang Port Logs Ltd.' }]);
        return page;
      });
      expect(listed.total).toBe(1);
      await orders.publish(customerDeleted(TENANT_A, id));
      await expectEventually(async () => {
        const page = await api.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', {
          page: 1,
          customerName: 'zhangjiagang',
        });
        expect(page.total).toBe(0);
      });
      const all = await api.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', {
        page: 1,
        pageSize: 100,
      });
      expect(all.records.map((c) => c.customerName)).toEqual([OTHER.name, BUYER.name]);
      expect(
        (await apiB.ok<PageResult<OrderCustomer>>('POST', '/cus/listData', { page: 1 })).records,
      ).toEqual([{ id: OF_B.id, customerName: OF_B.name }]);
    });
  });

  describe('settling', () => {
    it('makes an order of the sheets named: totals, classes, settled sheets, orders.order.created in the outbox', async () => {
      const first = await confirmed({ transportNum: 'MGL1001' });
      const second = await confirmed({
        transportNum: 'MGL1002',
        woodKindName: 'Pine',
        logs: [
          { dia: 20, length: 6, volumeE4: 2350 },
          { dia: 46, length: 6, volumeE4: 11_400, picture: 'https://device.example/p.jpg' },
        ],
      });
      const saved = await save([second.spu, first.spu, first.spu], { woodGrade: 2, orderDate: '2026-11-21' });
      expect(saved.body.code, saved.body.msg).toBe(0);
      expect(saved.body.data).toMatchObject({
        status: 5,
        orderNo: expect.stringMatching(/^PO\d{8}-\d{4}$/) as string,
      });
      const { id } = saved.body.data;
      const row = await api.ok<OrderRow>('GET', `/order/detail/${id}`);
      expect(row).toMatchObject({
        id,
        spus: [first.spu, second.spu].sort().join(','),
        orderDate: '2026-11-21',
        orderType: 1,
        customerId: BUYER.id,
        customerName: BUYER.name,
        tradePartner: BUYER.name,
        vavNum: 'MGL1001,MGL1002',
        woodKind: 'Larch,Pine',
        woodLength: '4,6',
        quantity: 5,
        volume: 2.106,
        woodGrade: 2,
        status: 5,
        statusDesc: 'Awaiting check',
        creator: 'clerk',
        checkTime: null,
        diaClassificationList: [
          { dia: 20, qty: 3, vol: 0.543 },
          { dia: 34, qty: 1, vol: 0.423 },
          { dia: 46, qty: 1, vol: 1.14 },
        ],
      });
      const left = (await unsettled()).records.map((sheet) => sheet.spu);
      expect(left).not.toContain(first.spu);
      expect(left).not.toContain(second.spu);
      const sheets = await api.ok<PageResult<OrderSheet>>('POST', '/order/listSpu', { id, page: 1 });
      expect(sheets.records.map((sheet) => [sheet.spu, sheet.orderId])).toEqual(
        [first.spu, second.spu].sort().map((spu) => [spu, id]),
      );
      const published = await expectEventually(async () => {
        const { rows } = await admin.query<{ payload: Record<string, unknown> }>(
          `select payload from orders.outbox where type = 'orders.order.created' and partition_key = $1 and published_at is not null`,
          [id],
        );
        expect(rows).toHaveLength(1);
        return rows[0]!.payload;
      });
      expect(published).toMatchObject({
        orderId: id,
        orderType: 1,
        customerId: BUYER.id,
        quantity: 5,
        volumeE4: 21_060,
      });
      expect((published.sheetIds as string[]).sort()).toEqual([first.sheetId, second.sheetId].sort());
    });

    it('settles a sheet once when two clerks submit it at the same moment: one order, one clear refusal', async () => {
      const a = await confirmed();
      const b = await confirmed();
      const clerk2 = await orders.clientFor(TENANT_A);
      const answers = await Promise.all([save([a.spu, b.spu]), save([b.spu, a.spu], {}, clerk2)]);
      const won = answers.filter((answer) => answer.body.code === 0);
      const lost = answers.filter((answer) => answer.body.code !== 0);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect([lost[0]!.status, lost[0]!.body.code]).toEqual([409, 402606]);
      // the loser is told the sheets in the order it named them, and the order that has them
      const loserAsked = answers[0].body.code === 0 ? [b.spu, a.spu] : [a.spu, b.spu];
      expect(lost[0]!.body.msg).toBe(
        `Already settled by another order: ${loserAsked.join(', ')} (order ${won[0]!.body.data.orderNo})`,
      );
      const { rows } = await admin.query<{ orders: number; links: number }>(
        `select count(distinct os.order_id)::int as orders, count(*)::int as links
           from orders.order_sheets os join orders.sheets s on s.id = os.sheet_id
          where s.spu = any($1) and os.released_at is null`,
        [[a.spu, b.spu]],
      );
      expect(rows[0]).toEqual({ orders: 1, links: 2 });
    });

    it('settles each sheet once under eight clerks submitting overlapping sheets at once', async () => {
      const sheets = await Promise.all([1, 2, 3, 4].map(() => confirmed()));
      const spus = sheets.map((sheet) => sheet.spu);
      const clerks = await Promise.all(Array.from({ length: 8 }, () => orders.clientFor(TENANT_A)));
      // each clerk submits two neighbouring sheets (0+1, 1+2, 2+3, 3+0, …): many overlaps, in both orders
      const answers = await Promise.all(
        clerks.map((clerk, i) => save([spus[i % 4]!, spus[(i + 1) % 4]!], {}, clerk)),
      );
      const won = answers.filter((answer) => answer.body.code === 0);
      expect(won.length).toBeGreaterThanOrEqual(1);
      expect(won.length).toBeLessThanOrEqual(2);
      expect(answers.filter((answer) => answer.body.code !== 0).every((a) => a.body.code === 402606)).toBe(
        true,
      );
      const { rows } = await admin.query<{ spu: string; n: number }>(
        `select s.spu, count(*)::int as n from orders.order_sheets os join orders.sheets s on s.id = os.sheet_id
          where s.spu = any($1) and os.released_at is null group by s.spu`,
        [spus],
      );
      expect(rows.every((row) => row.n === 1)).toBe(true);
      expect(rows).toHaveLength(won.length * 2);
    });

    it('refuses, writing nothing: an SPU not confirmed, a sheet settled, of the other type, of another customer, another tenant’s customer', async () => {
      const free = await confirmed();
      const outbound = await confirmed({ kind: 2 });
      const others = await confirmed({ customer: OTHER });
      const taken = await confirmed();
      expect((await save([taken.spu])).body.code).toBe(0);
      const before = await digest();
      const refusals: [string, Awaited<ReturnType<typeof save>>, number, number, string][] = [
        [
          'never confirmed (or disabled, or deleted)',
          await save([free.spu, 'IN20991231-9999']),
          404,
          402605,
          'Not confirmed sheets of this company (never confirmed, disabled or deleted): IN20991231-9999',
        ],
        [
          'already settled',
          await save([free.spu, taken.spu]),
          409,
          402606,
          `Already settled by another order: ${taken.spu}`,
        ],
        [
          'a stock-out sheet in an inbound order',
          await save([free.spu, outbound.spu]),
          400,
          402607,
          `An inbound order settles stock-in sheets only: ${outbound.spu}`,
        ],
        [
          'another customer’s sheet',
          await save([free.spu, others.spu]),
          400,
          402608,
          `Not sheets of ${BUYER.name}: ${others.spu}`,
        ],
        [
          'another tenant’s customer',
          await save([free.spu], { tradePartnerId: OF_B.id }),
          404,
          402604,
          'The customer does not exist or was deleted',
        ],
        [
          'an unknown customer',
          await save([free.spu], { tradePartnerId: randomUUID() }),
          404,
          402604,
          'The customer',
        ],
      ];
      for (const [what, answer, status, code, msg] of refusals) {
        expect({ what, status: answer.status, code: answer.body.code }).toEqual({ what, status, code });
        expect(answer.body.msg, what).toContain(msg);
      }
      // a tenant's SPU is not another tenant's: unknown to B
      const ofB = await apiB.post('/order/save', { orderType: 1, tradePartnerId: OF_B.id, spus: free.spu });
      expect([ofB.status, ofB.body.code]).toEqual([404, 402605]);
      // bad input: the schema's refusal, naming the fields
      const bad = await api.post('/order/save', { orderType: 3, tradePartnerId: 'x', spus: '', extra: 1 });
      expect([bad.status, bad.body.code]).toEqual([400, 400001]);
      expect(bad.body.msg).toMatch(/orderType/);
      expect(bad.body.msg).toMatch(/extra/);
      expect(await digest()).toEqual(before);
      // the free sheet is still free and can be settled
      expect((await save([free.spu])).body.code).toBe(0);
    });

    it('refuses an order for a customer deleted since', async () => {
      const gone = { id: randomUUID(), name: 'Gone Ltd.' };
      await orders.publish(customerSaved(TENANT_A, gone.id, gone.name));
      const sheet = await confirmed({ customer: gone });
      await orders.publish(customerDeleted(TENANT_A, gone.id));
      await expectEventually(async () => {
        const { rows } = await admin.query('select deleted from orders.customers where id = $1', [gone.id]);
        expect(rows[0]).toEqual({ deleted: true });
      });
      const refused = await save([sheet.spu], { tradePartnerId: gone.id });
      expect(refused.body.code).toBe(402604);
    });
  });

  describe('checking and deleting', () => {
    it('checks an order awaiting its check, once; a checked order cannot be deleted', async () => {
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      const checked = await api.ok<{ id: string; status: number }>('POST', `/order/check/${id}`);
      expect(checked).toEqual({ id, status: 10 });
      const row = await api.ok<OrderRow>('GET', `/order/detail/${id}`);
      expect(row).toMatchObject({ status: 10, statusDesc: 'Checked', checker: 'clerk' });
      expect(row.checkTime).not.toBeNull();
      const again = await api.post(`/order/check/${id}`);
      expect([again.status, again.body.code]).toEqual([409, 402602]);
      const deleted = await api.post(`/order/del/${id}`);
      expect([deleted.status, deleted.body.code]).toEqual([409, 402603]);
      expect((await api.post(`/order/check/${randomUUID()}`)).body.code).toBe(402601);
      await expectEventually(async () => {
        const { rows } = await admin.query(
          `select 1 from orders.outbox where type = 'orders.order.checked' and partition_key = $1`,
          [id],
        );
        expect(rows).toHaveLength(1);
      });
    });

    it('deletes an order awaiting its check: its sheets are unsettled again and another order may settle them', async () => {
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      expect((await api.post(`/order/del/${id}`)).body.code).toBe(0);
      expect((await api.post(`/order/del/${id}`)).body.code).toBe(402601);
      expect((await api.call('GET', `/order/detail/${id}`)).body.code).toBe(402601);
      expect((await unsettled()).records.map((s) => s.spu)).toContain(sheet.spu);
      const again = await save([sheet.spu]);
      expect(again.body.code).toBe(0);
      const { rows } = await admin.query<{ order_id: string; released: boolean }>(
        `select os.order_id, os.released_at is not null as released from orders.order_sheets os
           join orders.sheets s on s.id = os.sheet_id where s.spu = $1 order by released`,
        [sheet.spu],
      );
      expect(rows).toEqual([
        { order_id: again.body.data.id, released: false },
        { order_id: id, released: true },
      ]);
      const event = await admin.query<{ payload: { sheetIds: string[] } }>(
        `select payload from orders.outbox where type = 'orders.order.deleted' and partition_key = $1`,
        [id],
      );
      expect(event.rows[0]!.payload.sheetIds).toEqual([sheet.sheetId]);
    });
  });

  describe('lists, diameter data detail and workbooks', () => {
    let orderId: string;
    let orderNo: string;

    beforeAll(async () => {
      const sheet = await confirmed({
        customer: OTHER,
        logs: [
          { dia: 18, length: 4, volumeE4: 1130, picture: 'https://device.example/a.jpg' },
          { dia: 18, length: 5, volumeE4: 1450, picture: 'https://device.example/a.jpg' },
          { dia: 32, length: 4, volumeE4: 3730, picture: 'https://device.example/b.jpg' },
          { dia: 58, length: 4, volumeE4: 0, unmeasured: true },
        ],
      });
      const saved = await save([sheet.spu], { tradePartnerId: OTHER.id });
      ({ id: orderId, orderNo } = saved.body.data);
    });

    it('pages the orders of a type with their filters, each with its diameter classification', async () => {
      const list = (body: Record<string, unknown>) =>
        api.ok<PageResult<OrderRow>>('POST', '/order/pageData', { page: 1, pageSize: 50, ...body });
      const all = await list({});
      expect(all.total).toBeGreaterThanOrEqual(5);
      expect(all.records.every((row) => row.orderType === 1)).toBe(true);
      const ours = await list({ customerName: 'harbin' });
      expect(ours.records.map((row) => row.orderNo)).toEqual([orderNo]);
      expect(ours.records[0]!.diaClassificationList).toEqual([
        { dia: 18, qty: 2, vol: 0.258 },
        { dia: 32, qty: 1, vol: 0.373 },
      ]);
      expect((await list({ orderNo: orderNo.slice(2) })).records.map((row) => row.id)).toEqual([orderId]);
      expect((await list({ status: 10 })).records.every((row) => row.status === 10)).toBe(true);
      expect((await list({ orderType: 2 })).total).toBe(0);
      expect((await list({ createTimeTo: '2000-01-01' })).total).toBe(0);
      const second = await api.ok<PageResult<OrderRow>>('POST', '/order/pageData', { page: 2, limit: 2 });
      expect(second.records).toHaveLength(2);
      expect(second.total).toBe(all.total);
    });

    it('answers the order’s diameter table, its logs by page and class, and its pictures', async () => {
      const category = await api.ok<OrderDiameterCategory>('POST', '/order/wood/getDiaCategory', {
        id: orderId,
      });
      expect(category).toEqual({
        standard: 'ch',
        rows: [
          { dia: 18, length: 4, qty: 1, vol: 0.113 },
          { dia: 18, length: 5, qty: 1, vol: 0.145 },
          { dia: 32, length: 4, qty: 1, vol: 0.373 },
        ],
        rangeGroups: [
          { label: '10~18', qty: 2, vol: 0.258 },
          { label: '30~38', qty: 1, vol: 0.373 },
        ],
        totalQty: 3,
        totalVol: 0.631,
        avgDiameter: 22.7,
        unmeasured: 1,
      });
      const page = await api.ok<PageResult<OrderWood>>('POST', '/order/wood/page', { id: orderId, page: 1 });
      expect(page.total).toBe(4);
      expect(page.records[0]).toMatchObject({
        woodKind: 'Larch',
        woodCode: 'W0001',
        minDiameter: 17.6,
        maxDiameter: 18.6,
        woodSpecs: 4.05,
        diameter: 18,
        lengthClass: 4,
        volume: 0.113,
        isManual: false,
        ossUrl: 'https://device.example/a.jpg',
      });
      expect(page.records[3]).toMatchObject({ diameter: null, lengthClass: null, volume: null });
      const row = await api.ok<PageResult<OrderWood>>('POST', '/order/wood/page', {
        id: orderId,
        page: 1,
        dia: 18,
        length: 5,
      });
      expect(row.records.map((log) => log.woodCode)).toEqual(['W0002']);
      const images = await api.ok<DetailImages>('POST', '/order/wood/images', { id: orderId });
      expect(images).toEqual({
        total: 2,
        records: [
          { url: 'https://device.example/a.jpg', count: 2 },
          { url: 'https://device.example/b.jpg', count: 1 },
        ],
      });
      expect((await api.post('/order/wood/getDiaCategory', { id: randomUUID() })).body.code).toBe(402601);
    });

    it('exports the statements and the diameter classification as streamed xlsx files', async () => {
      const statements = await download('/order/downloadExcel', { customerName: 'harbin' });
      expect(statements.status).toBe(200);
      expect(statements.type).toContain('spreadsheetml');
      const rows = await worksheetRows(statements.bytes);
      expect(rows[0]).toEqual(expect.arrayContaining(['Order no.', 'Customer', 'Quantity', 'Volume (m³)']));
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual(expect.arrayContaining([orderNo, OTHER.name, 4, 0.631, 'Awaiting check']));
      const classes = await download('/order/downloadDiaClassification', { customerName: 'harbin' });
      const classRows = await worksheetRows(classes.bytes);
      expect(classRows.slice(1).map((row) => row.slice(3))).toEqual([
        [18, 2, 0.258],
        [32, 1, 0.373],
        ['Not measurable under the standard', 1],
        ['Order total', 4, 0.631],
      ]);
      const detail = await download('/order/wood/downloadExcel', { id: orderId });
      expect(detail.status).toBe(200);
      const logs = await worksheetRows(detail.bytes, 1);
      expect(logs).toHaveLength(5);
      const refused = await download('/order/wood/downloadExcel', { id: randomUUID() });
      expect(refused.status).toBe(404);
      expect((JSON.parse(refused.bytes.toString()) as { code: number }).code).toBe(402601);
    });
  });

  describe('tenants and permissions', () => {
    it('keeps each tenant to its own orders and sheets (row-level security)', async () => {
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      expect((await apiB.ok<PageResult<OrderRow>>('POST', '/order/pageData', { page: 1 })).total).toBe(0);
      expect((await unsettled({}, apiB)).total).toBe(0);
      for (const [method, path, body] of [
        ['GET', `/order/detail/${id}`, undefined],
        ['POST', `/order/check/${id}`, undefined],
        ['POST', `/order/del/${id}`, undefined],
        ['POST', '/order/wood/getDiaCategory', { id }],
        ['POST', '/order/share/create', { ids: [id] }],
      ] as const) {
        const answer = await apiB.call(method, path, body);
        expect({ path, code: answer.body.code }).toEqual({ path, code: 402601 });
      }
      const still = await api.ok<OrderRow>('GET', `/order/detail/${id}`);
      expect(still.status).toBe(5);
      // the service's own role sees nothing without a tenant, whatever SQL it sends
      const service = new Client({ connectionString: orders.config.DATABASE_URL });
      await service.connect();
      try {
        for (const table of ['orders', 'sheets', 'sheet_logs', 'order_sheets', 'share_links', 'customers']) {
          const { rows } = await service.query(`select * from orders.${table}`);
          expect({ table, rows: rows.length }).toEqual({ table, rows: 0 });
        }
      } finally {
        await service.end();
      }
    });

    it('refuses outbound orders to a caller who holds only the inbound orders (403001)', async () => {
      const sheet = await confirmed({ kind: 2 });
      const saved = await save([sheet.spu], { orderType: 2 });
      expect(saved.body.code).toBe(0);
      const inbound = await orders.clientFor(TENANT_A, ['order', 'order/orderIn']);
      for (const [method, path, body] of [
        ['POST', '/order/pageData', { orderType: 2 }],
        ['GET', `/order/detail/${saved.body.data.id}`, undefined],
        ['POST', `/order/check/${saved.body.data.id}`, undefined],
        ['POST', '/order/save', { orderType: 2, tradePartnerId: BUYER.id, spus: sheet.spu }],
        ['POST', '/order/share/create', { ids: [saved.body.data.id] }],
      ] as const) {
        const answer = await inbound.call(method, path, body);
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({
          path,
          status: 403,
          code: 403001,
        });
      }
      expect(
        (await inbound.ok<PageResult<OrderRow>>('POST', '/order/pageData', { orderType: 1 })).total,
      ).toBeGreaterThan(0);
      const none = await orders.clientFor(TENANT_A, ['stock', 'stock/list']);
      expect((await none.post('/order/pageData', {})).body.code).toBe(403001);
    });
  });

  describe('share links (the public /shareOrder page)', () => {
    let orderId: string;
    let orderNo: string;
    let share: ShareCreated;

    beforeAll(async () => {
      const sheet = await confirmed({
        logs: [
          { dia: 30, length: 4, volumeE4: 3300, picture: 'https://device.example/s1.jpg' },
          { dia: 30, length: 4, volumeE4: 3300, picture: 'https://device.example/s2.jpg' },
        ],
      });
      ({ id: orderId, orderNo } = (await save([sheet.spu])).body.data);
      share = await api.ok<ShareCreated>('POST', '/order/share/create', {
        ids: [orderId],
        expiresInHours: 2,
      });
    });

    it('shows the orders a link names to anyone holding it, without a login', async () => {
      expect(share.path).toBe(`/shareOrder?token=${share.token}`);
      expect(new Date(share.expiresAt).getTime() - Date.now()).toBeGreaterThan(7_000_000);
      expect(share.token).not.toContain(orderNo);
      const page = await publicCall<SharePage>('/order/business', {
        token: share.token,
        page: 1,
        pageSize: 10,
      });
      expect(page.body.code, page.body.msg).toBe(0);
      expect(page.body.data).toMatchObject({
        total: 1,
        expiresAt: share.expiresAt,
        records: [
          {
            orderNo,
            title: 'Inbound order',
            orderDate: expect.any(String) as string,
            shipper: BUYER.name,
            consignee: testTenantName(TENANT_A), // the company sharing the link, by name (issue 35)
            totalQty: 2,
            totalVol: 0.66,
            kind: 'Larch',
            transportNum: 'MGL8823',
            diaCategory: [{ dia: 30, length: 4, qty: 2, vol: 0.66 }],
          },
        ],
      });
      const images = await publicCall<DetailImages>('/order/business/img', { token: share.token });
      expect(images.body.data.records.map((image) => image.url)).toEqual([
        'https://device.example/s1.jpg',
        'https://device.example/s2.jpg',
      ]);
      // a version-1 token (orders only, handed out before sheets could be shared) still opens its link
      const v1 = signShareTokenV1(orders.config.SHARE_TOKEN_SECRET, {
        tenantId: TENANT_A,
        tokenId: share.tokenId,
        ids: [orderId],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      const old = await publicCall<SharePage>('/order/business', { token: v1, page: 1 });
      expect([old.body.code, old.body.data.kind, old.body.data.records[0]!.orderNo]).toEqual([
        0,
        'order',
        orderNo,
      ]);
      const zh = await fetch(`${orders.baseUrl}/order/business`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'zh' },
        body: JSON.stringify({ token: share.token, page: 1 }),
      });
      expect(((await zh.json()) as { data: SharePage }).data.records[0]!.title).toBe('入库订单');
      const links = await api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records[0]).toMatchObject({
        tokenId: share.tokenId,
        orderNos: orderNo,
        state: 'active',
        creator: 'clerk',
      });
    });

    it('refuses an altered token, whatever byte changed, and a token signed with another secret', async () => {
      const [body, signature] = share.token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { i: string[] };
      const otherOrder = randomUUID();
      const altered = [
        `${Buffer.from(JSON.stringify({ ...claims, i: [otherOrder] })).toString('base64url')}.${signature}`,
        `${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
        `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}.${signature}`,
        `${body}.`,
        'not-a-token',
        signShareToken('another-secret-of-at-least-32-characters', {
          tenantId: TENANT_A,
          tokenId: share.tokenId,
          kind: 'order',
          ids: [orderId],
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        }),
      ];
      for (const token of altered) {
        const answer = await publicCall('/order/business', { token, page: 1 });
        expect({ token, status: answer.status, code: answer.body.code }).toEqual({
          token,
          status: 403,
          code: 402611,
        });
        expect(answer.body.msg).toBe("This share link is not valid: it was altered or is not this company's");
        expect((await publicCall('/order/business/img', { token })).body.code).toBe(402611);
      }
    });

    it('refuses an expired token, and one whose link has expired', async () => {
      const secret = orders.config.SHARE_TOKEN_SECRET;
      const expired = signShareToken(secret, {
        tenantId: TENANT_A,
        tokenId: share.tokenId,
        kind: 'order',
        ids: [orderId],
        expiresAt: Math.floor(Date.now() / 1000) - 1,
      });
      const answer = await publicCall('/order/business', { token: expired, page: 1 });
      expect([answer.status, answer.body.code, answer.body.msg]).toEqual([
        410,
        402612,
        'This share link has expired',
      ]);
      const other = await api.ok<ShareCreated>('POST', '/order/share/create', { ids: [orderId] });
      await admin.query(
        `update orders.share_links set expires_at = now() - interval '1 second' where id = $1`,
        [other.tokenId],
      );
      expect((await publicCall('/order/business', { token: other.token })).body.code).toBe(402612);
      const links = await api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records.find((link) => link.tokenId === other.tokenId)!.state).toBe('expired');
    });

    it('refuses a token of another tenant: signed for a link that tenant does not have, or revoked by another tenant', async () => {
      const secret = orders.config.SHARE_TOKEN_SECRET;
      // a token naming tenant B with A's link and order (only the server's secret could sign it)
      const crossed = signShareToken(secret, {
        tenantId: TENANT_B,
        tokenId: share.tokenId,
        kind: 'order',
        ids: [orderId],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      expect((await publicCall('/order/business', { token: crossed })).body.code).toBe(402611);
      // a link whose token names orders other than its own
      const widened = signShareToken(secret, {
        tenantId: TENANT_A,
        tokenId: share.tokenId,
        kind: 'order',
        ids: [orderId, randomUUID()],
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      });
      expect((await publicCall('/order/business', { token: widened })).body.code).toBe(402611);
      const before = await digest();
      const byB = await apiB.post('/order/share/revoke', { token: share.token });
      expect([byB.status, byB.body.code, byB.body.msg]).toEqual([
        403,
        402614,
        'This share link belongs to another company',
      ]);
      expect((await apiB.post('/order/share/revoke', { tokenId: share.tokenId })).body.code).toBe(402615);
      expect(await digest()).toEqual(before);
      expect((await publicCall('/order/business', { token: share.token })).body.code).toBe(0);
      const bad = await api.post('/order/share/revoke', { token: share.token, tokenId: share.tokenId });
      expect(bad.body.code).toBe(400001);
    });

    it('refuses a revoked link from then on, its tenant revoking it by id or by token', async () => {
      const byToken = await api.ok<ShareCreated>('POST', '/order/share/create', { ids: [orderId] });
      await api.ok('POST', '/order/share/revoke', { token: byToken.token });
      expect((await publicCall('/order/business', { token: byToken.token })).body).toMatchObject({
        code: 402613,
        msg: 'This share link was revoked',
      });
      await api.ok('POST', '/order/share/revoke', { tokenId: share.tokenId });
      await api.ok('POST', '/order/share/revoke', { tokenId: share.tokenId });
      const page = await publicCall('/order/business', { token: share.token });
      expect([page.status, page.body.code]).toEqual([410, 402613]);
      expect((await publicCall('/order/business/img', { token: share.token })).body.code).toBe(402613);
      const links = await api.ok<PageResult<ShareLink>>('POST', '/order/share/list', {
        page: 1,
        pageSize: 20,
      });
      expect(links.records.find((link) => link.tokenId === share.tokenId)!.state).toBe('revoked');
    });

    it('shares only live orders of the tenant', async () => {
      expect((await api.post('/order/share/create', { ids: [randomUUID()] })).body.code).toBe(402601);
      const sheet = await confirmed();
      const { id } = (await save([sheet.spu])).body.data;
      const link = await api.ok<ShareCreated>('POST', '/order/share/create', { ids: [id, orderId] });
      await api.ok('POST', `/order/del/${id}`);
      const page = await publicCall<SharePage>('/order/business', { token: link.token });
      expect(page.body.data.records.map((order) => order.orderNo)).toEqual([orderNo]);
    });
  });
  describe('share links of confirmed sheets (the stock-in and stock-out lists’ share mode)', () => {
    let first: { spu: string; sheetId: string };
    let second: { spu: string; sheetId: string };
    let share: ShareCreated;
    const soon = () => Math.floor(Date.now() / 1000) + 3600;

    beforeAll(async () => {
      first = await confirmed({
        logs: [
          { dia: 24, length: 4, volumeE4: 2200, picture: 'https://device.example/in-a.jpg' },
          { dia: 24, length: 4, volumeE4: 2200, picture: 'https://device.example/in-a.jpg' },
          { dia: 30, length: 6, volumeE4: 5400, picture: 'https://device.example/in-b.jpg' },
        ],
      });
      second = await confirmed({
        logs: [{ dia: 40, length: 4, volumeE4: 6040, picture: '' }],
      });
      share = await api.ok<ShareCreated>('POST', '/order/share/create', {
        spus: [second.spu, first.spu],
      });
    });

    it('shows the sheets a link names to anyone holding it, without a login: each one record, its SPU as the number', async () => {
      expect(share.path).toBe(`/shareOrder?token=${share.token}`);
      expect(share.token).not.toContain(first.spu);
      const claims = JSON.parse(Buffer.from(share.token.split('.')[0]!, 'base64url').toString()) as object;
      expect(claims).toMatchObject({ v: 2, k: 's', i: [second.sheetId, first.sheetId] });
      const page = await publicCall<SharePage>('/order/business', { token: share.token, page: 1 });
      expect(page.body.code, page.body.msg).toBe(0);
      expect(page.body.data).toMatchObject({
        total: 2,
        kind: 'sheet',
        expiresAt: share.expiresAt,
        records: [
          {
            orderNo: second.spu,
            title: 'Stock-in sheet',
            shipper: BUYER.name,
            consignee: testTenantName(TENANT_A), // the company sharing the link, by name (issue 35)
            totalQty: 1,
            totalVol: 0.604,
            kind: 'Larch',
            transportNum: 'MGL8823',
            spus: second.spu,
            diaCategory: [{ dia: 40, length: 4, qty: 1, vol: 0.604 }],
          },
          {
            orderNo: first.spu,
            totalQty: 3,
            totalVol: 0.98,
            diaCategory: [
              { dia: 24, length: 4, qty: 2, vol: 0.44 },
              { dia: 30, length: 6, qty: 1, vol: 0.54 },
            ],
          },
        ],
      });
      expect(page.body.data.records[0]!.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const pageTwo = await publicCall<SharePage>('/order/business', {
        token: share.token,
        page: 2,
        pageSize: 1,
      });
      expect(pageTwo.body.data.records.map((record) => record.orderNo)).toEqual([first.spu]);
      const images = await publicCall<DetailImages>('/order/business/img', { token: share.token });
      expect(images.body.data).toEqual({
        total: 2,
        records: [
          { url: 'https://device.example/in-a.jpg', count: 2 },
          { url: 'https://device.example/in-b.jpg', count: 1 },
        ],
      });
      const zh = await fetch(`${orders.baseUrl}/order/business`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'zh' },
        body: JSON.stringify({ token: share.token, page: 1 }),
      });
      expect(((await zh.json()) as { data: SharePage }).data.records[0]!.title).toBe('入库单');
      const out = await confirmed({ kind: 2 });
      const outLink = await api.ok<ShareCreated>('POST', '/order/share/create', { spus: [out.spu] });
      const outPage = await publicCall<SharePage>('/order/business', { token: outLink.token });
      expect(outPage.body.data.records[0]).toMatchObject({
        orderNo: out.spu,
        title: 'Stock-out sheet',
        shipper: testTenantName(TENANT_A),
        consignee: BUYER.name,
      });
      const links = await api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records.find((link) => link.tokenId === share.tokenId)).toMatchObject({
        kind: 'sheet',
        orderNos: [first.spu, second.spu].sort().join(','),
        state: 'active',
      });
    });

    it('refuses an altered token, one of the other kind, an expired one and one of another tenant', async () => {
      const secret = orders.config.SHARE_TOKEN_SECRET;
      const [body, signature] = share.token.split('.') as [string, string];
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      const refusals: [string, string, number][] = [
        [
          'another sheet in the body',
          `${Buffer.from(JSON.stringify({ ...claims, i: [randomUUID()] })).toString('base64url')}.${signature}`,
          402611,
        ],
        [
          'the kind flipped in the body',
          `${Buffer.from(JSON.stringify({ ...claims, k: 'o' })).toString('base64url')}.${signature}`,
          402611,
        ],
        [
          'signed, but as an order link of the same ids',
          signShareToken(secret, {
            tenantId: TENANT_A,
            tokenId: share.tokenId,
            kind: 'order',
            ids: [second.sheetId, first.sheetId],
            expiresAt: soon(),
          }),
          402611,
        ],
        [
          'signed for another tenant',
          signShareToken(secret, {
            tenantId: TENANT_B,
            tokenId: share.tokenId,
            kind: 'sheet',
            ids: [second.sheetId, first.sheetId],
            expiresAt: soon(),
          }),
          402611,
        ],
        [
          'expired',
          signShareToken(secret, {
            tenantId: TENANT_A,
            tokenId: share.tokenId,
            kind: 'sheet',
            ids: [second.sheetId, first.sheetId],
            expiresAt: Math.floor(Date.now() / 1000) - 1,
          }),
          402612,
        ],
      ];
      for (const [why, token, code] of refusals) {
        expect({ why, code: (await publicCall('/order/business', { token })).body.code }).toEqual({
          why,
          code,
        });
        expect({ why, code: (await publicCall('/order/business/img', { token })).body.code }).toEqual({
          why,
          code,
        });
      }
      const before = await digest();
      expect((await apiB.post('/order/share/revoke', { token: share.token })).body.code).toBe(402614);
      expect((await apiB.post('/order/share/revoke', { tokenId: share.tokenId })).body.code).toBe(402615);
      expect(await digest()).toEqual(before);
      expect((await publicCall('/order/business', { token: share.token })).body.code).toBe(0);
    });

    it('refuses a revoked sheet link from then on, and lists it revoked', async () => {
      const link = await api.ok<ShareCreated>('POST', '/order/share/create', { spus: [first.spu] });
      expect((await publicCall('/order/business', { token: link.token })).body.code).toBe(0);
      await api.ok('POST', '/order/share/revoke', { tokenId: link.tokenId });
      expect((await publicCall('/order/business', { token: link.token })).body).toMatchObject({
        code: 402613,
        msg: 'This share link was revoked',
      });
      expect((await publicCall('/order/business/img', { token: link.token })).body.code).toBe(402613);
      const links = await api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1 });
      expect(links.records.find((row) => row.tokenId === link.tokenId)!.state).toBe('revoked');
    });

    it('refuses, writing nothing, SPUs that are not confirmed sheets of the tenant, naming them', async () => {
      const ofB = await confirmed({}, TENANT_B);
      const before = await digest();
      const refused = await api.post('/order/share/create', {
        spus: [first.spu, 'IN20991231-0001', ofB.spu],
      });
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
        404,
        402605,
        `Not confirmed sheets of this company (never confirmed, disabled or deleted): IN20991231-0001, ${ofB.spu}`,
      ]);
      for (const body of [
        { spus: [] },
        { spus: [first.spu], ids: [randomUUID()] },
        {},
        { spus: Array.from({ length: 51 }, (_, i) => `IN${i}`) },
        { spus: [first.spu], extra: 1 },
      ]) {
        expect({ body, code: (await api.post('/order/share/create', body)).body.code }).toEqual({
          body,
          code: 400001,
        });
      }
      expect(await digest()).toEqual(before);
    });

    it('asks for the sheet list’s permission, not the orders’: stock/entry for stock-in, stock/deliver for stock-out', async () => {
      const out = await confirmed({ kind: 2 });
      const inOnly = await orders.clientFor(TENANT_A, ['stock', 'stock/entry']);
      const ordersOnly = await orders.clientFor(TENANT_A, ['order', 'order/orderIn', 'order/orderOut']);
      const before = await digest();
      for (const [who, client, spus] of [
        ['the stock-in list, a stock-out sheet', inOnly, [out.spu]],
        ['the stock-in list, both kinds', inOnly, [first.spu, out.spu]],
        ['the orders only', ordersOnly, [first.spu]],
        ['the orders only, an unknown SPU', ordersOnly, ['IN20991231-0009']],
      ] as const) {
        const answer = await client.post('/order/share/create', { spus });
        expect({ who, status: answer.status, code: answer.body.code }).toEqual({
          who,
          status: 403,
          code: 403001,
        });
      }
      expect(await digest()).toEqual(before);
      const mine = await inOnly.ok<ShareCreated>('POST', '/order/share/create', { spus: [first.spu] });
      // the stock-in list sees its sheet links, not the orders' nor the stock-out ones
      const listed = await inOnly.ok<PageResult<ShareLink>>('POST', '/order/share/list', {
        page: 1,
        pageSize: 100,
      });
      expect(listed.records.length).toBe(listed.total);
      expect(listed.records.every((link) => link.kind === 'sheet')).toBe(true);
      expect(listed.records.map((link) => link.tokenId)).toContain(mine.tokenId);
      expect(listed.records.some((link) => link.orderNos.includes(out.spu))).toBe(false);
      const orderLink = (
        await api.ok<PageResult<ShareLink>>('POST', '/order/share/list', { page: 1, pageSize: 100 })
      ).records.find((link) => link.kind === 'order')!;
      expect((await inOnly.post('/order/share/revoke', { tokenId: orderLink.tokenId })).body.code).toBe(
        403001,
      );
      expect((await inOnly.post('/order/share/create', { ids: [randomUUID()] })).body.code).toBe(403001);
      expect((await ordersOnly.post('/order/share/revoke', { tokenId: mine.tokenId })).body.code).toBe(
        403001,
      );
      const stranger = await orders.clientFor(TENANT_A, ['info', 'info/woodType']);
      expect((await stranger.post('/order/share/list', { page: 1 })).body.code).toBe(403001);
      await inOnly.ok('POST', '/order/share/revoke', { tokenId: mine.tokenId });
    });
  });
});
