import {
  type DiameterSets,
  type DiameterSheet,
  type DiameterSheetSummary,
  type PageResult,
} from '@timber/contracts';
import { type ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { measureLog } from '@timber/volume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MISSING_ID = '00000000-0000-4000-8000-00000000ffff';
const e4 = (dia: number, len: number): number =>
  Math.round(measureLog('ch', { minDiameter: dia, maxDiameter: dia, length: len }).volume * 10_000);

/**
 * The checked and purchase diameter sheets of a stock-in sheet over real HTTP (BFF → inventory →
 * PostgreSQL): valued under the sheet's standard; the purchase sheet sets its purchase volume.
 */
describe('checked and purchase diameter sheets (real processes, PostgreSQL)', () => {
  let system: TestStack;
  let api: ApiClient;
  let other: ApiClient;
  let sheetId: string;

  beforeAll(async () => {
    system = await startTestStack('diasheets');
    api = await system.loginAs('admin');
    other = await system.loginAs('arrears');
    const locationId = (
      await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Sheet yard' })
    ).id;
    const kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Sheet oak' })).id;
    sheetId = (
      await api.ok<{ id: string }>('POST', '/stockIn/h/save', {
        date: new Date().toISOString().slice(0, 10),
        standard: 'ch',
        locationId,
        kindId,
        len: 4,
        diameters: [{ dia: 30, qty: 4 }],
      })
    ).id;
  });
  afterAll(() => system?.stop());

  it('keeps one checked sheet per stock-in, replaced by modify, listed against the stock-in', async () => {
    const first = await api.ok<{ id: string; qty: number; vol: number }>('POST', '/checkStock/modify', {
      stockInHeadId: sheetId,
      diameters: [{ dia: 30, len: 4, qty: 3 }],
    });
    expect(first.qty).toBe(3);
    const second = await api.ok<{ id: string; qty: number; vol: number }>('POST', '/checkStock/modify', {
      stockInHeadId: sheetId,
      diameters: [
        { dia: 30, len: 4, qty: 3 },
        { dia: 28, len: 4, qty: 2 },
      ],
    });
    expect(second.id).toBe(first.id);
    expect(second.vol).toBe(Math.round((3 * e4(30, 4) + 2 * e4(28, 4)) / 10) / 1000);
    const rows = await api.ok<DiameterSheet>('POST', '/checkStock/stats/dia', { id: sheetId });
    expect(rows.records.map((r) => [r.dia, r.length, r.qty])).toEqual([
      [30, 4, 3],
      [28, 4, 2],
    ]);
    const list = await api.ok<PageResult<DiameterSheetSummary>>('POST', '/checkStock/stats/list', {
      page: 1,
    });
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({
      stockInHeadId: sheetId,
      quantity: 4,
      checkQty: 5,
      standard: 'ch',
    });
    expect(list.records[0]!.diffPercent).toBeGreaterThan(0);
    // another tenant sees none of it
    expect(
      (await other.ok<PageResult<DiameterSheetSummary>>('POST', '/checkStock/stats/list', { page: 1 })).total,
    ).toBe(0);
    expect(
      (
        await other.post('/checkStock/modify', {
          stockInHeadId: sheetId,
          diameters: [{ dia: 30, len: 4, qty: 1 }],
        })
      ).body.code,
    ).toBe(402912);
  });

  it('adds the purchase sheet once, edits it, and its volume is the stock-in purchase volume', async () => {
    const added = await api.ok<{ id: string; vol: number }>('POST', '/purchase/diasheet/Add', {
      stockInHeadId: sheetId,
      diameters: [{ dia: 30, len: 4, qty: 4 }],
    });
    expect(
      (
        await api.post('/purchase/diasheet/Add', {
          stockInHeadId: sheetId,
          diameters: [{ dia: 30, len: 4, qty: 4 }],
        })
      ).body.code,
    ).toBe(402913);
    const edited = await api.ok<{ id: string; vol: number }>('POST', '/purchase/diasheet/Edit', {
      id: added.id,
      diameters: [{ dia: 32, len: 4, qty: 4 }],
    });
    expect(edited.vol).toBe(Math.round((4 * e4(32, 4)) / 10) / 1000);
    const rows = await api.ok<DiameterSheet>('POST', `/purchase/diasheet/list/${sheetId}`);
    expect(rows.records).toEqual([{ dia: 32, length: 4, qty: 4, vol: edited.vol }]);
    const sheets = await api.ok<{ records: { id: string; purchaseVol: number | null }[] }>(
      'POST',
      '/stockIn/h/pageSpu',
      {
        page: 1,
        pageSize: 50,
      },
    );
    expect(sheets.records.find((s) => s.id === sheetId)?.purchaseVol).toBe(edited.vol);
  });

  it('compares the measured, checked and purchased sets per diameter class', async () => {
    const m3 = (value: number) => Math.round(value / 10) / 1000;
    const report = await api.ok<DiameterSets>('POST', '/checkStock/stats/compare', {
      ids: [sheetId, MISSING_ID],
    });
    expect(report.sheets.map((s) => [s.id, s.quantity, s.checkQty, s.purchaseQty])).toEqual([
      [sheetId, 4, 5, 4],
    ]);
    expect(report.rows).toEqual([
      { dia: 28, qty: 0, vol: 0, checkQty: 2, checkVol: m3(2 * e4(28, 4)), purchaseQty: 0, purchaseVol: 0 },
      {
        dia: 30,
        qty: 4,
        vol: m3(4 * e4(30, 4)),
        checkQty: 3,
        checkVol: m3(3 * e4(30, 4)),
        purchaseQty: 0,
        purchaseVol: 0,
      },
      { dia: 32, qty: 0, vol: 0, checkQty: 0, checkVol: 0, purchaseQty: 4, purchaseVol: m3(4 * e4(32, 4)) },
    ]);
    expect(report.totals).toMatchObject({ qty: 4, checkQty: 5, purchaseQty: 4 });
    expect([report.checkedSheets, report.purchaseSheets]).toEqual([1, 1]);
    // another tenant's sheets are not there for it
    const foreign = await other.ok<DiameterSets>('POST', '/checkStock/stats/compare', { ids: [sheetId] });
    expect(foreign).toMatchObject({ sheets: [], rows: [], checkedSheets: 0 });
    expect((await api.post('/checkStock/stats/compare', { ids: [] })).body.code).toBe(400001);
  });

  it('refuses bad input with a clear message', async () => {
    const cases: [string, unknown, number][] = [
      ['/checkStock/modify', { stockInHeadId: MISSING_ID, diameters: [{ dia: 30, len: 4, qty: 1 }] }, 402912],
      ['/checkStock/modify', { stockInHeadId: sheetId, diameters: [] }, 400001],
      ['/checkStock/modify', { stockInHeadId: sheetId, diameters: [{ dia: 30, len: 16, qty: 1 }] }, 400001],
      ['/purchase/diasheet/Edit', { id: MISSING_ID, diameters: [{ dia: 30, len: 4, qty: 1 }] }, 402914],
      [
        '/purchase/diasheet/Add',
        { stockInHeadId: sheetId, diameters: [{ dia: 30, len: 4, qty: 1 }], x: 1 },
        400001,
      ],
    ];
    for (const [path, body, code] of cases) {
      expect((await api.post(path, body)).body.code, `${path} ${JSON.stringify(body)}`).toBe(code);
    }
    expect(
      (
        await api.post('/purchase/diasheet/Edit', {
          id: MISSING_ID,
          diameters: [{ dia: 30, len: 4, qty: 1 }],
        })
      ).body.msg,
    ).toBe('The diameter sheet does not exist');
  });

  /** POSTs a template's body as the web app does; the answer's status, type, file name and bytes. */
  async function template(type: string, body: unknown, lang = 'en') {
    const response = await fetch(`${system.stack.url('bff')}/cmw/handwriting/template/${type}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang, authorization: `Bearer ${api.token}` },
      body: JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      disposition: decodeURIComponent(response.headers.get('content-disposition') ?? ''),
      bytes,
      /** the envelope of a refusal */
      envelope: () => JSON.parse(bytes.toString('utf8')) as { code: number; msg: string },
    };
  }
  /** The pages of a PDF as Chromium writes it (one page object each). */
  const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

  it('prints template one for a stock-in sheet and template two in Russian, one A4 page each (issue 40)', async () => {
    const one = await template('1', { stockInHeadId: sheetId });
    expect(one.status).toBe(200);
    expect(one.type).toBe('application/pdf');
    expect(one.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(one.bytes)).toBe(1);
    expect(one.disposition).toContain('template one');
    const two = await template('2', {}, 'ru');
    expect(two.status).toBe(200);
    expect(pages(two.bytes)).toBe(1);
    expect(two.disposition).toContain('шаблон два');
    // a standard and a range without a sheet: the classes 20..60 cm of ch (2 cm apart)
    expect((await template('1', { standard: 'ch', fromCm: 20, toCm: 60 })).status).toBe(200);
  }, 60_000);

  it('refuses a template it cannot print, saying what to choose', async () => {
    const refused = async (type: string, body: unknown) => (await template(type, body)).envelope();
    expect(await refused('1', {})).toMatchObject({
      code: 402915,
      msg: "Template one lists a standard's diameter classes: choose the stock-in sheet or the standard",
    });
    expect((await refused('1', { standard: 'ch', fromCm: 4, toCm: 200 })).msg).toBe(
      'Template one has lines for at most 46 diameter classes, and 104 lie from 4 to 200 cm: choose a narrower range',
    );
    expect((await refused('1', { standard: 'ch', fromCm: 201 })).code).toBe(402917);
    expect((await refused('1', { standard: 'nowhere' })).code).toBe(404701);
    expect((await refused('1', { stockInHeadId: MISSING_ID })).code).toBe(402912);
    expect((await refused('3', {})).code).toBe(400001);
    expect((await refused('1', { standard: 'ch', fromCm: 30, toCm: 20 })).msg).toBe(
      'No diameter class of the standard ch lies from 30 to 20 cm',
    );
    // a query: a field it does not know is ignored
    expect((await template('2', { extra: 1 })).status).toBe(200);
  });

  it("answers template one's lines as printed, for a photo's lines to be given their classes", async () => {
    const classes = (body: unknown) => api.post('/cmw/handwriting/classes', body);
    // ch: 2 cm classes; the range as printed
    expect((await classes({ standard: 'ch', fromCm: 20, toCm: 30 })).body.data).toEqual({
      classes: [20, 22, 24, 26, 28, 30],
    });
    // the stock-in sheet's standard, a page's worth from its first class
    const ofSheet = (await classes({ stockInHeadId: sheetId })).body.data as { classes: number[] };
    expect(ofSheet.classes).toHaveLength(46);
    expect(ofSheet.classes).toEqual([...ofSheet.classes].sort((a, b) => a - b));
    // refused as the print is
    expect((await classes({})).body.code).toBe(402915);
    expect((await classes({ standard: 'ch', fromCm: 4, toCm: 200 })).body.code).toBe(402916);
    expect((await classes({ stockInHeadId: MISSING_ID })).body.code).toBe(402912);
  });
});
