import {
  type DetailImages,
  type DiameterCategory,
  type OrderRow,
  type OrderSaved,
  type OrderSheet,
  type PageResult,
  type ShareCreated,
  type SharePage,
  type SheetRow,
} from '@timber/contracts';
import { type ApiClient, expectEventually, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Orders through the web app's API, the whole system running (issue 16): stock-in sheets confirmed
 * in inventory reach orders by inventory's events (no other schema read), are settled once, checked
 * and shared on the public page; with orders killed the sheet screens still work, and orders
 * catches up from the events when it is back, nothing doubled. Real processes, PostgreSQL, Redis.
 */
describe('BFF /api orders: confirmed sheets settled by orders (real processes)', () => {
  let system: TestStack;
  let api: ApiClient;
  let admin: Client;
  let refs: { locationId: string; kindId: string; customerId: string; customerName: string };

  beforeAll(async () => {
    system = await startTestStack('orders');
    api = await system.loginAs('admin');
    admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    const lookup = { page: 1, pageSize: 1 };
    const [locations, kinds] = await Promise.all([
      api.ok<PageResult<{ id: string }>>('POST', '/location/pageData', lookup),
      api.ok<PageResult<{ id: string }>>('POST', '/wk/pageData', lookup),
    ]);
    // a customer added now reaches orders by inventory's event
    const customerName = 'Orders Test Buyer';
    const { id: customerId } = await api.ok<{ id: string }>('POST', '/cus/save', { customerName });
    refs = { locationId: locations.records[0]!.id, kindId: kinds.records[0]!.id, customerId, customerName };
    await expectEventually(async () => {
      const page = await api.ok<PageResult<{ id: string }>>('POST', '/cus/listData', {
        page: 1,
        customerName,
      });
      expect(page.records.map((c) => c.id)).toEqual([customerId]);
    }, 20_000);
  }, 180_000);

  afterAll(async () => {
    await admin.end();
    await system.stop();
  });

  /** A stock-in sheet of the customer, saved and confirmed in inventory; its list row. */
  const confirmSheet = async (
    transportNum: string,
    diameters = [
      { dia: 24, qty: 2 },
      { dia: 36, qty: 1 },
    ],
  ) => {
    const { id, spu } = await api.ok<{ id: string; spu: string }>('POST', '/stockIn/h/save', {
      date: new Date().toISOString().slice(0, 10),
      standard: 'ch',
      locationId: refs.locationId,
      kindId: refs.kindId,
      supplier: refs.customerId,
      vehicleLicense: transportNum,
      len: 4,
      diameters,
    });
    await api.ok('POST', `/stockIn/h/confirm/${id}`, { manual: 0 });
    const row = (await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', { page: 1, spu }))
      .records[0]!;
    expect(row.status).toBe(10);
    return { id, spu, row };
  };
  const unsettled = (spus: string[]) =>
    api
      .ok<PageResult<OrderSheet>>('POST', '/order/unsettled', {
        page: 1,
        pageSize: 100,
        customerId: refs.customerId,
      })
      .then((page) => page.records.filter((sheet) => spus.includes(sheet.spu)));

  it('settles sheets confirmed in inventory once, checks the order and shows it on the public share page', async () => {
    const first = await confirmSheet('BFF001');
    const second = await confirmSheet('BFF002', [{ dia: 30, qty: 4 }]);
    const listed = await expectEventually(async () => {
      const found = await unsettled([first.spu, second.spu]);
      expect(found).toHaveLength(2);
      return found;
    }, 20_000);
    for (const { spu, row } of [first, second]) {
      expect(listed.find((sheet) => sheet.spu === spu)).toMatchObject({
        id: row.id,
        customerName: refs.customerName,
        woodKind: row.woodKind,
        storageBin: row.storageBin,
        transportNum: row.transportNum,
        quantity: row.quantity,
        volume: row.volume,
        avgDiameter: row.avgDiameter,
        standardType: 'ch',
      });
    }
    // two clerks submit the same sheets at once: one order, one refusal naming them
    const clerk2 = await system.loginAs('admin');
    const body = { orderType: 1, tradePartnerId: refs.customerId, spus: `${first.spu},${second.spu}` };
    const answers = await Promise.all([
      api.post<OrderSaved>('/order/save', body),
      clerk2.post<OrderSaved>('/order/save', body),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 402606]);
    const { id, orderNo } = answers.find((answer) => answer.body.code === 0)!.body.data;
    expect(answers.find((answer) => answer.body.code !== 0)!.body.msg).toContain(`(order ${orderNo})`);
    expect(await unsettled([first.spu, second.spu])).toEqual([]);

    // the order's diameter classes are the sheets' own, summed
    const order = await api.ok<OrderRow>('GET', `/order/detail/${id}`);
    expect(order).toMatchObject({
      orderNo,
      quantity: first.row.quantity + second.row.quantity,
      vavNum: 'BFF001,BFF002',
      status: 5,
    });
    const sheetCategories = await Promise.all(
      [first, second].map((sheet) =>
        api.ok<DiameterCategory>('POST', '/stockIn/d/getDiaCategory', { id: sheet.id }),
      ),
    );
    const orderCategory = await api.ok<DiameterCategory>('POST', '/order/wood/getDiaCategory', { id });
    expect(orderCategory.totalQty).toBe(sheetCategories.reduce((n, c) => n + c.totalQty, 0));
    // each sheet's volume is rounded to 3 decimals on its own: the order's exact sum differs by less than 0.002
    expect(order.volume).toBeCloseTo(first.row.volume + second.row.volume, 2);
    expect(orderCategory.totalVol).toBe(order.volume);
    expect(orderCategory.rows.map((row) => row.dia)).toEqual([24, 30, 36]);
    const list = await api.ok<PageResult<OrderRow>>('POST', '/order/pageData', { page: 1, orderNo });
    expect(list.records.map((row) => row.diaClassificationList.map((c) => [c.dia, c.qty]))).toEqual([
      [
        [24, 2],
        [30, 4],
        [36, 1],
      ],
    ]);
    expect((await api.ok<{ status: number }>('POST', `/order/check/${id}`)).status).toBe(10);

    // the public page, through the BFF, without a login
    const share = await api.ok<ShareCreated>('POST', '/order/share/create', { ids: [id] });
    const stranger = system.client();
    const page = await stranger.ok<SharePage>('POST', '/order/business', { token: share.token, page: 1 });
    expect(page.records.map((shared) => [shared.orderNo, shared.totalQty, shared.shipper])).toEqual([
      [orderNo, order.quantity, refs.customerName],
    ]);
    expect(
      (await stranger.ok<DetailImages>('POST', '/order/business/img', { token: share.token })).total,
    ).toBe(0);
    const tampered = await stranger.post('/order/business', { token: `${share.token}x`, page: 1 });
    expect([tampered.status, tampered.body.code]).toEqual([403, 402611]);
    await api.ok('POST', '/order/share/revoke', { tokenId: share.tokenId });
    expect((await stranger.post('/order/business', { token: share.token })).body.code).toBe(402613);
  }, 60_000);

  it('keeps the sheet screens working while orders is down, and catches up from the events when it is back, nothing doubled', async () => {
    await system.stack.kill('orders');
    const down = await api.post('/order/pageData', { page: 1 });
    expect([down.status, down.body.code]).toEqual([503, 503001]);
    // inventory confirms as usual: its events wait in the stream (the third sheet's 2,500 logs in two)
    const confirmedWhileDown = [];
    for (const [n, qty] of [
      [1, 1],
      [2, 2],
      [3, 2_500],
    ] as const) {
      confirmedWhileDown.push(await confirmSheet(`DOWN00${n}`, [{ dia: 20 + 2 * n, qty }]));
    }
    const spus = confirmedWhileDown.map((sheet) => sheet.spu);
    const listedDown = await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', {
      page: 1,
      pageSize: 50,
    });
    expect(listedDown.records.filter((row) => spus.includes(row.spu)).map((row) => row.status)).toEqual([
      10, 10, 10,
    ]);

    await system.stack.restart('orders');
    const caughtUp = await expectEventually(
      async () => {
        const found = await unsettled(spus);
        expect(found).toHaveLength(3);
        return found;
      },
      60_000,
      250,
    );
    expect(caughtUp.map((sheet) => sheet.quantity).sort((a, b) => a - b)).toEqual([1, 2, 2_500]);

    // inventory's relay publishes every confirmation again (as after a crash between publishing and
    // marking): orders' inbox takes each once
    await admin.query(
      `update inventory.outbox set published_at = null where type like 'inventory.%confirmed'`,
    );
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from inventory.outbox where published_at is null');
      expect(rows).toHaveLength(0);
    }, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const counts = await admin.query<{
      confirmed: number;
      events: number;
      sheets: number;
      logs: number;
      quantity: number;
      inbox: number;
    }>(
      `select (select count(*)::int from inventory.outbox
                where type in ('inventory.stock-in.confirmed', 'inventory.stock-out.confirmed')) as confirmed,
              (select count(*)::int from inventory.outbox where type like 'inventory.%confirmed') as events,
              (select count(*)::int from orders.sheets) as sheets,
              (select count(*)::int from orders.sheet_logs) as logs,
              (select coalesce(sum(quantity), 0)::int from orders.sheets) as quantity,
              (select count(*)::int from orders.processed_events where consumer = 'orders.sheets') as inbox`,
    );
    const { confirmed, events, sheets, logs, quantity, inbox } = counts.rows[0]!;
    expect([confirmed, events]).toEqual([5, 6]);
    expect({ sheets, inbox, logs }).toEqual({ sheets: confirmed, inbox: events, logs: quantity });
    expect(await unsettled(spus)).toHaveLength(3);
    // and they settle as any other
    const saved = await api.ok<OrderSaved>('POST', '/order/save', {
      orderType: 1,
      tradePartnerId: refs.customerId,
      spus: spus.join(','),
    });
    expect(saved.status).toBe(5);
  }, 150_000);
});
