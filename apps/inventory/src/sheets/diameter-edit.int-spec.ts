import {
  type AbnormalLog,
  type DiameterRow,
  type ModifiedSheet,
  type PageResult,
  type SheetRow,
  type StockRow,
} from '@timber/contracts';
import { type ApiClient, DEMO_DEVICE_SHEET, startTestStack, type TestStack } from '@timber/testing';
import { measureLog } from '@timber/volume';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const e4ToM3 = (e4: number): number => Math.round(e4 / 10) / 1000;
const volumeOf = (standard: string, logs: { min: number; max?: number; len: number }[]): number =>
  e4ToM3(
    logs.reduce(
      (sum, log) =>
        sum +
        measureLog(standard, { minDiameter: log.min, maxDiameter: log.max ?? log.min, length: log.len })
          .volumeE4,
      0,
    ),
  );

/** The diameter edit and the abnormal wood path through the BFF (spec §2 Diameter edit, §3, §4, §7). */
describe('diameter edit and abnormal wood (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let admin: Client;
  let refs: { locationId: string; kindId: string; customerId: string };

  beforeAll(async () => {
    system = await startTestStack('diamedit');
    api = await system.loginAs('admin');
    admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    const locationId = (await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Edit yard' }))
      .id;
    const kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Edit spruce' })).id;
    const customerId = (await api.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Edit buyer' })).id;
    refs = { locationId, kindId, customerId };
  });
  afterAll(async () => {
    await admin.end();
    await system.stop();
  });

  const create = (path: string, diameters: { dia: number; len?: number; qty: number }[], extra = {}) =>
    api.ok<{ id: string; spu: string }>('POST', path, {
      date: '2026-11-20',
      standard: 'ch',
      locationId: refs.locationId,
      kindId: refs.kindId,
      supplier: refs.customerId,
      len: 4,
      diameters,
      ...extra,
    });
  const rowsOf = (id: string, kind: 'stockIn' | 'stockOut' = 'stockIn') =>
    api.ok<DiameterRow[]>('POST', `/${kind}/d/diameters`, { id });
  const listed = async (path: string, spu: string) =>
    (await api.ok<PageResult<SheetRow>>('POST', path, { page: 1, pageSize: 20, spu })).records[0]!;
  const logCount = async (sheetId: string) =>
    (
      await admin.query<{ n: number }>(
        `select count(*)::int as n from inventory.sheet_logs where sheet_id = $1`,
        [sheetId],
      )
    ).rows[0]!.n;

  it('lists the abnormal logs of the device sheet, and its other logs as diameter rows', async () => {
    const abnormal = await api.ok<AbnormalLog[]>('POST', '/stockIn/d/abnormal', {
      stockInHId: DEMO_DEVICE_SHEET.id,
    });
    const flagged = DEMO_DEVICE_SHEET.logs.filter((log) => log[3]);
    expect(abnormal).toHaveLength(flagged.length);
    const sheet = (
      await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', { page: 1, pageSize: 50, status: 4 })
    ).records.find((row) => row.id === DEMO_DEVICE_SHEET.id)!;
    expect(sheet).toMatchObject({ errorNum: 3, deviceNo: 'DEV-0017', quantity: 12 });
    expect(abnormal.map((log) => [log.minDiameter, log.maxDiameter, log.woodSpecs])).toEqual(
      flagged.map(([min, max, len]) => [min, max, len]),
    );
    expect(abnormal[0]).toMatchObject({
      deviceNo: 'DEV-0017',
      picUrl: '',
      spu: sheet.spu,
      diameter: measureLog('ch', { minDiameter: 8.3, maxDiameter: 9.1, length: 4 }).diameterClass,
    });

    const rows = await rowsOf(DEMO_DEVICE_SHEET.id);
    expect(rows.reduce((n, row) => n + row.qty, 0)).toBe(DEMO_DEVICE_SHEET.logs.length - flagged.length);
    const ids = rows.flatMap((row) => row.ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(abnormal[0]!.id);
    for (const row of rows) {
      expect(row.ids).toHaveLength(row.qty);
      expect(
        measureLog('ch', { minDiameter: row.minDiameter, maxDiameter: row.maxDiameter, length: row.length })
          .diameterClass,
      ).toBe(row.diameter);
    }
    expect(rows.map((row) => row.diameter)).toEqual(rows.map((row) => row.diameter).sort((a, b) => a - b));

    // The other kind's call does not know a stock-in sheet; the body names the sheet by kind.
    expect((await api.post('/stockOut/d/abnormal', { stockOutHId: DEMO_DEVICE_SHEET.id })).body.code).toBe(
      404801,
    );
    expect((await api.post('/stockIn/d/abnormal', { stockOutHId: DEMO_DEVICE_SHEET.id })).body.code).toBe(
      400001,
    );
    expect((await api.post('/stockOut/d/diameters', { id: DEMO_DEVICE_SHEET.id })).body.code).toBe(404801);
  });

  it('removes a log and adds a manual one, measured under the standard; the list shows the new totals', async () => {
    const sheet = await create('/stockIn/h/save', [
      { dia: 30, qty: 2 },
      { dia: 24, qty: 3 },
      { dia: 36, len: 6, qty: 1 },
    ]);
    const before = await rowsOf(sheet.id);
    expect(before.map((row) => [row.diameter, row.length, row.qty])).toEqual([
      [24, 4, 3],
      [30, 4, 2],
      [36, 6, 1],
    ]);
    const removed = before[0]!.ids[0]!;
    const answer = await api.ok<ModifiedSheet>('POST', '/stockIn/h/modifyDia', {
      flag: 1,
      id: sheet.id,
      newData: [
        { length: 4, maxDia: 31.5, minDia: 29.2 },
        { length: 5.9, maxDia: 40, minDia: 40 },
      ],
      removeIds: removed,
    });
    const expectedVolume = volumeOf('ch', [
      { min: 24, len: 4 },
      { min: 24, len: 4 },
      { min: 30, len: 4 },
      { min: 30, len: 4 },
      { min: 36, len: 6 },
      { min: 29.2, max: 31.5, len: 4 },
      { min: 40, len: 5.9 },
    ]);
    expect(answer).toEqual({ quantity: 7, volume: expectedVolume, errorNum: 0 });
    const row = await listed('/stockIn/h/pageSpu', sheet.spu);
    expect(row).toMatchObject({ quantity: 7, volume: expectedVolume, status: 2, errorNum: 0 });
    const after = await rowsOf(sheet.id);
    expect(after.find((r) => r.diameter === 24)?.qty).toBe(2);
    expect(after.flatMap((r) => r.ids)).not.toContain(removed);
    expect(after.reduce((n, r) => n + r.qty, 0)).toBe(7);
    const manual = await admin.query<{ manual: boolean; data_source: number; min_diameter: string }>(
      `select manual, data_source, min_diameter from inventory.sheet_logs where sheet_id = $1 and wood_code like 'M-%' order by wood_code`,
      [sheet.id],
    );
    expect(manual.rows).toEqual([
      { manual: true, data_source: 2, min_diameter: '29.2' },
      { manual: true, data_source: 2, min_diameter: '40.0' },
    ]);
    // The average diameter follows the classes of the logs now on the sheet.
    const classes = [
      ...[24, 24, 30, 30].map((d) => measureLog('ch', { minDiameter: d, length: 4 }).diameterClass),
      measureLog('ch', { minDiameter: 36, length: 6 }).diameterClass,
      measureLog('ch', { minDiameter: 29.2, maxDiameter: 31.5, length: 4 }).diameterClass,
      measureLog('ch', { minDiameter: 40, length: 5.9 }).diameterClass,
    ];
    expect(row.avgDiameter).toBeCloseTo(classes.reduce((a, b) => a + b, 0) / classes.length, 1);
  });

  it('refuses an edit of nothing, a flag of the other kind, and readings outside the rules', async () => {
    const sheet = await create('/stockIn/h/save', [{ dia: 28, qty: 2 }]);
    const nothing = await api.post('/stockIn/h/modifyDia', {
      flag: 1,
      id: sheet.id,
      newData: [],
      removeIds: '',
    });
    expect(nothing.body).toMatchObject({
      code: 400810,
      msg: 'Nothing to modify: remove or add at least one log',
    });
    const log = { length: 4, maxDia: 30, minDia: 30 };
    const flag = await api.post('/stockIn/h/modifyDia', { flag: 2, id: sheet.id, newData: [log] });
    expect(flag.body.code).toBe(400813);
    const minAboveMax = await api.post('/stockIn/h/modifyDia', {
      flag: 1,
      id: sheet.id,
      newData: [{ length: 4, maxDia: 28, minDia: 30 }],
    });
    expect(minAboveMax.body).toMatchObject({
      code: 400001,
      msg: 'Invalid request: newData.0.minDia is not valid',
    });
    const tooLong = await api.post('/stockIn/h/modifyDia', {
      flag: 1,
      id: sheet.id,
      newData: [{ length: 15.5, maxDia: 30, minDia: 30 }],
    });
    expect(tooLong.body).toMatchObject({
      code: 400001,
      msg: 'Invalid request: newData.0.length must be at most 15',
    });
    const garbled = await api.post('/stockIn/h/modifyDia', { flag: 1, id: sheet.id, removeIds: 'a,b' });
    expect(garbled.body).toMatchObject({ code: 400001, msg: 'Invalid request: removeIds is not valid' });
    expect(await logCount(sheet.id)).toBe(2);
  });

  it('refuses ids of another sheet and taking every log away, changing nothing', async () => {
    const sheet = await create('/stockIn/h/save', [{ dia: 28, qty: 2 }]);
    const other = await create('/stockIn/h/save', [{ dia: 32, qty: 1 }]);
    const own = (await rowsOf(sheet.id)).flatMap((row) => row.ids);
    const foreign = (await rowsOf(other.id)).flatMap((row) => row.ids);
    const refused = await api.post('/stockIn/h/modifyDia', {
      flag: 1,
      id: sheet.id,
      removeIds: [own[0], foreign[0]].join(','),
    });
    expect(refused.body).toMatchObject({
      code: 400811,
      msg: '1 log to remove does not belong to this sheet',
    });
    const empty = await api.post('/stockIn/h/modifyDia', { flag: 1, id: sheet.id, removeIds: own.join(',') });
    expect(empty.body).toMatchObject({
      code: 400812,
      msg: 'A sheet keeps at least one log: not every log can be removed',
    });
    expect([await logCount(sheet.id), await logCount(other.id)]).toEqual([2, 1]);
    expect((await listed('/stockIn/h/pageSpu', sheet.spu)).quantity).toBe(2);
    // Replacing every log is an edit like any other: the sheet still has one.
    const replaced = await api.ok<ModifiedSheet>('POST', '/stockIn/h/modifyDia', {
      flag: 1,
      id: sheet.id,
      removeIds: own.join(','),
      newData: [{ length: 4, maxDia: 26, minDia: 26 }],
    });
    expect(replaced.quantity).toBe(1);
  });

  it('refuses to edit a sheet that is no longer pending', async () => {
    const disabled = await create('/stockIn/h/save', [{ dia: 28, qty: 2 }]);
    await api.ok('POST', `/stockIn/h/delete/${disabled.id}`);
    const confirmed = await create('/stockIn/h/save', [{ dia: 28, qty: 2 }]);
    await api.ok('POST', `/stockIn/h/confirm/${confirmed.id}`, { manual: 0 });
    for (const sheet of [disabled, confirmed]) {
      const ids = (await rowsOf(sheet.id)).flatMap((row) => row.ids);
      const refused = await api.post('/stockIn/h/modifyDia', { flag: 1, id: sheet.id, removeIds: ids[0] });
      expect(refused.body.code).toBe(400801);
      expect(await logCount(sheet.id)).toBe(2);
    }
    const missing = await api.post('/stockIn/h/modifyDia', {
      flag: 1,
      id: '00000000-0000-4000-8000-00000000dead',
      newData: [{ length: 4, maxDia: 30, minDia: 30 }],
    });
    expect(missing.body.code).toBe(404801);
  });

  it('edits a stock-out sheet through its own call with flag 2', async () => {
    const sheet = await create('/stockOut/save', [{ dia: 20, qty: 3 }]);
    const [row] = await rowsOf(sheet.id, 'stockOut');
    expect(row).toMatchObject({ diameter: 20, length: 4, qty: 3 });
    expect(
      (await api.post('/stockOut/modifyDia', { flag: 1, id: sheet.id, removeIds: row!.ids[0] })).body.code,
    ).toBe(400813);
    expect(
      (await api.post('/stockIn/h/modifyDia', { flag: 1, id: sheet.id, removeIds: row!.ids[0] })).body.code,
    ).toBe(404801);
    const answer = await api.ok<ModifiedSheet>('POST', '/stockOut/modifyDia', {
      flag: 2,
      id: sheet.id,
      removeIds: row!.ids[0],
    });
    expect(answer).toEqual({
      quantity: 2,
      volume: volumeOf('ch', [
        { min: 20, len: 4 },
        { min: 20, len: 4 },
      ]),
      errorNum: 0,
    });
    expect(await listed('/stockOut/pageData', sheet.spu)).toMatchObject({
      quantity: 2,
      volume: answer.volume,
    });
  });

  it("keeps another tenant's sheets and logs out of reach", async () => {
    const other = await system.loginAs('arrears');
    expect((await other.post('/stockIn/d/abnormal', { stockInHId: DEMO_DEVICE_SHEET.id })).body.code).toBe(
      404801,
    );
    expect((await other.post('/stockIn/d/diameters', { id: DEMO_DEVICE_SHEET.id })).body.code).toBe(404801);
    const locationId = (
      await other.ok<{ id: string }>('POST', '/location/save', { locationName: 'Far yard' })
    ).id;
    const kindId = (await other.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Far pine' })).id;
    const own = await other.ok<{ id: string }>('POST', '/stockIn/h/save', {
      date: '2026-11-20',
      standard: 'ch',
      locationId,
      kindId,
      len: 4,
      diameters: [{ dia: 30, qty: 2 }],
    });
    const demoIds = (await rowsOf(DEMO_DEVICE_SHEET.id)).flatMap((row) => row.ids);
    const refused = await other.post('/stockIn/h/modifyDia', {
      flag: 1,
      id: own.id,
      removeIds: demoIds.slice(0, 2).join(','),
    });
    expect(refused.body.code).toBe(400811);
    const notTheirs = await other.post('/stockIn/h/modifyDia', {
      flag: 1,
      id: DEMO_DEVICE_SHEET.id,
      removeIds: demoIds[0],
    });
    expect(notTheirs.body.code).toBe(404801);
    expect(await logCount(DEMO_DEVICE_SHEET.id)).toBe(DEMO_DEVICE_SHEET.logs.length);
  });

  it('converts one abnormal log to a manual entry and deletes another; the last is forced and the stock grows', async () => {
    const [branch, oval, short] = await api.ok<AbnormalLog[]>('POST', '/stockIn/d/abnormal', {
      stockInHId: DEMO_DEVICE_SHEET.id,
    });
    const stockOf = async () =>
      (
        await api.ok<PageResult<StockRow>>('POST', '/stock/pageData', {
          page: 1,
          pageSize: 10,
          locationId: '00000000-0000-4000-8000-000000000400',
        })
      ).records.find((row) => row.woodKind === 'Larch')?.quantity ?? 0;
    const stockBefore = await stockOf();
    const answer = await api.ok<ModifiedSheet>('POST', '/stockIn/h/modifyDia', {
      flag: 1,
      id: DEMO_DEVICE_SHEET.id,
      removeIds: `${branch!.id},${short!.id}`,
      newData: [
        {
          length: short!.woodSpecs,
          maxDia: short!.maxDiameter,
          minDia: short!.minDiameter,
          picUrl: short!.picUrl,
        },
      ],
    });
    expect(answer.quantity).toBe(11);
    expect(answer.errorNum).toBe(1);
    const left = await api.ok<AbnormalLog[]>('POST', '/stockIn/d/abnormal', {
      stockInHId: DEMO_DEVICE_SHEET.id,
    });
    expect(left.map((log) => log.id)).toEqual([oval!.id]);
    const rows = await rowsOf(DEMO_DEVICE_SHEET.id);
    expect(rows.reduce((n, row) => n + row.qty, 0)).toBe(10);
    const status = await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', {
      page: 1,
      pageSize: 50,
      status: 4,
    });
    expect(status.records.find((row) => row.id === DEMO_DEVICE_SHEET.id)).toMatchObject({
      errorNum: 1,
      quantity: 11,
    });

    // Still one abnormal log: a plain confirm is refused, a forced one converts it and confirms.
    const plain = await api.post(`/stockIn/h/confirm/${DEMO_DEVICE_SHEET.id}`, { manual: 0 });
    expect(plain.body.code).toBe(400804);
    await api.ok('POST', `/stockIn/h/confirm/${DEMO_DEVICE_SHEET.id}`, { manual: 1 });
    const spu = status.records.find((r) => r.id === DEMO_DEVICE_SHEET.id)!.spu;
    const confirmed = await listed('/stockIn/h/pageSpu', spu);
    expect(confirmed).toMatchObject({ status: 10, errorNum: 0, quantity: 11 });
    expect(await stockOf()).toBe(stockBefore + 11);
    const logs = await admin.query<{ abnormal: boolean; manual: boolean; n: number }>(
      `select abnormal, manual, count(*)::int as n from inventory.sheet_logs where sheet_id = $1 group by 1, 2 order by 2`,
      [DEMO_DEVICE_SHEET.id],
    );
    expect(logs.rows).toEqual([
      { abnormal: false, manual: false, n: 9 },
      { abnormal: false, manual: true, n: 2 },
    ]);
    expect(
      (await api.post('/stockIn/h/modifyDia', { flag: 1, id: DEMO_DEVICE_SHEET.id, removeIds: oval!.id }))
        .body.code,
    ).toBe(400801);
  });
});
