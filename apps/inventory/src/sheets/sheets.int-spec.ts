import { utils, write } from '@e965/xlsx';
import {
  confirmedLogsOf,
  type DiameterCategory,
  ERROR_CODES,
  type EventPayload,
  type PageResult,
  type SheetPrintData,
  type SheetRow,
  type StockRow,
} from '@timber/contracts';
import { type ApiClient, expectEventually, startTestStack, type TestStack } from '@timber/testing';
import { measureLog } from '@timber/volume';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Stock-in and stock-out sheets through the BFF: add by hand, list, confirm, stock, disable. */
describe('sheets and stock (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let refs: { locationId: string; kindId: string; customerId: string };
  const rows = Array.from({ length: 20 }, (_, i) => ({ dia: 14 + 2 * i, qty: 1 + (i % 3) }));

  beforeAll(async () => {
    system = await startTestStack('sheets');
    api = await system.loginAs('admin');
    const locationId = (
      await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Sheet yard' })
    ).id;
    const kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Sheet larch' })).id;
    const customerId = (await api.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Sheet buyer' }))
      .id;
    refs = { locationId, kindId, customerId };
  });
  afterAll(() => system.stop());

  const sheet = (extra: Record<string, unknown> = {}) => ({
    date: '2026-11-20',
    standard: 'ch',
    locationId: refs.locationId,
    kindId: refs.kindId,
    len: 4,
    diameters: rows,
    ...extra,
  });
  const find = async (path: string, spu: string) =>
    (await api.ok<PageResult<SheetRow>>('POST', path, { page: 1, pageSize: 20, spu })).records[0]!;
  const stockOf = async () =>
    (
      await api.ok<PageResult<StockRow>>('POST', '/stock/pageSpu', {
        page: 1,
        pageSize: 10,
        locationId: refs.locationId,
      })
    ).records;

  it('adds a stock-in sheet of 20 diameter rows with the volume library volumes', async () => {
    const { spu } = await api.ok<{ id: string; spu: string }>('POST', '/stockIn/h/save', sheet());
    expect(spu).toMatch(/^IN20261120-\d{4}$/);
    const row = await find('/stockIn/h/pageSpu', spu);
    const expectedE4 = rows.reduce(
      (sum, r) => sum + measureLog('ch', { minDiameter: r.dia, length: 4 }).volumeE4 * r.qty,
      0,
    );
    expect(row).toMatchObject({
      status: 1,
      quantity: rows.reduce((n, r) => n + r.qty, 0),
      volume: Math.round(expectedE4 / 10) / 1000,
      woodKind: 'Sheet larch',
      storageBin: 'Sheet yard',
      standardType: 'ch',
      tradePartner: '',
      creator: 'admin',
    });
    expect(row.avgDiameter).toBeGreaterThan(14);
  });

  it('refuses to confirm without a customer, then confirms with one and grows the stock', async () => {
    const bare = await api.ok<{ id: string; spu: string }>('POST', '/stockIn/h/save', sheet());
    const refused = await api.post(`/stockIn/h/confirm/${bare.id}`, { manual: 0 });
    expect(refused.body.code).toBe(400803);
    const before = (await stockOf())[0]?.quantity ?? 0;
    const withCustomer = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockIn/h/save',
      sheet({ supplier: refs.customerId }),
    );
    await api.ok('POST', `/stockIn/h/confirm/${withCustomer.id}`, { manual: 0 });
    const confirmed = await find('/stockIn/h/pageSpu', withCustomer.spu);
    expect(confirmed.status).toBe(10);
    const [stock] = await stockOf();
    expect(stock).toMatchObject({
      storageBin: 'Sheet yard',
      woodKind: 'Sheet larch',
      quantity: before + confirmed.quantity,
    });
    expect(stock!.volume).toBeCloseTo(confirmed.volume, 3);
    const again = await api.post(`/stockIn/h/confirm/${withCustomer.id}`, { manual: 0 });
    expect(again.body.code).toBe(400801);
  });

  it('publishes inventory.stock-in.confirmed (version 2) with the totals, names and logs, through the outbox', async () => {
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    try {
      const published = await expectEventually(async () => {
        const result = await admin.query<{
          version: number;
          payload: EventPayload<'inventory.stock-in.confirmed'>;
        }>(
          `select version, payload from inventory.outbox where type = 'inventory.stock-in.confirmed' and published_at is not null`,
        );
        expect(result.rows).toHaveLength(1);
        return result.rows[0]!;
      });
      expect(published.version).toBe(2);
      const { payload } = published;
      expect(payload).toMatchObject({
        standard: 'ch',
        customerName: 'Sheet buyer',
        woodKindName: 'Sheet larch',
        locationName: 'Sheet yard',
        transportNum: '',
        sheetDate: '2026-11-20',
      });
      // the logs, one per log of the sheet, with the classes and volumes the totals are summed from
      const logs = confirmedLogsOf(payload)!;
      expect(logs.woodCode).toHaveLength(payload.quantity);
      expect(logs.volumeE4.reduce<number>((sum, v) => sum + (v ?? 0), 0)).toBe(payload.volumeE4);
      expect([...new Set(logs.diameterClass)].sort((a, b) => a! - b!)).toEqual(rows.map((r) => r.dia));
      expect(logs.picUrl).toBeNull();
    } finally {
      await admin.end();
    }
  });

  it('refuses a stock-out larger than the stock, naming the shortfall; a fitting one takes it away', async () => {
    const [stock] = await stockOf();
    const tooMany = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockOut/save',
      sheet({ supplier: refs.customerId, diameters: [{ dia: 30, qty: stock!.quantity + 5 }] }),
    );
    const refused = await api.post(`/stockOut/confirm/${tooMany.id}`, { manual: 0 });
    expect(refused.body.code).toBe(400806);
    expect(refused.body.msg).toMatch(/^Not enough stock: 5 logs and [\d.]+ m³ short$/);
    const fitting = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockOut/save',
      sheet({ supplier: refs.customerId, diameters: [{ dia: 14, qty: 1 }] }),
    );
    expect(fitting.spu).toMatch(/^OUT20261120-\d{4}$/);
    await api.ok('POST', `/stockOut/confirm/${fitting.id}`, { manual: 0 });
    expect((await stockOf())[0]!.quantity).toBe(stock!.quantity - 1);
  });

  it("shows the stock and today's confirmed sheets on the dashboard", async () => {
    const summary = await api.ok<{ qty: number; volume: number; entryQty: number; deliveryQty: number }>(
      'POST',
      '/statistics/stock',
      {},
    );
    const [stock] = await stockOf();
    expect(summary.qty).toBe(stock!.quantity);
    expect(summary.volume).toBeCloseTo(stock!.volume, 3);
    expect(summary.entryQty).toBe(summary.qty + 1);
    expect(summary.deliveryQty).toBe(1);
    expect(await api.ok('POST', '/statistics/summary', {})).toEqual(summary);
  });

  it('disables a pending sheet, which then cannot be confirmed', async () => {
    const pending = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockIn/h/save',
      sheet({ supplier: refs.customerId }),
    );
    await api.ok('POST', `/stockIn/h/delete/${pending.id}`);
    expect((await find('/stockIn/h/pageSpu', pending.spu)).status).toBe(0);
    expect((await api.post(`/stockIn/h/confirm/${pending.id}`, { manual: 0 })).body.code).toBe(400801);
  });

  it('validates the sheet form (§5) and its references', async () => {
    const noRows = await api.post('/stockIn/h/save', sheet({ diameters: [] }));
    expect(noRows.body.code).toBe(400001);
    const leadingZero = await api.post('/stockIn/h/save', sheet({ diameters: [{ dia: 1.5, qty: 1 }] }));
    expect(leadingZero.body.msg).toContain('diameters.0.dia');
    const unknownKind = await api.post(
      '/stockIn/h/save',
      sheet({ kindId: '00000000-0000-4000-8000-00000000dead' }),
    );
    expect(unknownKind.body.code).toBe(400805);
    const unknownStandard = await api.post('/stockIn/h/save', sheet({ standard: 'nope' }));
    expect(unknownStandard.body.code).toBe(404701);
  });

  it('takes inline edits while pending: customer, wood kind, location, transport number', async () => {
    const pending = await api.ok<{ id: string; spu: string }>('POST', '/stockIn/h/save', sheet());
    const otherKind = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Sheet birch' })).id;
    await api.ok('POST', '/stockIn/h/changeCus', { id: pending.id, customerId: refs.customerId });
    await api.ok('POST', '/stockIn/h/changeKind', { id: pending.id, woodKindId: otherKind });
    await api.ok('POST', '/stockIn/h/changeTransportNum', { id: pending.id, transportNum: 'AB12345' });
    const bad = await api.post('/stockIn/h/changeTransportNum', { id: pending.id, transportNum: 'AB-12' });
    expect(bad.body.code).toBe(400001);
    const missing = await api.post('/stockIn/h/changeLoc', {
      id: pending.id,
      locationId: '00000000-0000-4000-8000-00000000beef',
    });
    expect(missing.body.code).toBe(400805);
    expect(await find('/stockIn/h/pageSpu', pending.spu)).toMatchObject({
      tradePartner: 'Sheet buyer',
      woodKind: 'Sheet birch',
      transportNum: 'AB12345',
      storageBin: 'Sheet yard',
    });
    await api.ok('POST', `/stockIn/h/delete/${pending.id}`);
    expect(
      (await api.post('/stockIn/h/changeCus', { id: pending.id, customerId: refs.customerId })).body.code,
    ).toBe(400801);
  });

  it('groups a sheet by diameter class and length, and recomputes it under another standard', async () => {
    const mixed = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockIn/h/save',
      sheet({
        diameters: [
          { dia: 30, qty: 2 },
          { dia: 31, qty: 1 },
          { dia: 44, len: 4.6, qty: 1 },
        ],
      }),
    );
    const ch = await api.ok<{
      rows: { dia: number; length: number; qty: number; vol: number }[];
      totalQty: number;
      totalVol: number;
      rangeGroups: { label: string; qty: number }[];
    }>('POST', '/stockIn/d/getDiaCategory', { id: mixed.id });
    expect(ch.rows).toEqual([
      { dia: 30, length: 4, qty: 2, vol: 2 * measureLog('ch', { minDiameter: 30, length: 4 }).volume },
      { dia: 32, length: 4, qty: 1, vol: measureLog('ch', { minDiameter: 31, length: 4 }).volume },
      { dia: 44, length: 4.6, qty: 1, vol: 0.837 },
    ]);
    expect(ch.rangeGroups.map((g) => [g.label, g.qty])).toEqual([
      ['30~38', 3],
      ['40~48', 1],
    ]);
    const jas = await api.ok<{ standard: string; totalQty: number; totalVol: number }>(
      'POST',
      '/stockIn/d/getDiaCategory',
      {
        id: mixed.id,
        standard: 'jas',
      },
    );
    expect(jas.standard).toBe('jas');
    expect(jas.totalQty).toBe(4);
    expect(jas.totalVol).not.toBe(ch.totalVol);
  });

  it('moves a stock row to another warehouse, adding to what lies there', async () => {
    const [row] = await stockOf();
    const shed = (await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Sheet shed' })).id;
    const same = await api.post(`/stock/transfer/${row!.id}`, { id: row!.id, locId: refs.locationId });
    expect(same.body.code).toBe(400807);
    const mismatch = await api.post(`/stock/transfer/${row!.id}`, { id: shed, locId: shed });
    expect(mismatch.body.code).toBe(400001);
    await api.ok('POST', `/stock/transfer/${row!.id}`, { id: row!.id, locId: shed });
    expect(await stockOf()).toEqual([]);
    const moved = await api.ok<PageResult<StockRow>>('POST', '/stock/pageData', {
      page: 1,
      pageSize: 10,
      locationId: shed,
    });
    expect(moved.records).toEqual([
      expect.objectContaining({ storageBin: 'Sheet shed', quantity: row!.quantity, volume: row!.volume }),
    ]);
    const empty = await api.post(`/stock/transfer/${row!.id}`, { id: row!.id, locId: shed });
    expect(empty.body.code).toBe(404807);
  });

  it('merges pending sheets into one that keeps every log and its origin', async () => {
    const a = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockIn/h/save',
      sheet({ diameters: [{ dia: 20, qty: 2 }] }),
    );
    const b = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockIn/h/save',
      sheet({ supplier: refs.customerId, vehicleLicense: 'TRK9', diameters: [{ dia: 24, qty: 3 }] }),
    );
    const otherStandard = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockIn/h/save',
      sheet({ standard: 'jas' }),
    );
    const mismatch = await api.post('/stockIn/h/merge', { orderNos: `${a.spu},${otherStandard.spu}` });
    expect(mismatch.body).toMatchObject({
      code: 400809,
      msg: 'Only sheets with the same standard can be merged',
    });
    expect((await api.post('/stockIn/h/merge', { orderNos: a.spu })).body.code).toBe(400808);
    const merged = await api.ok<{ id: string; spu: string }>('POST', '/stockIn/h/merge', {
      orderNos: `${a.spu}, ${b.spu}`,
    });
    const [rowA, rowB, rowMerged] = await Promise.all(
      [a.spu, b.spu, merged.spu].map((spu) => find('/stockIn/h/pageSpu', spu)),
    );
    expect([rowA!.status, rowB!.status, rowMerged!.status]).toEqual([5, 5, 1]);
    expect(rowMerged).toMatchObject({ quantity: 5, tradePartner: 'Sheet buyer', transportNum: 'TRK9' });
    expect(rowMerged!.volume).toBeCloseTo(rowA!.volume + rowB!.volume, 3);
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    try {
      const origins = await admin.query<{ origin_sheet_id: string; n: number }>(
        `select origin_sheet_id, count(*)::int as n from inventory.sheet_logs where sheet_id = $1 group by 1 order by 2`,
        [merged.id],
      );
      expect(origins.rows).toEqual([
        { origin_sheet_id: a.id, n: 2 },
        { origin_sheet_id: b.id, n: 3 },
      ]);
    } finally {
      await admin.end();
    }
    expect((await api.post('/stockIn/h/merge', { orderNos: `${a.spu},${b.spu}` })).body.code).toBe(400801);
  });

  it('exports the filtered stock-in list to xlsx with headers in the user language', async () => {
    const response = await fetch(`${system.stack.url('bff')}/stockIn/h/downloadExcel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, lang: 'ru' },
      body: JSON.stringify({ status: 10 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="stock-in-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Приходные ведомости');
    expect(sheet.getRow(1).getCell(1).value).toBe('№ ведомости');
    const confirmed = await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', {
      page: 1,
      pageSize: 100,
      status: 10,
    });
    expect(sheet.rowCount - 1).toBe(confirmed.total);
    expect(sheet.getRow(2).getCell(1).value).toBe(confirmed.records[0]!.spu);
    expect(sheet.getRow(2).getCell(11).value).toBe('Подтверждена');
    const download = (body: unknown) =>
      fetch(`${system.stack.url('bff')}/stockIn/h/downloadExcel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
        body: JSON.stringify(body),
      });
    // a query ignores the fields it does not know: the list's paging sent along writes every row still
    const paged = new ExcelJS.Workbook();
    await paged.xlsx.load(await (await download({ status: 10, page: 2, pageSize: 1 })).arrayBuffer());
    expect(paged.worksheets[0]!.rowCount - 1).toBe(confirmed.total);
    const refused = await download({ status: 'confirmed' });
    expect(((await refused.json()) as { code: number }).code).toBe(400001);
  });

  it('imports a workbook all or nothing: a bad row is named, the fixed workbook creates its sheets', async () => {
    const bff = system.stack.url('bff');
    const template = await fetch(`${bff}/stockIn/h/importTemplate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, lang: 'zh' },
    });
    const templateBook = new ExcelJS.Workbook();
    await templateBook.xlsx.load(await template.arrayBuffer());
    expect(templateBook.worksheets[0]!.getRow(1).values).toEqual(
      expect.arrayContaining(['日期', '计量标准', '仓库', '木材种类', '径级 (cm)', '长度 (m)', '根数']),
    );
    // Issue 22 item 5: the sheet the import reads holds the headers only; the instructions and the
    // example stand on a second sheet, and the template sent back unchanged imports nothing.
    expect(templateBook.worksheets[0]!.actualRowCount).toBe(1);
    const help = templateBook.worksheets[1]!;
    expect(help.name).toBe('填写说明');
    expect(help.getRow(1).getCell(1).text).toContain('第一个工作表');
    expect(help.getRow(5).values).toEqual(expect.arrayContaining(['2026-11-22', 'ch', 30, 4, 5]));
    const unchanged = new FormData();
    unchanged.append('entryXls', new Blob([await templateBook.xlsx.writeBuffer()]), 'template.xlsx');
    const sentBack = await fetch(`${bff}/stockIn/h/importExcel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, lang: 'en' },
      body: unchanged,
    });
    expect(((await sentBack.json()) as { code: number }).code).toBe(ERROR_CODES['IMPORT.EMPTY'].code);
    const upload = async (woodKind: string) => {
      const book = new ExcelJS.Workbook();
      const sheetOf = book.addWorksheet('import');
      sheetOf.addRow(['date', 'standard', 'location', 'wood', 'customer', 'truck', 'dia', 'len', 'qty']);
      sheetOf.addRow(['2026-11-21', 'ch', 'Sheet yard', 'Sheet larch', 'Sheet buyer', 'IMP1', 30, 4, 3]);
      sheetOf.addRow(['2026-11-21', 'ch', 'Sheet yard', woodKind, 'Sheet buyer', 'IMP2', 26, 5.8, 2]);
      sheetOf.addRow(['2026-11-21', 'ch', 'Sheet yard', 'Sheet larch', 'Sheet buyer', 'IMP1', 32, 4, 1]);
      const form = new FormData();
      form.append('entryXls', new Blob([await book.xlsx.writeBuffer()]), 'sheets.xlsx');
      const response = await fetch(`${bff}/stockIn/h/importExcel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}`, lang: 'en' },
        body: form,
      });
      return (await response.json()) as { code: number; msg: string; data: unknown };
    };
    const before = (
      await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', { page: 1, pageSize: 1 })
    ).total;
    const refused = await upload('Teak');
    expect(refused).toEqual({
      code: 400903,
      msg: '1 row has a problem: nothing was imported',
      data: { problems: [{ row: 3, column: 'Wood type', problem: 'no entry named "Teak"' }] },
    });
    expect(
      (await api.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', { page: 1, pageSize: 1 })).total,
    ).toBe(before);
    const imported = await upload('sheet larch');
    expect(imported.code).toBe(0);
    const created = (imported.data as { sheets: { spu: string; quantity: number }[] }).sheets;
    expect(created.map((c) => c.quantity)).toEqual([4, 2]);
    expect((await find('/stockIn/h/pageSpu', created[0]!.spu)).transportNum).toBe('IMP1');
    const notAWorkbook = new FormData();
    notAWorkbook.append('entryXls', new Blob(['hello']), 'sheets.xls');
    const broken = await fetch(`${bff}/stockIn/h/importExcel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}` },
      body: notAWorkbook,
    });
    expect(((await broken.json()) as { code: number }).code).toBe(400902);
  });

  it('imports an old .xls (Excel 97-2003) workbook the same way: the bad row named, then all rows', async () => {
    const upload = async (woodKind: string) => {
      const book = utils.book_new();
      utils.book_append_sheet(
        book,
        utils.aoa_to_sheet([
          ['date', 'standard', 'location', 'wood', 'customer', 'truck', 'dia', 'len', 'qty'],
          ['2026-11-21', 'ch', 'Sheet yard', 'Sheet larch', 'Sheet buyer', 'XLS1', 28, 4, 2],
          ['2026-11-21', 'ch', 'Sheet yard', woodKind, 'Sheet buyer', 'XLS1', 34, 4, 1],
        ]),
        'import',
      );
      const form = new FormData();
      form.append(
        'entryXls',
        new Blob([write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer]),
        'old.xls',
      );
      const response = await fetch(`${system.stack.url('bff')}/stockIn/h/importExcel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}`, lang: 'en' },
        body: form,
      });
      return (await response.json()) as { code: number; data: unknown };
    };
    expect(await upload('Ebony')).toMatchObject({
      code: 400903,
      data: { problems: [{ row: 3, column: 'Wood type', problem: 'no entry named "Ebony"' }] },
    });
    const imported = await upload('Sheet larch');
    expect(imported.code).toBe(0);
    const created = (imported.data as { sheets: { spu: string; quantity: number }[] }).sheets;
    expect(created.map((c) => c.quantity)).toEqual([3]);
    expect((await find('/stockIn/h/pageSpu', created[0]!.spu)).transportNum).toBe('XLS1');
  });

  it('refuses to delete master data a sheet uses, with a clear message, and deletes nothing', async () => {
    const inUse = await api.post('/location/delete', { ids: [refs.locationId] });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      code: 409002,
      msg: 'This entry is used by a sheet and cannot be deleted',
    });
    expect((await api.post(`/wk/del/${refs.kindId}`)).body.code).toBe(409002);
    expect((await api.post('/cus/delete', { ids: [refs.customerId] })).body.code).toBe(409002);
    const still = await api.ok<PageResult<{ id: string }>>('POST', '/location/pageData', {
      page: 1,
      pageSize: 50,
      locationName: 'Sheet yard',
    });
    expect(still.records.map((r) => r.id)).toContain(refs.locationId);
  });

  it('keeps sheets and stock to their tenant', async () => {
    const other = await system.loginAs('arrears');
    const sheets = await other.ok<PageResult<SheetRow>>('POST', '/stockIn/h/pageSpu', {
      page: 1,
      pageSize: 50,
    });
    expect(sheets.total).toBe(0);
    const stock = await other.ok<PageResult<StockRow>>('POST', '/stock/pageSpu', { page: 1, pageSize: 50 });
    expect(stock.total).toBe(0);
    const soldOut = await other.ok<PageResult<StockRow>>('POST', '/stock/pageOutOfStock', { page: 1 });
    expect(soldOut.total).toBe(0);
  });

  describe('sold-out stock rows (§7 /stock/pageOutOfStock)', () => {
    let place: { locationId: string; kindId: string };
    const heldAndSoldOut = async () => {
      const filter = { page: 1, pageSize: 50, locationId: place.locationId };
      const [held, soldOut] = await Promise.all([
        api.ok<PageResult<StockRow>>('POST', '/stock/pageSpu', filter),
        api.ok<PageResult<StockRow>>('POST', '/stock/pageOutOfStock', filter),
      ]);
      return { held, soldOut };
    };

    beforeAll(async () => {
      const locationId = (
        await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Sold-out yard' })
      ).id;
      const kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Sold-out ash' })).id;
      place = { locationId, kindId };
    });

    it('lists a row once its last log has gone out, and no longer among the held stock', async () => {
      const logs = [{ dia: 24, qty: 3 }];
      const stockIn = await api.ok<{ id: string }>(
        'POST',
        '/stockIn/h/save',
        sheet({ ...place, supplier: refs.customerId, diameters: logs }),
      );
      await api.ok('POST', `/stockIn/h/confirm/${stockIn.id}`, { manual: 0 });
      const before = await heldAndSoldOut();
      expect(before.held.records.map((r) => [r.woodKind, r.quantity])).toEqual([['Sold-out ash', 3]]);
      expect(before.soldOut.total).toBe(0);

      const stockOut = await api.ok<{ id: string }>(
        'POST',
        '/stockOut/save',
        sheet({ ...place, supplier: refs.customerId, diameters: logs }),
      );
      await api.ok('POST', `/stockOut/confirm/${stockOut.id}`, { manual: 0 });
      const after = await heldAndSoldOut();
      expect(after.held.total).toBe(0);
      expect(after.soldOut).toEqual({
        total: 1,
        records: [expect.objectContaining({ id: before.held.records[0]!.id, quantity: 0, volume: 0 })],
      });
    });

    it('takes the stock list’s filters and paging, page size as pageSize or limit', async () => {
      const byKind = await api.ok<PageResult<StockRow>>('POST', '/stock/pageOutOfStock', {
        page: 1,
        limit: 1,
        woodKindId: place.kindId,
      });
      expect(byKind.records.map((r) => r.storageBin)).toEqual(['Sold-out yard']);
      const elsewhere = await api.ok<PageResult<StockRow>>('POST', '/stock/pageOutOfStock', {
        page: 1,
        pageSize: 10,
        woodKindId: refs.kindId,
      });
      expect(elsewhere.records.map((r) => r.id)).not.toContain(byKind.records[0]!.id);
    });

    it('answers the stock list at /stock/pageData too (the path chosen before §7 named /stock/pageSpu)', async () => {
      const body = { page: 1, pageSize: 50 };
      expect(await api.ok('POST', '/stock/pageData', body)).toEqual(
        await api.ok('POST', '/stock/pageSpu', body),
      );
    });
  });

  describe('the printed stock-in sheet (§7 /stockIn/d/getPrintData)', () => {
    it('answers the header, customer, kind, location, totals and the diameter classes', async () => {
      const logs = [
        { dia: 20, qty: 2 },
        { dia: 26, qty: 1 },
        { dia: 26, len: 6, qty: 3 },
      ];
      const saved = await api.ok<{ id: string; spu: string }>(
        'POST',
        '/stockIn/h/save',
        sheet({ supplier: refs.customerId, vehicleLicense: 'HLJ0815', diameters: logs }),
      );
      const [print, listed, category] = await Promise.all([
        api.ok<SheetPrintData>('POST', '/stockIn/d/getPrintData', { id: saved.id }),
        find('/stockIn/h/pageSpu', saved.spu),
        api.ok<DiameterCategory>('POST', '/stockIn/d/getDiaCategory', { id: saved.id }),
      ]);
      expect(print.header).toEqual({
        id: saved.id,
        spu: saved.spu,
        sheetType: 1,
        storageDate: '2026-11-20',
        transportNum: 'HLJ0815',
        standardType: 'ch',
        status: 1,
        deviceNo: '',
        creator: 'admin',
        createTime: listed.createTime,
      });
      expect(print.customer).toMatchObject({ id: refs.customerId, customerName: 'Sheet buyer' });
      expect(print.customer!.customerNo).toMatch(/^C\d{4}$/);
      expect(print.kind).toEqual({ id: refs.kindId, woodKindName: 'Sheet larch' });
      expect(print.location).toEqual({ id: refs.locationId, locationName: 'Sheet yard' });
      expect(print.totals).toEqual({
        qty: 6,
        volume: listed.volume,
        avgDiameter: listed.avgDiameter,
        purchaseVol: null,
        floatedVol: null,
        unmeasured: 0,
      });
      expect(print.diameterClasses).toEqual(category.rows);
      expect(print.diameterClasses.map((row) => [row.dia, row.length, row.qty])).toEqual([
        [20, 4, 2],
        [26, 4, 1],
        [26, 6, 3],
      ]);
      const summed = print.diameterClasses.reduce((sum, row) => sum + row.vol, 0);
      expect(summed).toBeCloseTo(print.totals.volume, 3);
    });

    it('prints a sheet without a customer, and knows no stock-out sheet or unknown id', async () => {
      const bare = await api.ok<{ id: string }>('POST', '/stockIn/h/save', sheet());
      expect(
        (await api.ok<SheetPrintData>('POST', '/stockIn/d/getPrintData', { id: bare.id })).customer,
      ).toBe(null);
      const out = await api.ok<{ id: string }>('POST', '/stockOut/save', sheet());
      const notStockIn = await api.post('/stockIn/d/getPrintData', { id: out.id });
      expect(notStockIn.status).toBe(404);
      expect(notStockIn.body.code).toBe(
        (await api.post('/stockIn/d/getPrintData', { id: '00000000-0000-4000-8000-00000000dead' })).body.code,
      );
      expect((await api.post('/stockIn/d/getPrintData', {})).body.code).toBe(400001);
    });

    it('prints a stock-out sheet too (/stockOut/d/getPrintData), and knows no stock-in sheet there', async () => {
      const out = await api.ok<{ id: string; spu: string }>(
        'POST',
        '/stockOut/save',
        sheet({ supplier: refs.customerId, vehicleLicense: 'JL7001', diameters: [{ dia: 30, qty: 4 }] }),
      );
      const print = await api.ok<SheetPrintData>('POST', '/stockOut/d/getPrintData', { id: out.id });
      expect(print.header).toMatchObject({ spu: out.spu, transportNum: 'JL7001' });
      expect(print.customer).toMatchObject({ customerName: 'Sheet buyer' });
      expect(print.diameterClasses.map((row) => [row.dia, row.length, row.qty])).toEqual([[30, 4, 4]]);
      const stockIn = await api.ok<{ id: string }>('POST', '/stockIn/h/save', sheet());
      expect((await api.post('/stockOut/d/getPrintData', { id: stockIn.id })).status).toBe(404);
    });

    it('downloads the printed sheet as an A4 PDF with its CJK font embedded, and refuses an unknown sheet', async () => {
      const out = await api.ok<{ id: string; spu: string }>(
        'POST',
        '/stockOut/save',
        sheet({ supplier: refs.customerId, vehicleLicense: 'JL7002' }),
      );
      const pdf = (id: string, lang: string, path = '/stockOut/d/downloadPrintPdf') =>
        fetch(`${system.stack.url('bff')}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, lang },
          body: JSON.stringify({ id }),
        });
      const response = await pdf(out.id, 'zh');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(
        `出库单-${out.spu}.pdf`,
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = bytes.toString('latin1');
      // one A4 page (595 x 842 points), the Chinese title set in a Noto CJK font, not in boxes
      expect(text).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 841\.\d+\]/);
      expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansCJK/);
      const english = await pdf(out.id, 'en');
      expect(decodeURIComponent(english.headers.get('content-disposition') ?? '')).toContain(
        `Stock-out sheet-${out.spu}.pdf`,
      );
      const unknown = await pdf('00000000-0000-4000-8000-00000000dead', 'en');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('application/json');
      const wrongKind = await pdf(out.id, 'en', '/stockIn/d/downloadPrintPdf');
      expect(wrongKind.status).toBe(404);
    });
  });

  it('publishes a long sheet’s logs 2,000 to an event: the confirmation, then inventory.sheet-logs.confirmed in order', async () => {
    const location = await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Long yard' });
    const { id, spu } = await api.ok<{ id: string; spu: string }>(
      'POST',
      '/stockIn/h/save',
      sheet({ locationId: location.id, supplier: refs.customerId, diameters: [{ dia: 30, qty: 4_500 }] }),
    );
    await api.ok('POST', `/stockIn/h/confirm/${id}`, { manual: 0 });
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ type: string; payload: Record<string, unknown> }>(
        `select type, payload from inventory.outbox where partition_key = $1 order by seq`,
        [id],
      );
      expect(rows.map((row) => row.type)).toEqual([
        'inventory.stock-in.confirmed',
        'inventory.sheet-logs.confirmed',
        'inventory.sheet-logs.confirmed',
      ]);
      const [confirmation, ...more] = rows.map((row) => row.payload);
      expect(confirmation).toMatchObject({ spu, quantity: 4_500, logCount: 4_500 });
      expect(
        confirmedLogsOf(confirmation as EventPayload<'inventory.stock-in.confirmed'>)!.woodCode,
      ).toHaveLength(2_000);
      expect(
        more.map((part) => [part.offset, (part.logs as { woodCode: string[] }).woodCode.length]),
      ).toEqual([
        [2_000, 2_000],
        [4_000, 500],
      ]);
      // every log once
      const codes = [confirmation!, ...more].flatMap(
        (part) => (part.logs as { woodCode: string[] }).woodCode,
      );
      expect(new Set(codes).size).toBe(4_500);
    } finally {
      await admin.end();
    }
  }, 60_000);
});
