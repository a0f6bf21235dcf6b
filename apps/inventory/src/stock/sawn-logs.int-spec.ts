import {
  type Bench,
  type PageResult,
  type SawingLog,
  type SawingOrderSaved,
  type StockRow,
} from '@timber/contracts';
import { type ApiClient, expectEventually, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Logs sawn from stock, through the BFF with every process running: a confirmed stock-in's logs
 * reach sawing's copy; a sawing order taking some takes them out of inventory's stock (pieces and
 * the stock row); deleting the order puts them back.
 */
describe('stock logs sawn by sawing orders (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let admin: Client;

  beforeAll(async () => {
    system = await startTestStack('sawnlogs');
    api = await system.loginAs('admin');
    admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await system?.stop();
  });

  /** Stock rows whose pieces in stock do not number their quantity (the invariant: none). */
  const outOfStep = async () =>
    (
      await admin.query<{ id: string }>(
        `select s.id from inventory.stock s
         left join inventory.stock_pieces p on p.stock_id = s.id and p.out_at is null
         group by s.id having count(p.id) <> s.quantity`,
      )
    ).rows;

  it('takes the logs a sawing order saws out of stock and puts them back when it is deleted', async () => {
    const customerId = (
      await api.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Sawmill supplier' })
    ).id;
    const locationId = (await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Saw yard' }))
      .id;
    const kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Sawn larch' })).id;
    const sheet = await api.ok<{ id: string }>('POST', '/stockIn/h/save', {
      date: '2026-11-20',
      standard: 'ch',
      locationId,
      kindId,
      supplier: customerId,
      len: 4,
      diameters: [{ dia: 30, qty: 3 }],
    });
    await api.ok('POST', `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    const stockRow = async () =>
      (
        await api.ok<{ records: StockRow[] }>('POST', '/stock/pageData', {
          page: 1,
          pageSize: 10,
          locationId,
          woodKindId: kindId,
        })
      ).records[0]!;
    const before = await stockRow();
    expect(before.quantity).toBe(3);

    // sawing learns of the logs from inventory's event
    let free: SawingLog[] = [];
    await expectEventually(async () => {
      const page = await api.ok<PageResult<SawingLog>>('POST', '/cutting/stockLog/pageData', {
        page: 1,
        pageSize: 50,
        woodKindId: kindId,
      });
      free = page.records;
      expect(free).toHaveLength(3);
    });
    const bench = await api.ok<Bench>('POST', '/cutting/machine/save', { machineNo: '01', name: 'Band saw' });
    const order = await api.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId: bench.id,
      cuttingDate: '2026-11-20',
      specsArr: [{ L: 4, W: 100, H: 50, B: 1, lastBlocks: 30, woodGrade: 1 }],
    });
    const taken = free.slice(0, 2);
    await api.ok('POST', '/cutting/record/saveLogs', {
      id: order.id,
      logs: taken.map((log) => ({ sheetId: log.sheetId, woodCode: log.woodCode })),
    });
    const takenVolumeE4 = taken.reduce((sum, log) => sum + Math.round(log.volume * 10_000), 0);
    await expectEventually(async () => {
      expect((await stockRow()).quantity).toBe(1);
    });
    const { rows: pieces } = await admin.query<{ wood_code: string }>(
      'select wood_code from inventory.stock_pieces where sawing_order_id = $1 order by wood_code',
      [order.id],
    );
    expect(pieces.map((p) => p.wood_code)).toEqual(taken.map((log) => log.woodCode).sort());
    expect(await outOfStep()).toEqual([]);
    const afterTaking = await stockRow();
    expect(Math.round(afterTaking.volume * 1000)).toBe(Math.round(before.volume * 1000 - takenVolumeE4 / 10));

    await api.ok('POST', '/cutting/record/delete', { orderid: order.id });
    await expectEventually(async () => {
      expect((await stockRow()).quantity).toBe(3);
    });
    expect((await stockRow()).volume).toBe(before.volume);
    expect(await outOfStep()).toEqual([]);
  });
});
