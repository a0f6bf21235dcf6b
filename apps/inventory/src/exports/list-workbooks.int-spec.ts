import { type PageResult, type SheetRow, type StockByKind, type StockRow } from '@timber/contracts';
import { type ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { measureLog } from '@timber/volume';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The row limit the suite's inventory runs with (EXPORT_MAX_ROWS), so "too many" is cheap to reach. */
const MAX_ROWS = 30;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = /\d{4}-\d{2}-\d{2}/.source;

type Cells = (ExcelJS.CellValue | undefined)[];

/**
 * The list workbooks through the BFF (spec §2 lists, §7 downloads, §9 file names): the stock list,
 * the diameter sheet and the fitted diameter sheet of stock-in and stock-out, and the simple stock
 * view, over real processes, PostgreSQL and Redis.
 */
describe('list workbooks (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let refs: { yard1: string; yard2: string; kindA: string; kindB: string; buyer: string };
  /** sheet A: 11 diameter rows (wood codes 1-1 … 11-1); B: 2 logs of another kind and yard */
  let sheets: Record<'a' | 'b' | 'e' | 'out', { id: string; spu: string }>;
  const aRows = Array.from({ length: 11 }, (_, i) => ({ dia: 14 + 2 * i, qty: 1 }));

  const save = (path: string, body: Record<string, unknown>) =>
    api.ok<{ id: string; spu: string }>('POST', path, {
      date: '2026-11-20',
      standard: 'ch',
      len: 4,
      ...body,
    });

  beforeAll(async () => {
    system = await startTestStack('listbooks', { env: { inventory: { EXPORT_MAX_ROWS: String(MAX_ROWS) } } });
    api = await system.loginAs('admin');
    const id = async (path: string, body: unknown) => (await api.ok<{ id: string }>('POST', path, body)).id;
    refs = {
      yard1: await id('/location/save', { locationName: 'Book yard one' }),
      yard2: await id('/location/save', { locationName: 'Book yard two' }),
      kindA: await id('/wk/save', { woodKindName: 'Book pine' }),
      kindB: await id('/wk/save', { woodKindName: 'Book spruce' }),
      buyer: await id('/cus/save', { customerName: 'Book buyer' }),
    };
    const a = await save('/stockIn/h/save', {
      locationId: refs.yard1,
      kindId: refs.kindA,
      supplier: refs.buyer,
      diameters: aRows,
    });
    const b = await save('/stockIn/h/save', {
      locationId: refs.yard2,
      kindId: refs.kindB,
      supplier: refs.buyer,
      diameters: [{ dia: 36, len: 6, qty: 2 }],
    });
    const e = await save('/stockIn/h/save', {
      locationId: refs.yard2,
      kindId: refs.kindA,
      supplier: refs.buyer,
      diameters: [{ dia: 20, qty: 1 }],
    });
    for (const sheet of [a, b, e]) {
      await api.ok('POST', `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    }
    const out = await save('/stockOut/save', {
      locationId: refs.yard1,
      kindId: refs.kindA,
      supplier: refs.buyer,
      diameters: [{ dia: 30, qty: 2 }],
    });
    sheets = { a, b, e, out };
  });
  afterAll(() => system.stop());

  const download = (path: string, body: unknown, lang = 'en') =>
    fetch(`${system.stack.url('bff')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${api.token}`,
        lang,
        'timezone-offset': '0',
      },
      body: JSON.stringify(body),
    });

  /** The first worksheet of a downloaded workbook: its name, header and data rows (cells from 1). */
  async function workbook(response: Response, fileName: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${fileName}-${DAY}\\.xlsx"$`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const rows: Cells[] = [];
    sheet.eachRow((row) => rows.push((row.values as Cells).slice(1)));
    return { name: sheet.name, header: rows[0]!, rows: rows.slice(1) };
  }

  const listed = async (path: string, spu: string) =>
    (await api.ok<PageResult<SheetRow>>('POST', path, { page: 1, pageSize: 10, spu })).records[0]!;

  it('writes the diameter sheet of the filtered stock-in list: one row per log, in the user language', async () => {
    const all = await workbook(await download('/stockIn/h/downloadDia', {}, 'zh'), 'stock-in-diameters');
    expect(all.name).toBe('检尺明细');
    expect(all.header).toEqual([
      '单号',
      '日期',
      '客户',
      '木材种类',
      '仓库',
      '计量标准',
      '木材编号',
      '最小径 (cm)',
      '最大径 (cm)',
      '检尺径 (cm)',
      '长度 (m)',
      '材积 (m³)',
      '手工录入',
      '数据来源',
    ]);
    // every log of the three stock-in sheets, newest sheet first, then the demo device sheet of yesterday
    const device = (
      await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', { page: 1, pageSize: 10, status: 4 })
    ).records[0]!;
    expect(all.rows.map((r) => r[0])).toEqual([
      sheets.e.spu,
      sheets.b.spu,
      sheets.b.spu,
      ...aRows.map(() => sheets.a.spu),
      ...Array.from({ length: device.quantity }, () => device.spu),
    ]);
    const deviceLogs = all.rows.filter((r) => r[0] === device.spu);
    // device wood codes in natural order too (9, 10, 11, 12), read by the device, not by hand
    expect(deviceLogs.map((r) => r[6])).toEqual(deviceLogs.map((_, i) => String(i + 1)));
    expect(deviceLogs.map((r) => [r[12], r[13]])).toEqual(deviceLogs.map(() => ['否', '设备']));
    expect(deviceLogs[0]!.slice(7, 9)).toEqual([28.4, 30.1]);
    const aLogs = all.rows.filter((r) => r[0] === sheets.a.spu);
    // wood codes in natural order: 2-1 before 10-1
    expect(aLogs.map((r) => r[6])).toEqual(aRows.map((_, i) => `${i + 1}-1`));
    const tenth = measureLog('ch', { minDiameter: aRows[9]!.dia, length: 4 });
    expect(aLogs[9]).toEqual([
      sheets.a.spu,
      '2026-11-20',
      'Book buyer',
      'Book pine',
      'Book yard one',
      'ch',
      '10-1',
      aRows[9]!.dia,
      aRows[9]!.dia,
      tenth.diameterClass,
      4,
      tenth.volumeE4 / 10_000,
      '是',
      '手工录入',
    ]);
    const volumeE4 = aLogs.reduce((sum, r) => sum + Math.round((r[11] as number) * 10_000), 0);
    expect(Math.round(volumeE4 / 10) / 1000).toBe((await listed('/stockIn/h/pageSpu', sheets.a.spu)).volume);
  });

  it('honours the list filters in the diameter sheet', async () => {
    const byKind = await workbook(
      await download('/stockIn/h/downloadDia', { woodKindId: refs.kindB }),
      'stock-in-diameters',
    );
    expect(byKind.name).toBe('Diameter sheet');
    expect(byKind.header[12]).toBe('Manual entry');
    expect(byKind.rows.map((r) => [r[0], r[3], r[9], r[10]])).toEqual([
      [sheets.b.spu, 'Book spruce', 36, 6],
      [sheets.b.spu, 'Book spruce', 36, 6],
    ]);
    const bySpu = await workbook(
      await download('/stockIn/h/downloadDia', { spu: sheets.e.spu }),
      'stock-in-diameters',
    );
    expect(bySpu.rows.map((r) => r[0])).toEqual([sheets.e.spu]);
    const pending = await workbook(
      await download('/stockIn/h/downloadDia', { status: 1 }),
      'stock-in-diameters',
    );
    expect(pending.rows).toEqual([]);
    const out = await workbook(await download('/stockOut/downloadDia', {}, 'ru'), 'stock-out-diameters');
    expect(out.name).toBe('Ведомость диаметров');
    expect(out.rows.map((r) => [r[0], r[6], r[9], r[12], r[13]])).toEqual([
      [sheets.out.spu, '1-1', 30, 'Да', 'Ручной ввод'],
      [sheets.out.spu, '1-2', 30, 'Да', 'Ручной ввод'],
    ]);
  });

  it('writes the fitted diameter sheet: per sheet, logs by diameter class and length, with the sheet total', async () => {
    const fitted = await workbook(
      await download('/stockIn/h/downloadFittedDia', { woodKindId: refs.kindA }),
      'stock-in-fitted-diameters',
    );
    expect(fitted.name).toBe('Fitted diameter sheet');
    expect(fitted.header).toEqual([
      'Sheet no.',
      'Date',
      'Customer',
      'Wood type',
      'Warehouse',
      'Standard',
      'Diameter class (cm)',
      'Length (m)',
      'Quantity',
      'Volume (m³)',
    ]);
    const names = [sheets.e.spu, '2026-11-20', 'Book buyer'];
    const e = measureLog('ch', { minDiameter: 20, length: 4 });
    expect(fitted.rows.slice(0, 2)).toEqual([
      [
        ...names,
        'Book pine',
        'Book yard two',
        'ch',
        e.diameterClass,
        4,
        1,
        Math.round(e.volumeE4 / 10) / 1000,
      ],
      [
        ...names,
        'Book pine',
        'Book yard two',
        'ch',
        'Sheet total',
        undefined,
        1,
        Math.round(e.volumeE4 / 10) / 1000,
      ],
    ]);
    const a = fitted.rows.slice(2);
    expect(a).toHaveLength(aRows.length + 1);
    expect(a.slice(0, -1).map((r) => [r[0], r[6], r[7], r[8]])).toEqual(
      aRows.map((row) => [
        sheets.a.spu,
        measureLog('ch', { minDiameter: row.dia, length: 4 }).diameterClass,
        4,
        1,
      ]),
    );
    const total = a.at(-1)!;
    const listedA = await listed('/stockIn/h/pageSpu', sheets.a.spu);
    expect([total[6], total[8], total[9]]).toEqual(['Sheet total', listedA.quantity, listedA.volume]);

    const out = await workbook(
      await download('/stockOut/downloadFittedDia', {}, 'ja'),
      'stock-out-fitted-diameters',
    );
    expect(out.name).toBe('径級集計表');
    const outLog = measureLog('ch', { minDiameter: 30, length: 4 });
    const outVolume = Math.round((outLog.volumeE4 * 2) / 10) / 1000;
    expect(out.rows.map((r) => [r[0], r[6], r[7], r[8], r[9]])).toEqual([
      [sheets.out.spu, outLog.diameterClass, 4, 2, outVolume],
      [sheets.out.spu, '伝票合計', undefined, 2, outVolume],
    ]);
  });

  it('measures a log stored without its class under the sheet standard, and counts apart what it cannot measure', async () => {
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    try {
      // as abnormal device data arrives: no stored class or volume; one of them too short to measure
      await admin.query(
        `update inventory.sheet_logs set diameter_class = null, length_class = null, volume_e4 = null,
           length_m = case when wood_code = '1-2' then 0.3 else length_m end
         where sheet_id = $1`,
        [sheets.out.id],
      );
    } finally {
      await admin.end();
    }
    const out = await workbook(
      await download('/stockOut/downloadFittedDia', {}),
      'stock-out-fitted-diameters',
    );
    const measured = measureLog('ch', { minDiameter: 30, length: 4 });
    const volume = Math.round(measured.volumeE4 / 10) / 1000;
    expect(out.rows.map((r) => [r[0], r[6], r[7], r[8], r[9]])).toEqual([
      [sheets.out.spu, measured.diameterClass, 4, 1, volume],
      [sheets.out.spu, 'Sheet total', undefined, 1, volume],
      [sheets.out.spu, 'Not measurable under the standard', undefined, 1, undefined],
    ]);
  });

  it('writes the stock list with its filters and the user-language headers', async () => {
    const stock = await workbook(await download('/stock/downloadExcel', {}, 'ru'), 'stock');
    expect(stock.name).toBe('Запас');
    expect(stock.header).toEqual(['Склад', 'Порода', 'Количество', 'Объём (м³)', 'Обновлено']);
    const list = await api.ok<PageResult<StockRow>>('POST', '/stock/pageData', { page: 1, pageSize: 100 });
    expect(stock.rows.map((r) => r.slice(0, 4))).toEqual(
      list.records.map((r) => [r.storageBin, r.woodKind, r.quantity, r.volume]),
    );
    expect(stock.rows.map((r) => r.slice(0, 3))).toEqual([
      ['Book yard one', 'Book pine', 11],
      ['Book yard two', 'Book pine', 1],
      ['Book yard two', 'Book spruce', 2],
    ]);
    const updated = stock.rows[0]![4] as Date;
    expect(updated).toBeInstanceOf(Date);
    expect(Math.abs(updated.getTime() - Date.parse(list.records[0]!.updateTime))).toBeLessThan(1000);

    const filtered = await workbook(
      await download('/stock/downloadExcel', { locationId: refs.yard2, woodKindId: refs.kindB }),
      'stock',
    );
    expect(filtered.header[0]).toBe('Warehouse');
    expect(filtered.rows.map((r) => r.slice(0, 3))).toEqual([['Book yard two', 'Book spruce', 2]]);
  });

  it('sums the stock per wood kind over every warehouse for the simple stock view', async () => {
    const view = await api.ok<StockByKind>('POST', '/stock/simple', {});
    const list = await api.ok<PageResult<StockRow>>('POST', '/stock/pageData', { page: 1, pageSize: 100 });
    const pine = list.records.filter((r) => r.woodKind === 'Book pine');
    expect(view.rows).toEqual([
      {
        woodKindId: refs.kindA,
        woodKind: 'Book pine',
        locations: 2,
        quantity: 12,
        volume: Math.round(pine.reduce((sum, r) => sum + r.volume * 1000, 0)) / 1000,
      },
      {
        woodKindId: refs.kindB,
        woodKind: 'Book spruce',
        locations: 1,
        quantity: 2,
        volume: list.records.find((r) => r.woodKind === 'Book spruce')!.volume,
      },
    ]);
    expect(view.totalQty).toBe(14);
    expect(view.totalVol).toBeCloseTo(view.rows[0]!.volume + view.rows[1]!.volume, 3);
    // a query ignores the fields it does not know: the view takes no filter and shows every kind still
    expect(await api.ok('POST', '/stock/simple', { woodKindId: refs.kindA })).toEqual(view);
  });

  it('refuses an export above the row limit before writing anything, and validates its filters', async () => {
    await save('/stockIn/h/save', {
      locationId: refs.yard1,
      kindId: refs.kindA,
      diameters: [{ dia: 26, qty: MAX_ROWS }],
    });
    for (const path of ['/stockIn/h/downloadDia', '/stockIn/h/downloadFittedDia']) {
      const refused = await download(path, {});
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-disposition')).toBeNull();
      expect(await refused.json()).toEqual({
        code: 400910,
        msg: `This export would hold more than ${MAX_ROWS} rows: narrow the filters and export again`,
        data: null,
      });
    }
    // the limit counts what the filters keep
    const narrowed = await workbook(
      await download('/stockIn/h/downloadFittedDia', { woodKindId: refs.kindB }),
      'stock-in-fitted-diameters',
    );
    expect(narrowed.rows).toHaveLength(2);
    const invalid = await download('/stockOut/downloadDia', { status: 'confirmed' });
    expect(((await invalid.json()) as { code: number }).code).toBe(400001);
    const unknownKind = await download('/stock/downloadExcel', { woodKindId: 'pine' });
    expect(((await unknownKind.json()) as { code: number }).code).toBe(400001);
  });

  it('keeps each download to its permission', async () => {
    const clerk = await system.loginAs('clerk');
    const answer = await fetch(`${system.stack.url('bff')}/stockOut/downloadFittedDia`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${clerk.token}` },
      body: '{}',
    });
    expect(((await answer.json()) as { code: number }).code).toBe(403001);
  });
});
