import {
  type Bench,
  type LogCategory,
  type ManualBenchRecord,
  type PageResult,
  type ProcessingPrice,
  type SawingLog,
  type SawingOrderRow,
  type SawingOrderSaved,
  type SawingRanking,
  type SawingSpec,
  type VolumeShare,
} from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import { expectEventually, testDatabase, type ApiClient, type ServiceUnderTest } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetConfirmed, startSawing, WOOD_KIND, type StockTestLog } from './testing/sawing-fixtures';

const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
const DAY = '2026-11-20';
/** The tables of the sawing schema, whose digest proves a refused call wrote nothing. */
const TABLES = [
  'benches',
  'stock_sheets',
  'stock_logs',
  'order_numbers',
  'orders',
  'order_specs',
  'order_kinds',
  'manual_bench',
  'processing_days',
  'processing_kinds',
  'daily_sawn',
  'link_generations',
  'outbox',
];

/** L m, W mm, H mm, B pieces: 4 × 200 × 50 × 2 = 0.08 m3 */
const SPEC = { L: 4, W: 200, H: 50, B: 2, lastBlocks: 28, woodGrade: 2 };

/**
 * Sawing over its own HTTP API (what the BFF calls, with the same tokens), inventory played by the
 * test on the event streams: PostgreSQL with row-level security, the inbox, the outbox and its
 * relay, Redis Streams.
 */
