import { type DiameterCategory, ERROR_CODES, type PageResult, type SheetRow } from '@timber/contracts';
import { type ApiClient, type ServiceUnderTest } from '@timber/testing';
import { measureLog } from '@timber/volume';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInventoryUnderTest } from '../testing/inventory-under-test';

/**
 * Issue 35: the ten stock-out calls no test drove (§7 Stock and counting: /stockOut/delete/{id},
 * changeCus, changeKind, changeLoc, changeTransportNum, merge, /stockOut/d/getDiaCategory,
 * downloadExcel, importTemplate, importExcel) over inventory's own HTTP API (what the BFF calls,
 * with the same tokens; inventory in this process on its cloned database), real PostgreSQL with
 * row-level security and Redis: each changes (or answers) what it says, refuses what §4 and §5
 * forbid, and a sheet of one tenant is out of another's reach.
 */
describe('stock-out sheets: the ten calls (real PostgreSQL, Redis)', () => {
  let inventory: ServiceUnderTest;
  let stop: () => Promise<void>;
  let api: ApiClient;
  let other: ApiClient;
  let db: Client;
  let refs: {
    locationId: string;
    otherLocationId: string;
    kindId: string;
    otherKindId: string;
    customerId: string;
    otherCustomerId: string;
  };
  const suffix = Date.now().toString(36).slice(-4).toUpperCase();

  beforeAll(async () => {
    const started = await startInventoryUnderTest('stock-out-calls');
    ({ inventory, stop } = started);
    api = await inventory.clientFor(randomUUID());
    other = await inventory.clientFor(randomUUID());
    db = new Client({ connectionString: started.adminUrl });
    await db.connect();
    const made = async (path: string, body: Record<string, unknown>) =>
      (await api.ok<{ id: string }>('POST', path, body)).id;
    refs = {
      locationId: await made('/location/save', { locationName: 'Out yard' }),
      otherLocationId: await made('/location/save', { locationName: 'Out yard two' }),
      kindId: await made('/wk/save', { woodKindName: 'Out larch' }),
      otherKindId: await made('/wk/save', { woodKindName: 'Out birch' }),
      customerId: await made('/cus/save', { customerName: 'Out buyer' }),
      otherCustomerId: await made('/cus/save', { customerName: 'Out second buyer' }),
    };
  });
  afterAll(async () => {
    await db?.end();
    await stop?.();
  });

  let seq = 0;
  const newSheet = (extra: Record<string, unknown> = {}) =>
    api.ok<{ id: string; spu: string }>('POST', '/stockOut/save', {
      date: '2026-11-21',
      standard: 'ch',
      locationId: refs.locationId,
      kindId: refs.kindId,
      supplier: refs.customerId,
      vehicleLicense: `OUT${suffix}${++seq}`,
      len: 4,
      diameters: [
        { dia: 20, qty: 2 },
        { dia: 30, qty: 1 },
      ],
      ...extra,
    });
  const find = async (spu: string, as: ApiClient = api): Promise<SheetRow | undefined> =>
    (await as.ok<PageResult<SheetRow>>('POST', '/stockOut/pageData', { page: 1, pageSize: 20, spu }))
      .records[0];
  const fileCall = (
    path: string,
    body: string | FormData | undefined,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${inventory.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, lang: 'en', ...headers },
      ...(body === undefined ? {} : { body }),
    });

  it('changeCus, changeKind, changeLoc, changeTransportNum: change a pending sheet, refuse bad input and a disabled sheet', async () => {
    const sheet = await newSheet();
    await api.ok('POST', '/stockOut/changeCus', { id: sheet.id, customerId: refs.otherCustomerId });
    await api.ok('POST', '/stockOut/changeKind', { id: sheet.id, woodKindId: refs.otherKindId });
    await api.ok('POST', '/stockOut/changeLoc', { id: sheet.id, locationId: refs.otherLocationId });
    await api.ok('POST', '/stockOut/changeTransportNum', { id: sheet.id, transportNum: 'JL8899' });
    expect(await find(sheet.spu)).toMatchObject({
      tradePartner: 'Out second buyer',
      customerId: refs.otherCustomerId,
      woodKind: 'Out birch',
      storageBin: 'Out yard two',
      transportNum: 'JL8899',
    });
    // §5 letters and digits only; unknown references; unknown fields
    expect(
      (await api.post('/stockOut/changeTransportNum', { id: sheet.id, transportNum: 'JL-1' })).body.code,
    ).toBe(400001);
    expect(
      (await api.post('/stockOut/changeTransportNum', { id: sheet.id, transportNum: '' })).body.code,
    ).toBe(400001);
    const unknown = '00000000-0000-4000-8000-00000000beef';
    expect((await api.post('/stockOut/changeLoc', { id: sheet.id, locationId: unknown })).body.code).toBe(
      400805,
    );
    expect(
      (await api.post('/stockOut/changeCus', { id: sheet.id, customerId: refs.customerId, extra: 1 })).body
        .code,
    ).toBe(400001);
    expect(await find(sheet.spu)).toMatchObject({ storageBin: 'Out yard two', transportNum: 'JL8899' });
    // another tenant's sheet is not found there, and is left as it was
    expect(
      (await other.post('/stockOut/changeTransportNum', { id: sheet.id, transportNum: 'XX1' })).body.code,
    ).not.toBe(0);
    expect((await find(sheet.spu))!.transportNum).toBe('JL8899');
    // a disabled sheet takes no change
    await api.ok('POST', `/stockOut/delete/${sheet.id}`);
    for (const [path, body] of [
      ['/stockOut/changeCus', { id: sheet.id, customerId: refs.customerId }],
      ['/stockOut/changeKind', { id: sheet.id, woodKindId: refs.kindId }],
      ['/stockOut/changeLoc', { id: sheet.id, locationId: refs.locationId }],
      ['/stockOut/changeTransportNum', { id: sheet.id, transportNum: 'JL1' }],
    ] as const) {
      expect((await api.post(path, body)).body.code, path).toBe(400801);
    }
  });

  it('delete/{id}: disables a pending sheet (status 0), which can then be neither confirmed nor deleted again', async () => {
    const sheet = await newSheet();
    await api.ok('POST', `/stockOut/delete/${sheet.id}`);
    expect((await find(sheet.spu))!.status).toBe(0);
    expect((await api.post(`/stockOut/confirm/${sheet.id}`, { manual: 0 })).body.code).toBe(400801);
    expect((await api.post(`/stockOut/delete/${sheet.id}`)).body.code).not.toBe(0);
    // another tenant cannot disable this tenant's sheet
    const mine = await newSheet();
    expect((await other.post(`/stockOut/delete/${mine.id}`)).body.code).not.toBe(0);
    expect((await find(mine.spu))!.status).not.toBe(0);
    expect((await api.post('/stockOut/delete/not-a-uuid')).body.code).toBe(400001);
  });

  it('merge: pending sheets of one standard become one keeping every log and its origin', async () => {
    const a = await newSheet({ diameters: [{ dia: 22, qty: 2 }] });
    const b = await newSheet({ vehicleLicense: `MRG${suffix}`, diameters: [{ dia: 26, qty: 3 }] });
    const jas = await newSheet({ standard: 'jas' });
    expect((await api.post('/stockOut/merge', { orderNos: `${a.spu},${jas.spu}` })).body).toMatchObject({
      code: 400809,
      msg: 'Only sheets with the same standard can be merged',
    });
    expect((await api.post('/stockOut/merge', { orderNos: a.spu })).body.code).toBe(400808);
    const merged = await api.ok<{ id: string; spu: string }>('POST', '/stockOut/merge', {
      orderNos: `${a.spu}, ${b.spu}`,
    });
    expect(merged.spu).toMatch(/^OUT\d{8}-\d{4}$/);
    const [rowA, rowB, rowMerged] = await Promise.all([a.spu, b.spu, merged.spu].map((spu) => find(spu)));
    expect([rowA!.status, rowB!.status, rowMerged!.status]).toEqual([5, 5, 1]);
    expect(rowMerged).toMatchObject({ quantity: 5, tradePartner: 'Out buyer' });
    expect(rowMerged!.volume).toBeCloseTo(rowA!.volume + rowB!.volume, 3);
    const origins = await db.query<{ origin_sheet_id: string; n: number }>(
      `select origin_sheet_id, count(*)::int as n from inventory.sheet_logs where sheet_id = $1 group by 1 order by 2`,
      [merged.id],
    );
    expect(origins.rows).toEqual([
      { origin_sheet_id: a.id, n: 2 },
      { origin_sheet_id: b.id, n: 3 },
    ]);
    expect((await api.post('/stockOut/merge', { orderNos: `${a.spu},${b.spu}` })).body.code).toBe(400801);
    // a stock-in sheet is not a stock-out one
    const stockIn = await api.ok<{ spu: string }>('POST', '/stockIn/h/save', {
      date: '2026-11-21',
      standard: 'ch',
      locationId: refs.locationId,
      kindId: refs.kindId,
      len: 4,
      diameters: [{ dia: 20, qty: 1 }],
    });
    const c = await newSheet();
    expect((await api.post('/stockOut/merge', { orderNos: `${c.spu},${stockIn.spu}` })).body.code).not.toBe(
      0,
    );
    expect((await find(c.spu))!.status).not.toBe(5);
  });

  it('d/getDiaCategory: the sheet by diameter class and length, recomputed under another standard', async () => {
    const sheet = await newSheet({
      diameters: [
        { dia: 30, qty: 2 },
        { dia: 31, qty: 1 },
        { dia: 44, len: 4.6, qty: 1 },
      ],
    });
    const ch = await api.ok<DiameterCategory>('POST', '/stockOut/d/getDiaCategory', { id: sheet.id });
    // ch classes 31 cm up to 32; the 4.6 m log stands in its own length
    expect(ch.rows).toEqual([
      { dia: 30, length: 4, qty: 2, vol: 2 * measureLog('ch', { minDiameter: 30, length: 4 }).volume },
      { dia: 32, length: 4, qty: 1, vol: measureLog('ch', { minDiameter: 31, length: 4 }).volume },
      { dia: 44, length: 4.6, qty: 1, vol: 0.837 },
    ]);
    expect(ch.totalQty).toBe(4);
    const row = (await find(sheet.spu))!;
    expect(ch.totalVol).toBeCloseTo(row.volume, 3);
    const rus = await api.ok<DiameterCategory>('POST', '/stockOut/d/getDiaCategory', {
      id: sheet.id,
      standard: 'rus_stp',
    });
    expect(rus.totalQty).toBe(4);
    expect(rus.totalVol).not.toBeCloseTo(ch.totalVol, 3);
    expect(
      (await api.post('/stockOut/d/getDiaCategory', { id: sheet.id, standard: 'nope' })).body.code,
    ).not.toBe(0);
    expect((await other.post('/stockOut/d/getDiaCategory', { id: sheet.id })).body.code).not.toBe(0);
  });

  it('downloadExcel: the filtered stock-out list as a workbook, one row per sheet', async () => {
    const sheet = await newSheet({ vehicleLicense: `XLS${suffix}` });
    const response = await fileCall('/stockOut/downloadExcel', JSON.stringify({ spu: sheet.spu }), {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain(sheet.spu);
    expect(cells).toContain(`XLS${suffix}`);
    expect(book.worksheets[0]!.actualRowCount).toBe(2);
    const refused = await fileCall('/stockOut/downloadExcel', JSON.stringify({ status: 'pending' }), {
      'content-type': 'application/json',
    });
    expect(((await refused.json()) as { code: number }).code).toBe(400001);
  });

  it('importTemplate and importExcel (deliveryXls): the template, then all or nothing', async () => {
    const template = await fileCall('/stockOut/importTemplate', undefined, { lang: 'zh' });
    expect(template.status).toBe(200);
    const templateBook = new ExcelJS.Workbook();
    await templateBook.xlsx.load(await template.arrayBuffer());
    expect(templateBook.worksheets[0]!.getRow(1).values).toEqual(
      expect.arrayContaining(['日期', '计量标准', '仓库', '木材种类', '径级 (cm)', '长度 (m)', '根数']),
    );
    const upload = async (woodKind: string, field = 'deliveryXls') => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('import');
      sheet.addRow(['date', 'standard', 'location', 'wood', 'customer', 'truck', 'dia', 'len', 'qty']);
      sheet.addRow(['2026-11-21', 'ch', 'Out yard', 'Out larch', 'Out buyer', `IMO${suffix}`, 30, 4, 3]);
      sheet.addRow(['2026-11-21', 'ch', 'Out yard', woodKind, 'Out buyer', `IMO${suffix}`, 26, 4, 2]);
      const form = new FormData();
      form.append(field, new Blob([await book.xlsx.writeBuffer()]), 'out.xlsx');
      return (await (await fileCall('/stockOut/importExcel', form)).json()) as {
        code: number;
        msg: string;
        data: { sheets?: { spu: string; quantity: number }[] } | null;
      };
    };
    const count = async () =>
      (await api.ok<PageResult<SheetRow>>('POST', '/stockOut/pageData', { page: 1, pageSize: 1 })).total;
    const before = await count();
    const refused = await upload('Teak');
    expect(refused).toMatchObject({
      code: ERROR_CODES['IMPORT.ROWS_INVALID'].code,
      data: { problems: [{ row: 3, column: 'Wood type', problem: 'no entry named "Teak"' }] },
    });
    expect(await count()).toBe(before);
    // the stock-in form field is not the stock-out one
    expect((await upload('Out larch', 'entryXls')).code).not.toBe(0);
    expect(await count()).toBe(before);
    const imported = await upload('out larch');
    expect(imported.code).toBe(0);
    const created = imported.data!.sheets!;
    expect(created.map((sheet) => sheet.quantity)).toEqual([5]);
    const row = (await find(created[0]!.spu))!;
    expect(row).toMatchObject({ transportNum: `IMO${suffix}`, tradePartner: 'Out buyer', quantity: 5 });
    expect(row.spu).toMatch(/^OUT/);
    expect(await count()).toBe(before + 1);
    // another tenant does not see it
    expect(await find(created[0]!.spu, other)).toBeUndefined();
  });
});