describe('sawing: benches and sawing orders (real PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let admin: Client;
  let sawing: ServiceUnderTest;
  let api: ApiClient;
  let apiB: ApiClient;
  let benchOne: Bench;
  let benchTwo: Bench;
  let logSeq = 0;

  beforeAll(async () => {
    configureLogging('sawing-test', 'warn');
    const db = await testDatabase('sawing');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    sawing = await startSawing(db.adminUrl);
    api = await sawing.clientFor(TENANT_A);
    apiB = await sawing.clientFor(TENANT_B);
    benchOne = await api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '01',
      name: 'Band saw one',
    });
    benchTwo = await api.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '02',
      name: 'Band saw two',
    });
  });

  afterAll(async () => {
    await sawing.close();
    await admin.end();
    await drop();
  });

  /** Logs of 0.1 m3 each (1000 ten-thousandths), diameter class 30, length 4 m, fresh codes. */
  const logs = (count: number, fields: Partial<StockTestLog> = {}): StockTestLog[] =>
    Array.from({ length: count }, () => ({
      code: `W${String(++logSeq).padStart(5, '0')}`,
      dia: 30,
      length: 4,
      volumeE4: 1000,
      ...fields,
    }));
  /** Inventory confirms a stock-in sheet of these logs; waits until sawing keeps them. */
  const stockIn = async (
    items: StockTestLog[],
    tenantId = TENANT_A,
    woodKind = WOOD_KIND,
  ): Promise<{ sheetId: string; refs: { sheetId: string; woodCode: string }[] }> => {
    const event = sheetConfirmed(tenantId, 1, items, randomUUID(), woodKind);
    await sawing.publish(event);
    const { sheetId } = event.payload as { sheetId: string };
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from sawing.stock_logs where sheet_id = $1', [sheetId]);
      expect(rows).toHaveLength(items.length);
    });
    return { sheetId, refs: items.map((log) => ({ sheetId, woodCode: log.code })) };
  };
  const newOrder = async (bench: Bench, specs: unknown[] = [SPEC], as = api, cuttingDate = DAY) =>
    as.ok<SawingOrderSaved>('POST', '/cutting/record/saveData', {
      machineId: bench.id,
      cuttingDate,
      specsArr: specs,
    });
  const list = async (body: Record<string, unknown> = {}, as = api) =>
    as.ok<PageResult<SawingOrderRow>>('POST', '/cutting/record/pageData', { searchDate: DAY, ...body });
  const rowOf = async (id: string, as = api) => {
    const page = await list({ pageSize: 150 }, as);
    const row = page.records.find((r) => r.id === id);
    if (!row) {
      throw new Error(`order ${id} is not in the list`);
    }
    return row;
  };
  /** A digest of every table of the schema, once the relay has published what the outbox holds. */
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
  /** The call is refused with this code (and message), and nothing of the schema changed. */
  const refusedWithNothingWritten = async (
    call: () => Promise<{ status: number; body: { code: number; msg: string } }>,
    code: number,
    msg?: string,
  ) => {
    const before = await digest();
    const answer = await call();
    expect(answer.body.code, answer.body.msg).toBe(code);
    if (msg !== undefined) {
      expect(answer.body.msg).toBe(msg);
    }
    expect(await digest()).toEqual(before);
  };
  const outboxEvents = async (type: string, orderId: string) => {
    const { rows } = await admin.query<{ payload: { logs: { sheetId: string; woodCode: string }[] } }>(
      `select payload from sawing.outbox where type = $1 and payload->>'orderId' = $2`,
      [type, orderId],
    );
    return rows.map((row) => row.payload);
  };

  it('keeps the logs of confirmed stock-in sheets once, and lets a stock-out take them as inventory does', async () => {
    const items = [...logs(3), ...logs(2, { dia: 40 })];
    const event = sheetConfirmed(TENANT_A, 1, items);
    await sawing.publish(event, event); // delivered twice: kept once
    const { sheetId } = event.payload as { sheetId: string };
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from sawing.processed_events where event_id = $1', [
        event.eventId,
      ]);
      expect(rows).toHaveLength(1);
    });
    const { rows: kept } = await admin.query('select wood_code from sawing.stock_logs where sheet_id = $1', [
      sheetId,
    ]);
    expect(kept).toHaveLength(5);
    // a stock-out of one log of class 40 takes the oldest free log of class 40, not one of 30
    await sawing.publish(sheetConfirmed(TENANT_A, 2, [{ code: 'OUT1', dia: 40, length: 4, volumeE4: 1800 }]));
    await expectEventually(async () => {
      const { rows } = await admin.query<{ wood_code: string; diameter_class: number }>(
        'select wood_code, diameter_class from sawing.stock_logs where sheet_id = $1 and out_at is not null',
        [sheetId],
      );
      expect(rows).toEqual([{ wood_code: items[3]!.code, diameter_class: 40 }]);
    });
    const free = await api.ok<PageResult<SawingLog>>('POST', '/cutting/stockLog/pageData', {
      page: 1,
      pageSize: 100,
    });
    expect(free.records.filter((log) => log.sheetId === sheetId).map((log) => log.woodCode)).toEqual(
      [0, 1, 2, 4].map((i) => items[i]!.code),
    );
    // codes restart on every sheet: each log names the sheet it came from (issue 35)
    expect(free.records.find((log) => log.woodCode === items[0]!.code)).toMatchObject({
      sheetNo: `IN-${sheetId.slice(0, 8)}`,
      woodKind: 'Pine',
      woodSpecs: 4.1,
      diameter: 30,
      volume: 0.1,
    });
  });

  it('adds, renames and deletes benches; a machine number is one bench’s', async () => {
    expect((await api.ok<Bench[]>('POST', '/cutting/machine/listAll', {})).map((b) => b.machineNo)).toEqual([
      '01',
      '02',
    ]);
    await refusedWithNothingWritten(
      () => api.post('/cutting/machine/save', { machineNo: '01', name: 'Another' }),
      402702,
      'Machine number 01 is already used by another saw machine',
    );
    const third = await api.ok<Bench>('POST', '/cutting/machine/save', { machineNo: '03', name: 'Old' });
    const renamed = await api.ok<Bench>('POST', '/cutting/machine/save', {
      id: third.id,
      machineNo: '03',
      name: 'Circular saw',
    });
    expect(renamed).toMatchObject({ id: third.id, name: 'Circular saw' });
    await api.ok('POST', `/cutting/machine/delete/${third.id}`);
    expect((await api.ok<Bench[]>('POST', '/cutting/machine/listAll', {})).map((b) => b.machineNo)).toEqual([
      '01',
      '02',
    ]);
    // its number is free again
    const again = await api.ok<Bench>('POST', '/cutting/machine/save', { machineNo: '03', name: 'New' });
    const order = await newOrder(again);
    await refusedWithNothingWritten(() => api.post(`/cutting/machine/delete/${again.id}`), 409002);
    await api.ok('POST', '/cutting/record/delete', { orderid: order.id });
    await api.ok('POST', `/cutting/machine/delete/${again.id}`);
  });

  it('saws an order from stock logs: logs taken once, figures and outturns, closed once', async () => {
    const { refs } = await stockIn(logs(4)); // 0.4 m3
    const order = await newOrder(benchOne, [SPEC, { ...SPEC, L: 2.5, W: 100, H: 25, B: 4 }]);
    expect(order).toMatchObject({ state: 0 });
    expect(order.orderNo).toMatch(/^JG20261120-\d{4}$/);
    await api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs.slice(0, 3) });
    expect(await outboxEvents('sawing.order.logs-taken', order.id)).toEqual([
      { orderId: order.id, orderNo: order.orderNo, logs: refs.slice(0, 3) },
    ]);
    // a log taken is no other order's
    const other = await newOrder(benchOne);
    await refusedWithNothingWritten(
      () => api.post('/cutting/record/saveLogs', { id: other.id, logs: [refs[2], refs[3]] }),
      402713,
      `These logs are not in stock or were taken by another order: ${refs[2]!.woodCode}`,
    );
    expect(await rowOf(order.id)).toMatchObject({
      woodCuttingMachineId: benchOne.id,
      machineNum: '01',
      cuttingDate: DAY,
      woodSpecs: '50*200',
      length: 4,
      woodGrade: 2,
      category: 'Pine',
      logQty: 3,
      logVol: 0.3,
      woodSysVol: 0.105, // 0.08 + 2.5 × 0.1 × 0.025 × 4 = 0.105
      sysOutturn: 35,
      woodVol: null,
      manualOutturn: null,
      state: 0,
    });
    const logsPage = await api.ok<PageResult<SawingLog>>('POST', '/cutting/record/pagelog/01', {
      id: order.id,
      page: 1,
    });
    expect(logsPage.total).toBe(3);
    expect((await api.post('/cutting/record/pagelog/02', { id: order.id, page: 1 })).body.code).toBe(402701);

    await api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.12 });
    expect(await rowOf(order.id)).toMatchObject({
      state: 1,
      woodVol: 0.12,
      manualOutturn: 40,
      sysOutturn: 35,
    });
    expect(await outboxEvents('sawing.order.closed', order.id)).toHaveLength(1);
    await refusedWithNothingWritten(
      () => api.post('/cutting/record/close', { id: order.id }),
      402703,
      `Order ${order.orderNo} is not open: only an open order can be closed, edited, merged or given logs`,
    );
    await refusedWithNothingWritten(
      () =>
        api.post('/cutting/record/saveData', {
          id: order.id,
          machineId: benchOne.id,
          cuttingDate: DAY,
          specsArr: [SPEC],
        }),
      402703,
    );
  });

  it('refuses bad specifications, outturn over 100 % and unknown fields, writing nothing', async () => {
    const save = (specsArr: unknown[], extra: Record<string, unknown> = {}) =>
      api.post('/cutting/record/saveData', { machineId: benchOne.id, cuttingDate: DAY, specsArr, ...extra });
    await refusedWithNothingWritten(
      () => save([SPEC, { ...SPEC, L: 15.5 }]),
      402706,
      'Spec 2: length cannot exceed 15M',
    );
    await refusedWithNothingWritten(() => save([{ ...SPEC, W: 0 }]), 402707);
    await refusedWithNothingWritten(() => save([{ ...SPEC, H: -20 }]), 402707);
    await refusedWithNothingWritten(
      () => save([SPEC, SPEC, { ...SPEC, B: null }]),
      402705,
      'Spec 3 parameters incomplete',
    );
    await refusedWithNothingWritten(() => save([SPEC], { colour: 'red' }), 400001);
    await refusedWithNothingWritten(() => save([]), 400001);
    await refusedWithNothingWritten(() => save([SPEC], { machineId: randomUUID() }), 402714);
    // 0.1 m3 of logs, then boards of 0.16 m3: refused on edit and at closing
    const { refs } = await stockIn(logs(1));
    const order = await newOrder(benchOne);
    await api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs });
    await refusedWithNothingWritten(
      () => save([{ ...SPEC, B: 4 }], { id: order.id }),
      402708,
      'Outturn cannot exceed 100 %: the boards (0.160 m³) are more than the logs (0.100 m³)',
    );
    await refusedWithNothingWritten(
      () => api.post('/cutting/record/close', { id: order.id, woodVol: 0.101 }),
      402708,
    );
    await api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.1 });
    expect(await rowOf(order.id)).toMatchObject({ manualOutturn: 100, sysOutturn: 80 });
  });

  it('merges open orders of one machine, shows them under the first, splits one off', async () => {
    const a = await newOrder(benchTwo);
    const b = await newOrder(benchTwo);
    const c = await newOrder(benchTwo);
    const elsewhere = await newOrder(benchOne);
    await api.ok('POST', '/cutting/record/saveLogs', { id: b.id, logs: (await stockIn(logs(2))).refs });
    await refusedWithNothingWritten(
      () => api.post('/cutting/record/merge', { orderids: `${a.id},${elsewhere.id}` }),
      402704,
      'Only orders of one saw machine can be merged',
    );
    const merged = await api.ok<SawingOrderSaved>('POST', '/cutting/record/merge', {
      orderids: `${c.id},${b.id},${a.id}`,
    });
    expect(merged.id).toBe(a.id); // the oldest keeps them
    const row = await rowOf(a.id);
    expect(row.mergeOrders.map((m) => m.id)).toEqual([b.id, c.id]);
    expect(row).toMatchObject({ logQty: 2, logVol: 0.2, sysOutturn: 40 });
    const ids = (await list({ machineNum: '02', pageSize: 150 })).records.map((r) => r.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    const logsOfA = await api.ok<PageResult<SawingLog>>('POST', '/cutting/record/pagelog/02', {
      id: a.id,
      page: 1,
    });
    expect(logsOfA.total).toBe(2);
    // a merged order is split, not restored; nor merged again, closed or deleted
    await refusedWithNothingWritten(() => api.post('/cutting/record/restore', { orderid: b.id }), 402711);
    await refusedWithNothingWritten(() => api.post('/cutting/record/close', { id: b.id }), 402703);
    await refusedWithNothingWritten(() => api.post('/cutting/record/delete', { orderid: b.id }), 402715);
    await refusedWithNothingWritten(() => api.post('/cutting/record/delete', { orderid: a.id }), 402710);
    await refusedWithNothingWritten(() => api.post('/cutting/record/split', { orderid: a.id }), 402709);
    await api.ok('POST', '/cutting/record/split', { orderid: b.id });
    expect(await rowOf(b.id)).toMatchObject({ state: 0, mergedInto: null, logQty: 2 });
    expect((await rowOf(a.id)).mergeOrders.map((m) => m.id)).toEqual([c.id]);
  });

  it('deletes an order, its logs back in stock; restores it open without them', async () => {
    const { refs } = await stockIn(logs(2));
    const order = await newOrder(benchOne);
    await api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs });
    await api.ok('POST', '/cutting/record/delete', { orderid: order.id });
    const [deleted, ...more] = await outboxEvents('sawing.order.deleted', order.id);
    expect(more).toEqual([]);
    const byCode = (a: { woodCode: string }, b: { woodCode: string }) => a.woodCode.localeCompare(b.woodCode);
    expect(deleted).toMatchObject({ orderId: order.id, orderNo: order.orderNo });
    expect([...deleted!.logs].sort(byCode)).toEqual([...refs].sort(byCode));
    expect(await rowOf(order.id)).toMatchObject({ state: 3, logQty: 0 });
    const { rows } = await admin.query(
      'select 1 from sawing.stock_logs where order_id is null and sheet_id = $1',
      [refs[0]!.sheetId],
    );
    expect(rows).toHaveLength(2);
    await refusedWithNothingWritten(() => api.post('/cutting/record/delete', { orderid: order.id }), 402715);
    await api.ok('POST', '/cutting/record/restore', { orderid: order.id });
    expect(await rowOf(order.id)).toMatchObject({ state: 0, logQty: 0 });
    await refusedWithNothingWritten(() => api.post('/cutting/record/restore', { orderid: order.id }), 402711);
    // the logs are free for another order
    const next = await newOrder(benchOne);
    await api.ok('POST', '/cutting/record/saveLogs', { id: next.id, logs: refs });
  });

  it('edits specifications: a saved one deleted through a call, never the first', async () => {
    const order = await newOrder(benchOne, [SPEC, { ...SPEC, L: 3 }, { ...SPEC, L: 2 }]);
    const specs = await api.ok<SawingSpec[]>('POST', `/cutting/record/querySpecs/${order.id}`);
    expect(specs.map((s) => s.woodLength)).toEqual([4, 3, 2]);
    expect(specs[0]).toMatchObject({ woodSpecs: '50*200', woodBlocks: 2, lastBlocks: 28, woodGrade: 2 });
    await refusedWithNothingWritten(() => api.post(`/cutting/record/deleteSpecs/${specs[0]!.id}`), 402712);
    await api.ok('POST', `/cutting/record/deleteSpecs/${specs[1]!.id}`);
    expect(
      (await api.ok<SawingSpec[]>('POST', `/cutting/record/querySpecs/${order.id}`)).map((s) => s.id),
    ).toEqual([specs[0]!.id, specs[2]!.id]);
    expect((await rowOf(order.id)).woodSysVol).toBe(0.12); // 0.08 + 0.04
  });

  it('ranks the benches and shares the volume by variety over the closed orders of a range', async () => {
    const day = '2026-10-01';
    const larch = { id: randomUUID(), name: 'Larch' };
    const saw = async (bench: Bench, pine: number, larchLogs: number) => {
      const order = await newOrder(bench, [SPEC], api, day);
      const refs = [
        ...(pine > 0 ? (await stockIn(logs(pine))).refs : []),
        ...(larchLogs > 0 ? (await stockIn(logs(larchLogs), TENANT_A, larch)).refs : []),
      ];
      await api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: refs });
      return order;
    };
    // bench 01: 0.4 m3 of pine, boards counted 0.2 (50 %); an open order's 0.1 counts in logTotalVol only
    const x = await saw(benchOne, 4, 0);
    await api.ok('POST', '/cutting/record/close', { id: x.id, woodVol: 0.2 });
    await saw(benchOne, 1, 0);
    // bench 02: 0.2 pine + 0.2 larch, and 0.1 larch merged in; boards of the specs, 0.08 (16 %)
    const y = await saw(benchTwo, 2, 2);
    const z = await saw(benchTwo, 0, 1);
    await api.ok('POST', '/cutting/record/merge', { orderids: `${y.id},${z.id}` });
    await api.ok('POST', '/cutting/record/close', { id: y.id });
    // a deleted order counts nowhere
    const gone = await saw(benchTwo, 1, 0);
    await api.ok('POST', '/cutting/record/delete', { orderid: gone.id });

    const range = { startDate: day, endDate: day };
    const ranking = await api.ok<SawingRanking>('POST', '/cutting/record/ranking', range);
    expect(ranking).toEqual({
      logProcessingTotalVol: 0.9,
      logTotalVol: 1,
      avgOutturn: 31.11, // 0.28 / 0.9
      avgDia: 30,
      ranking: [
        {
          rank: 1,
          benchId: benchOne.id,
          benchNo: '01',
          benchName: 'Band saw one',
          outturn: 50,
          vol: 0.4,
          woodVol: 0.2,
          avgDia: 30,
        },
        {
          rank: 2,
          benchId: benchTwo.id,
          benchNo: '02',
          benchName: 'Band saw two',
          outturn: 16,
          vol: 0.5,
          woodVol: 0.08,
          avgDia: 30,
        },
      ],
    });
    const byVolume = await api.ok<SawingRanking>('POST', '/cutting/record/ranking', {
      ...range,
      orderBy: 'vol',
    });
    expect(byVolume.ranking.map((r) => r.benchNo)).toEqual(['02', '01']);
    // larch only: bench 02's 0.3 of 0.5, its boards shared by log volume
    const ofLarch = await api.ok<SawingRanking>('POST', '/cutting/record/ranking', {
      ...range,
      kind: larch.id,
    });
    expect(ofLarch.ranking).toEqual([
      expect.objectContaining({ benchNo: '02', vol: 0.3, woodVol: 0.048, outturn: 16 }),
    ]);
    expect(ofLarch).toMatchObject({ logProcessingTotalVol: 0.3, logTotalVol: 0.3 });

    expect(await api.ok<VolumeShare>('POST', '/cutting/record/reportforms', range)).toEqual([
      { dim: 'log', name: ['Pine', 'Larch'], value: [0.6, 0.3] },
      { dim: 'board', name: ['Pine', 'Larch'], value: [0.232, 0.048] },
    ]);
    const kinds = await api.ok<LogCategory[]>('POST', '/cutting/record/findLogCategory', {});
    expect(kinds.map((k) => k.name)).toEqual(expect.arrayContaining(['Larch', 'Pine']));
    // splitting z off the closed y, and deleting the closed x, sum the day again
    await api.ok('POST', '/cutting/record/split', { orderid: z.id });
    await api.ok('POST', '/cutting/record/delete', { orderid: x.id });
    const after = await api.ok<SawingRanking>('POST', '/cutting/record/ranking', range);
    expect(after.ranking).toEqual([
      expect.objectContaining({ benchNo: '02', vol: 0.4, woodVol: 0.08, outturn: 20 }),
    ]);
    expect(after).toMatchObject({ logProcessingTotalVol: 0.4, logTotalVol: 0.6 }); // open: z's 0.1 and w's 0.1
    // another day has none; an end before the start is refused; another tenant sees none
    expect(
      (
        await api.ok<SawingRanking>('POST', '/cutting/record/ranking', {
          startDate: '2026-10-02',
          endDate: '2026-10-30',
        })
      ).ranking,
    ).toEqual([]);
    expect(
      (await api.post('/cutting/record/ranking', { startDate: day, endDate: '2026-09-30' })).body.code,
    ).toBe(400001);
    expect((await apiB.ok<SawingRanking>('POST', '/cutting/record/ranking', range)).ranking).toEqual([]);
  });

  it('reopens a closed order (rtd): its outturn leaves the statistics until it is closed again', async () => {
    const day = '2026-08-10';
    const range = { startDate: day, endDate: day };
    const ranking = () => api.ok<SawingRanking>('POST', '/cutting/record/ranking', range);
    const order = await newOrder(benchOne, [SPEC, { ...SPEC, L: 2 }], api, day); // boards 0.08 + 0.04
    await api.ok('POST', '/cutting/record/saveLogs', { id: order.id, logs: (await stockIn(logs(4))).refs });
    await api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.2 });
    expect((await ranking()).ranking).toEqual([
      expect.objectContaining({ benchNo: '01', vol: 0.4, woodVol: 0.2, outturn: 50 }),
    ]);

    const reopened = await api.ok<SawingOrderSaved>('POST', `/cutting/record/rtd/${order.id}`);
    expect(reopened).toEqual({ id: order.id, orderNo: order.orderNo, state: 0 });
    const row = (await list({ searchDate: day, pageSize: 150 })).records.find((r) => r.id === order.id);
    // open again with its logs and specifications; the boards counted at closing are counted again at the next close
    expect(row).toMatchObject({
      state: 0,
      logQty: 4,
      logVol: 0.4,
      woodSysVol: 0.12,
      woodVol: null,
      manualOutturn: null,
    });
    expect(
      (await api.ok<SawingSpec[]>('POST', `/cutting/record/querySpecs/${order.id}`)).map((s) => s.woodLength),
    ).toEqual([4, 2]);
    expect(await outboxEvents('sawing.order.reopened', order.id)).toEqual([
      { orderId: order.id, orderNo: order.orderNo, benchId: benchOne.id },
    ]);
    // out of the ranking and the processed logs; its logs still count among the range's logs (an open order's)
    expect(await ranking()).toMatchObject({ ranking: [], logProcessingTotalVol: 0, logTotalVol: 0.4 });
    const { rows: sums } = await admin.query<{ log: number; board: number }>(
      `select coalesce(sum(log_e4), 0)::float8 as log, coalesce(sum(board_e4), 0)::float8 as board
         from sawing.daily_sawn where day = $1`,
      [day],
    );
    expect(sums).toEqual([{ log: 0, board: 0 }]);

    // an open order is not reopened; nor a deleted or merged one, one unknown or another tenant's
    const notClosed = `Order ${order.orderNo} is not closed: only a closed order can be reopened`;
    await refusedWithNothingWritten(() => api.post(`/cutting/record/rtd/${order.id}`), 402719, notClosed);
    const gone = await newOrder(benchOne, [SPEC], api, day);
    await api.ok('POST', '/cutting/record/delete', { orderid: gone.id });
    await refusedWithNothingWritten(() => api.post(`/cutting/record/rtd/${gone.id}`), 402719);
    const merged = await newOrder(benchOne, [SPEC], api, day);
    await api.ok('POST', '/cutting/record/merge', { orderids: `${order.id},${merged.id}` });
    await refusedWithNothingWritten(() => api.post(`/cutting/record/rtd/${merged.id}`), 402719);
    await refusedWithNothingWritten(() => api.post(`/cutting/record/rtd/${randomUUID()}`), 402701);
    await refusedWithNothingWritten(() => api.post('/cutting/record/rtd/not-an-id'), 400001);

    // closed again (with the order merged into it): counted once, with the new boards
    await api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.16 });
    await refusedWithNothingWritten(() => apiB.post(`/cutting/record/rtd/${order.id}`), 402701);
    expect((await ranking()).ranking).toEqual([
      expect.objectContaining({ benchNo: '01', vol: 0.4, woodVol: 0.16, outturn: 40 }),
    ]);
    // reopened and closed again: the same figures, nothing counted twice
    await api.ok('POST', `/cutting/record/rtd/${order.id}`);
    await api.ok('POST', '/cutting/record/close', { id: order.id, woodVol: 0.16 });
    expect(await ranking()).toMatchObject({ logProcessingTotalVol: 0.4, logTotalVol: 0.4, avgOutturn: 40 });
    const closed = (await list({ searchDate: day, pageSize: 150 })).records.find((r) => r.id === order.id);
    expect(closed).toMatchObject({ state: 1, woodVol: 0.16, manualOutturn: 40 });
    expect(await outboxEvents('sawing.order.reopened', order.id)).toHaveLength(2);
  });

  it('keeps manual bench days and the processing prices of a day', async () => {
    const day = '2026-09-15';
    const entry = { cuttingDate: day, logKindId: WOOD_KIND.id, logVol: 2.5, woodVol: 1.5 };
    await refusedWithNothingWritten(
      () => api.post('/oldBench/saveData', { ...entry, logKindId: randomUUID() }),
      402716,
    );
    await refusedWithNothingWritten(
      () => api.post('/oldBench/saveData', { ...entry, woodVol: 2.501 }),
      402708,
    );
    await refusedWithNothingWritten(
      () => api.post('/oldBench/saveData', { ...entry, logVol: 1.2345 }),
      400001,
    );
    await refusedWithNothingWritten(() => api.post('/oldBench/saveData', { ...entry, logVol: 0 }), 400001);
    const record = await api.ok<ManualBenchRecord>('POST', '/oldBench/saveData', entry);
    expect(record).toMatchObject({
      cuttingDate: day,
      logKind: 'Pine',
      logVol: 2.5,
      woodVol: 1.5,
      outturn: 60,
    });
    const changed = await api.ok<ManualBenchRecord>('POST', '/oldBench/editData', {
      id: record.id,
      ...entry,
      logVol: 3,
    });
    expect(changed).toMatchObject({ id: record.id, logVol: 3, outturn: 50 });
    const listed = await api.ok<PageResult<ManualBenchRecord>>('POST', '/oldBench/listData', {
      cuttingDate: day,
    });
    expect(listed).toEqual({ records: [changed], total: 1 });

    // a day not priced yet offers the kinds sawn that day
    expect(await api.ok<ProcessingPrice>('POST', '/logProcessing/listData', { processingDate: day })).toEqual(
      {
        processingDate: day,
        processingUnitPrice: null,
        saved: false,
        logProcessing: [{ kindId: WOOD_KIND.id, kindName: 'Pine', logVol: 3, logUnitPrice: null }],
      },
    );
    await refusedWithNothingWritten(
      () =>
        api.post('/logProcessing/saveData', {
          processingDate: day,
          logProcessing: [{ kindId: WOOD_KIND.id, logVol: 3 }],
        }),
      402717,
      'Pine: the log volume has no price',
    );
    await refusedWithNothingWritten(
      () =>
        api.post('/logProcessing/saveData', {
          processingDate: day,
          logProcessing: [{ kindId: WOOD_KIND.id, logVol: 3, logUnitPrice: 12.345 }],
        }),
      400001,
    );
    const priced = {
      processingDate: day,
      processingUnitPrice: 35.5,
      logProcessing: [{ kindId: WOOD_KIND.id, logVol: 3, logUnitPrice: 820.25 }],
    };
    const saved = await api.ok<ProcessingPrice>('POST', '/logProcessing/saveData', priced);
    expect(saved).toEqual({
      ...priced,
      saved: true,
      logProcessing: [{ kindId: WOOD_KIND.id, kindName: 'Pine', logVol: 3, logUnitPrice: 820.25 }],
    });
    const { rows } = await admin.query('select unit_price_cents::text as cents from sawing.processing_kinds');
    expect(rows).toEqual([{ cents: '82025' }]);
    expect(await api.ok<ProcessingPrice>('POST', '/logProcessing/listData', { processingDate: day })).toEqual(
      saved,
    );

    await api.ok('POST', '/oldBench/delData', { id: record.id });
    expect(
      (await api.ok<PageResult<ManualBenchRecord>>('POST', '/oldBench/listData', { cuttingDate: day })).total,
    ).toBe(0);
    await refusedWithNothingWritten(() => api.post('/oldBench/delData', { id: record.id }), 402718);
    await refusedWithNothingWritten(
      () => apiB.post('/oldBench/editData', { id: record.id, ...entry }),
      402716,
    );
  });

  it('keeps each tenant to its own benches, orders and logs (row-level security)', async () => {
    const { refs } = await stockIn(logs(1));
    const order = await newOrder(benchOne);
    expect(await apiB.ok<Bench[]>('POST', '/cutting/machine/listAll', {})).toEqual([]);
    expect((await list({}, apiB)).total).toBe(0);
    expect(
      (await apiB.ok<PageResult<SawingLog>>('POST', '/cutting/stockLog/pageData', { page: 1 })).total,
    ).toBe(0);
    await refusedWithNothingWritten(() => apiB.post('/cutting/record/close', { id: order.id }), 402701);
    await refusedWithNothingWritten(() => apiB.post('/cutting/record/delete', { orderid: order.id }), 402701);
    await refusedWithNothingWritten(
      () =>
        apiB.post('/cutting/record/saveData', { machineId: benchOne.id, cuttingDate: DAY, specsArr: [SPEC] }),
      402714,
    );
    const benchOfB = await apiB.ok<Bench>('POST', '/cutting/machine/save', {
      machineNo: '01',
      name: 'B’s saw',
    });
    const orderOfB = await newOrder(benchOfB, [SPEC], apiB);
    await refusedWithNothingWritten(
      () => apiB.post('/cutting/record/saveLogs', { id: orderOfB.id, logs: refs }),
      402713,
    );
  });

  it('answers only callers holding stock/sawTable (403001), in their language', async () => {
    const none = await sawing.clientFor(TENANT_A, ['stock/list']);
    for (const [path, body] of [
      ['/cutting/machine/listAll', {}],
      ['/cutting/record/pageData', {}],
      ['/cutting/machine/save', { machineNo: '09', name: 'x' }],
    ] as const) {
      const answer = await none.post(path, body);
      expect([answer.status, answer.body.code]).toEqual([403, 403001]);
    }
    const holder = await sawing.clientFor(TENANT_A, ['stock', 'stock/sawTable'], 'zh');
    expect((await holder.post('/cutting/machine/listAll', {})).body.code).toBe(0);
    const tooLong = await holder.post('/cutting/record/saveData', {
      machineId: benchOne.id,
      cuttingDate: DAY,
      specsArr: [{ ...SPEC, L: 16 }],
    });
    expect(tooLong.body).toMatchObject({ code: 402706, msg: '规格1：长度不能超过15M' });
  });
});
