import {
  type DetailImages,
  type DiameterCategory,
  type StockDiameterCategory,
  type StockRow,
  type WoodPiecePage,
} from '@timber/contracts';
import { type ApiClient, startTestStack, type TestStack } from '@timber/testing';
import { measureLog } from '@timber/volume';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Place {
  locationId: string;
  kindId: string;
}
type Row = { dia: number; len?: number; qty: number };

/**
 * The stock by piece and the diameter data detail through the BFF, over real PostgreSQL and
 * Redis: a confirmed stock-in's logs become pieces of the stock row, a stock-out takes pieces by
 * the matching rules, a warehouse move carries them, and after every command the pieces in stock
 * of each row number its quantity.
 */
describe('stock pieces and the diameter data detail (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let admin: Client;
  let customerId: string;

  beforeAll(async () => {
    system = await startTestStack('stockpieces');
    api = await system.loginAs('admin');
    admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    customerId = (await api.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Piece buyer' })).id;
  });
  afterAll(async () => {
    await admin?.end();
    await system?.stop();
  });

  let places = 0;
  const place = async (kindId?: string): Promise<Place> => {
    places++;
    const locationId = (
      await api.ok<{ id: string }>('POST', '/location/save', { locationName: `Piece yard ${places}` })
    ).id;
    return {
      locationId,
      kindId:
        kindId ??
        (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: `Piece kind ${places}` })).id,
    };
  };
  const save = (path: string, at: Place, rows: Row[], standard = 'ch', truck = '', date = '2026-11-20') =>
    api.ok<{ id: string; spu: string }>('POST', path, {
      date,
      standard,
      vehicleLicense: truck,
      locationId: at.locationId,
      kindId: at.kindId,
      supplier: customerId,
      len: 4,
      diameters: rows,
    });
  const stockIn = async (at: Place, rows: Row[], standard = 'ch') => {
    const sheet = await save('/stockIn/h/save', at, rows, standard);
    await api.ok('POST', `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    return sheet;
  };
  const stockOut = async (at: Place, rows: Row[]) => {
    const sheet = await save('/stockOut/save', at, rows);
    await api.ok('POST', `/stockOut/confirm/${sheet.id}`, { manual: 0 });
    return sheet;
  };
  const stockRow = async (at: Place): Promise<StockRow | undefined> =>
    (
      await api.ok<{ records: StockRow[] }>('POST', '/stock/pageData', {
        page: 1,
        pageSize: 10,
        locationId: at.locationId,
        woodKindId: at.kindId,
      })
    ).records[0];
  /** Stock rows whose pieces in stock do not number their quantity (the invariant: none). */
  const outOfStep = async () =>
    (
      await admin.query<{ id: string; quantity: number; pieces: number }>(
        `select s.id, s.quantity, count(p.id)::int as pieces
         from inventory.stock s
         left join inventory.stock_pieces p on p.stock_id = s.id and p.out_sheet_id is null
         group by s.id having count(p.id) <> s.quantity`,
      )
    ).rows;
  /** Which pieces a stock-out took: the stock-in SPU and wood code of each, in the out logs' order. */
  const takenBy = async (outSheetId: string) =>
    (
      await admin.query<{ taken: string; log_dia: string }>(
        `select i.spu || ' ' || p.wood_code as taken, l.min_diameter::text || 'x' || l.length_m::text as log_dia
         from inventory.stock_pieces p
         join inventory.sheets i on i.id = p.in_sheet_id
         join inventory.sheet_logs l on l.id = p.out_log_id
         where p.out_sheet_id = $1
         order by l.wood_code`,
        [outSheetId],
      )
    ).rows;

  let matched: Place;
  let in1: { id: string; spu: string };

  it('turns the logs of a confirmed stock-in into pieces of the stock row, with their provenance', async () => {
    matched = await place();
    in1 = await stockIn(matched, [{ dia: 30, qty: 2 }]);
    const pieces = await admin.query(
      `select p.wood_code, p.min_diameter::float as min, p.length_m::float as len, p.standard, p.data_source,
              p.manual, p.dummy, p.sheet_log_id = l.id as same_log
       from inventory.stock_pieces p join inventory.sheet_logs l on l.id = p.sheet_log_id
       where p.in_sheet_id = $1 order by p.seq`,
      [in1.id],
    );
    expect(pieces.rows).toEqual([
      {
        wood_code: '1-1',
        min: 30,
        len: 4,
        standard: 'ch',
        data_source: 2,
        manual: true,
        dummy: false,
        same_log: true,
      },
      {
        wood_code: '1-2',
        min: 30,
        len: 4,
        standard: 'ch',
        data_source: 2,
        manual: true,
        dummy: false,
        same_log: true,
      },
    ]);
    expect((await stockRow(matched))?.quantity).toBe(2);
    expect(await outOfStep()).toEqual([]);
  });

  it('takes pieces out by the rules: same class oldest first, then the nearest diameter, then any', async () => {
    const in2 = await stockIn(matched, [
      { dia: 30, qty: 1 },
      { dia: 34, qty: 1 },
      { dia: 24, qty: 1 },
    ]);
    const in3 = await stockIn(matched, [{ dia: 30, len: 6, qty: 1 }]);
    expect(await outOfStep()).toEqual([]);

    const exact = await stockOut(matched, [{ dia: 30, qty: 1 }]);
    expect(await takenBy(exact.id)).toEqual([{ taken: `${in1.spu} 1-1`, log_dia: '30.0x4.00' }]);
    // 32 cm: 30 and 34 are as near; the older 30 (from the first sheet) goes
    const near = await stockOut(matched, [{ dia: 32, qty: 1 }]);
    expect(await takenBy(near.id)).toEqual([{ taken: `${in1.spu} 1-2`, log_dia: '32.0x4.00' }]);
    // 5 m: no piece of that length, so the oldest pieces go, whatever their diameter
    const any = await stockOut(matched, [{ dia: 20, len: 5, qty: 2 }]);
    expect((await takenBy(any.id)).map((t) => t.taken).sort()).toEqual([`${in2.spu} 1-1`, `${in2.spu} 2-1`]);

    const left = await admin.query<{ piece: string }>(
      `select i.spu || ' ' || p.wood_code as piece from inventory.stock_pieces p
       join inventory.sheets i on i.id = p.in_sheet_id
       where p.stock_id = (select id from inventory.stock where location_id = $1) and p.out_sheet_id is null
       order by p.seq`,
      [matched.locationId],
    );
    expect(left.rows.map((r) => r.piece)).toEqual([`${in2.spu} 3-1`, `${in3.spu} 1-1`]);
    expect((await stockRow(matched))?.quantity).toBe(2);
    expect(await outOfStep()).toEqual([]);
  });

  it('refuses a stock-out larger than the stock and leaves every piece where it was', async () => {
    const before = await admin.query(`select id, out_sheet_id from inventory.stock_pieces order by id`);
    const tooMany = await save('/stockOut/save', matched, [{ dia: 30, qty: 5 }]);
    const refused = await api.post(`/stockOut/confirm/${tooMany.id}`, { manual: 0 });
    expect(refused.body).toMatchObject({ code: 400806 });
    expect(
      (await admin.query(`select id, out_sheet_id from inventory.stock_pieces order by id`)).rows,
    ).toEqual(before.rows);
    expect(await outOfStep()).toEqual([]);
  });

  it('shows a sheet by diameter and its wood pieces, paged, under its own or another standard', async () => {
    const rows = [
      { dia: 20, qty: 7 },
      { dia: 31, qty: 5 },
      { dia: 44, len: 4.6, qty: 3 },
    ];
    const sheet = await save('/stockIn/h/save', matched, rows);
    const zh = await system.loginAs('admin', 'zh');
    const first = await zh.ok<WoodPiecePage>('POST', '/stockIn/d/pageDetail', {
      id: sheet.id,
      page: 1,
      pageSize: 10,
    });
    expect(first.total).toBe(15);
    expect(first.standard).toBe('ch');
    expect(first.records).toHaveLength(10);
    expect(first.records[0]).toEqual({
      id: expect.any(String) as string,
      woodCode: '1-1',
      minDiameter: 20,
      maxDiameter: 20,
      woodSpecs: 4,
      diameter: 20,
      lengthClass: 4,
      volume: measureLog('ch', { minDiameter: 20, length: 4 }).volumeE4 / 10_000,
      dataSource: 2,
      dataSourceDesc: '手动录入',
      isManual: true,
      abnormal: false,
      deviceNo: '',
      ossUrl: '',
      picStatus: 0,
      dummy: false,
    });
    const second = await api.ok<WoodPiecePage>('POST', '/stockIn/d/pageDetail', {
      id: sheet.id,
      page: 2,
      pageSize: 10,
    });
    expect(second.records).toHaveLength(5);
    expect(new Set([...first.records, ...second.records].map((p) => p.id)).size).toBe(15);
    // the "view" of one table row: 31 cm measures as class 32 under ch
    const row = await api.ok<WoodPiecePage>('POST', '/stockIn/d/pageDetail', {
      id: sheet.id,
      page: 1,
      pageSize: 10,
      dia: 32,
      length: 4,
    });
    expect(row.total).toBe(5);
    expect(row.records.every((p) => p.minDiameter === 31 && p.diameter === 32)).toBe(true);
    const long = await api.ok<WoodPiecePage>('POST', '/stockIn/d/pageDetail', {
      id: sheet.id,
      page: 1,
      pageSize: 10,
      dia: 44,
      length: 4.6,
    });
    expect(long.total).toBe(3);
    // under rus_stp the 31 cm logs are class 31, and the category agrees with the pieces
    const rus = await api.ok<WoodPiecePage>('POST', '/stockIn/d/pageDetail', {
      id: sheet.id,
      page: 1,
      pageSize: 10,
      dia: 31,
      standard: 'rus_stp',
    });
    expect(rus.standard).toBe('rus_stp');
    expect(rus.total).toBe(5);
    expect(rus.records[0]!.volume).toBe(
      measureLog('rus_stp', { minDiameter: 31, length: 4 }).volumeE4 / 10_000,
    );
    const category = await api.ok<DiameterCategory>('POST', '/stockIn/d/getDiaCategory', {
      id: sheet.id,
      standard: 'rus_stp',
    });
    expect(category.rows.find((r) => r.dia === 31)?.qty).toBe(5);

    const invalid = await api.post('/stockIn/d/pageDetail', {
      id: sheet.id,
      page: 1,
      pageSize: 10,
      dia: 'x',
    });
    expect(invalid.body.code).toBe(400001);
    const unknown = await api.post('/stockIn/d/pageDetail', {
      id: sheet.id,
      page: 1,
      pageSize: 10,
      standard: 'nope',
    });
    expect(unknown.body.code).toBe(404701);
    const missing = await api.post('/stockOut/d/pageDetail', { id: sheet.id, page: 1, pageSize: 10 });
    expect(missing.body.code).toBe(404801);
  });

  it('lists the pictures of the logs with how many logs each shows', async () => {
    const at = await place();
    const sheet = await save('/stockIn/h/save', at, [{ dia: 26, qty: 4 }]);
    await admin.query(
      `update inventory.sheet_logs set pic_url = case when wood_code in ('1-1', '1-2') then 'https://img.test/a.jpg'
         when wood_code = '1-3' then 'https://img.test/b.jpg' else '' end, data_source = 1, device_no = 'DEV7'
       where sheet_id = $1`,
      [sheet.id],
    );
    expect(await api.ok<DetailImages>('POST', '/stockIn/d/images', { id: sheet.id })).toEqual({
      total: 2,
      records: [
        { url: 'https://img.test/a.jpg', count: 2 },
        { url: 'https://img.test/b.jpg', count: 1 },
      ],
    });
    await api.ok('POST', `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    const stock = (await stockRow(at))!;
    expect((await api.ok<DetailImages>('POST', '/stock/d/images', { id: stock.id })).total).toBe(2);
    const pieces = await api.ok<WoodPiecePage>('POST', '/stock/d/pageData', {
      id: stock.id,
      page: 1,
      pageSize: 10,
    });
    expect(pieces.records.map((p) => [p.ossUrl, p.deviceNo, p.dataSourceDesc])).toContainEqual([
      'https://img.test/a.jpg',
      'DEV7',
      'Device',
    ]);
    const empty = await save('/stockOut/save', at, [{ dia: 26, qty: 1 }]);
    expect(await api.ok<DetailImages>('POST', '/stockOut/d/images', { id: empty.id })).toEqual({
      total: 0,
      records: [],
    });
  });

  it('shows a stock row by diameter under the standard most of its pieces came in under', async () => {
    const at = await place();
    await stockIn(at, [{ dia: 31, qty: 3 }], 'rus_stp');
    await stockIn(at, [{ dia: 31, qty: 1 }], 'ch');
    const stock = (await stockRow(at))!;
    const category = await api.ok<StockDiameterCategory>('POST', `/stock/d/getDiaCategory/${stock.id}`, {});
    expect(category.standard).toBe('rus_stp');
    expect(category.rows).toEqual([
      {
        dia: 31,
        length: 4,
        qty: 4,
        vol: (4 * measureLog('rus_stp', { minDiameter: 31, length: 4 }).volumeE4) / 10_000,
      },
    ]);
    expect(category.stock).toMatchObject({ id: stock.id, quantity: 4, storageBinId: at.locationId });
    const ch = await api.ok<StockDiameterCategory>('POST', `/stock/d/getDiaCategory/${stock.id}`, {
      standard: 'ch',
    });
    expect(ch.rows.map((r) => [r.dia, r.qty])).toEqual([[32, 4]]);
    const pieces = await api.ok<WoodPiecePage>('POST', '/stock/d/pageData', {
      id: stock.id,
      page: 1,
      pageSize: 10,
      dia: 31,
      length: 4,
    });
    expect(pieces).toMatchObject({ total: 4, standard: 'rus_stp' });
    const gone = '00000000-0000-4000-8000-00000000dead';
    expect((await api.post(`/stock/d/getDiaCategory/${gone}`, {})).body.code).toBe(404807);
    expect((await api.post('/stock/d/pageData', { id: gone, page: 1, pageSize: 10 })).body.code).toBe(404807);
    // a query ignores the fields it does not know, and checks its own
    expect(await api.ok('POST', `/stock/d/getDiaCategory/${stock.id}`, { standard: 'ch', extra: 1 })).toEqual(
      await api.ok('POST', `/stock/d/getDiaCategory/${stock.id}`, { standard: 'ch' }),
    );
    expect((await api.post(`/stock/d/getDiaCategory/${stock.id}`, { standard: 7 })).body.code).toBe(400001);
  });

  it('moves a stock row with its pieces, merging into the row of the same kind at the destination', async () => {
    const from = (await stockRow(matched))!;
    const destination = await place(matched.kindId);
    await stockIn(destination, [{ dia: 40, qty: 3 }]);
    const there = (await stockRow(destination))!;
    const moving = (
      await admin.query<{ id: string }>(
        `select id from inventory.stock_pieces where stock_id = $1 and out_sheet_id is null order by id`,
        [from.id],
      )
    ).rows.map((r) => r.id);
    expect(moving).toHaveLength(from.quantity);
    await api.ok('POST', `/stock/transfer/${from.id}`, { id: from.id, locId: destination.locationId });
    const merged = (await stockRow(destination))!;
    expect(merged).toMatchObject({ id: there.id, quantity: there.quantity + from.quantity });
    const arrived = await admin.query<{ id: string }>(
      `select id from inventory.stock_pieces where stock_id = $1 and out_sheet_id is null`,
      [there.id],
    );
    expect(arrived.rows.map((r) => r.id)).toEqual(expect.arrayContaining(moving));
    expect(arrived.rowCount).toBe(merged.quantity);
    // the pieces that went out earlier stay on the row they left from
    const history = await admin.query(
      `select count(*)::int as n from inventory.stock_pieces where stock_id = $1 and out_sheet_id is not null`,
      [from.id],
    );
    expect(history.rows[0]).toEqual({ n: 4 });
    const category = await api.ok<StockDiameterCategory>('POST', `/stock/d/getDiaCategory/${there.id}`, {});
    expect(category.totalQty).toBe(merged.quantity);
    expect(await outOfStep()).toEqual([]);
  });

  it('writes the detail workbook: summary, diameter table and every piece, in the user language', async () => {
    const at = await place();
    const sheet = await stockIn(at, [
      { dia: 28, qty: 2 },
      { dia: 36, qty: 1 },
    ]);
    const download = (path: string, body: unknown, lang = 'ru') =>
      fetch(`${system.stack.url('bff')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, lang },
        body: JSON.stringify(body),
      });
    const response = await download('/stockIn/d/downloadExcel', { id: sheet.id, standard: 'ch' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${sheet.spu}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(['Детализация по диаметрам', 'Брёвна']);
    const [summary, pieces] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    const cells = (sheetOf: ExcelJS.Worksheet) =>
      sheetOf.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    const summaryRows = cells(summary);
    expect(summaryRows).toContainEqual(['№ ведомости', sheet.spu]);
    const total28 = (2 * measureLog('ch', { minDiameter: 28, length: 4 }).volumeE4) / 10_000;
    expect(summaryRows).toContainEqual([28, 4, 2, total28]);
    expect(summaryRows).toContainEqual(['Итого', undefined, 3, expect.any(Number) as number]);
    expect(pieces.rowCount).toBe(1 + 3);
    expect(pieces.getRow(2).getCell(1).value).toBe('1-1');

    // a stock row: the file is named by the warehouse (here in Chinese) and the wood kind
    const yard = (await api.ok<{ id: string }>('POST', '/location/save', { locationName: '一号库' })).id;
    const stock = (await stockRow(at))!;
    await api.ok('POST', `/stock/transfer/${stock.id}`, { id: stock.id, locId: yard });
    const moved = (await stockRow({ locationId: yard, kindId: at.kindId }))!;
    const stockBook = await download('/stock/d/downloadExcel', { id: moved.id }, 'zh');
    expect(stockBook.status).toBe(200);
    const disposition = stockBook.headers.get('content-disposition') ?? '';
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    expect(name).toBe(`一号库-${moved.woodKind}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(await stockBook.arrayBuffer());
    expect(zhBook.worksheets[1]!.rowCount).toBe(1 + 3);

    const refused = await download('/stockIn/d/downloadExcel', { id: sheet.id, standard: 'nope' }, 'en');
    expect(((await refused.json()) as { code: number; msg: string }).msg).toBe('Unknown standard "nope"');
  });

  // how long the two confirms take is measured by tools/bench/inventory (npm run bench:inventory)
  it('confirms a 2,000-log stock-in and a 2,000-log stock-out, the pieces in step with the rows', async () => {
    const at = await place();
    const rows = Array.from({ length: 20 }, (_, i) => ({ dia: 14 + 2 * i, qty: 100 }));
    await stockIn(at, rows);
    const big = await save('/stockIn/h/save', at, rows);
    await api.ok('POST', `/stockIn/h/confirm/${big.id}`, { manual: 0 });
    await stockOut(at, [{ dia: 20, qty: 3 }]);
    const out = await save(
      '/stockOut/save',
      at,
      rows.map((r) => ({ ...r, dia: r.dia + 1 })),
    );
    await api.ok('POST', `/stockOut/confirm/${out.id}`, { manual: 0 });
    expect((await stockRow(at))?.quantity).toBe(1_997);
    expect(await outOfStep()).toEqual([]);
  });

  it('keeps stock pieces and details to their tenant', async () => {
    const other = await system.loginAs('arrears');
    const stock =
      (await stockRow(matched)) ??
      (await api.ok<{ records: StockRow[] }>('POST', '/stock/pageData', { page: 1, pageSize: 1 }))
        .records[0]!;
    expect((await other.post(`/stock/d/getDiaCategory/${stock.id}`, {})).body.code).toBe(404807);
    expect((await other.post('/stock/d/pageData', { id: stock.id, page: 1, pageSize: 10 })).body.code).toBe(
      404807,
    );
    expect((await other.post('/stock/d/images', { id: stock.id })).body.code).toBe(404807);
    expect((await other.post('/stockIn/d/pageDetail', { id: in1.id, page: 1, pageSize: 10 })).body.code).toBe(
      404801,
    );
    expect((await other.post('/stockIn/d/images', { id: in1.id })).body.code).toBe(404801);
    const seen = await other.post(`/stock/transfer/${stock.id}`, { id: stock.id, locId: matched.locationId });
    expect(seen.body.code).toBe(404807);
    // and through the service's own connection, with the other tenant set, no piece is visible
    const svc = new Client({ connectionString: system.adminUrl.replace(/\/\/[^@]+@/, '//inventory_svc@') });
    await svc.connect();
    try {
      await svc.query('begin');
      await svc.query(`select set_config('app.tenant_id', '00000000-0000-4000-8000-000000000099', true)`);
      expect((await svc.query('select count(*)::int as n from inventory.stock_pieces')).rows[0]).toEqual({
        n: 0,
      });
      await svc.query('rollback');
    } finally {
      await svc.end();
    }
  });

  describe('truck and container data (§2 /stock/containerData, detail type carData)', () => {
    interface Truck {
      transportNum: string;
      ids: string[];
      spus: string[];
      sheetCount: number;
      quantity: number;
      volume: number;
      firstDate: string;
      lastDate: string;
      customers: string;
      woodKinds: string;
    }
    const trucks = (body: Record<string, unknown>) =>
      api.ok<{ records: Truck[]; total: number }>('POST', '/stock/carData/page', {
        page: 1,
        pageSize: 10,
        ...body,
      });
    let sheetA: { id: string; spu: string };
    let sheetB: { id: string; spu: string };

    it('groups the confirmed sheets of a kind by transport number, newest truck first, with their totals', async () => {
      const at = await place();
      sheetA = await save('/stockIn/h/save', at, [{ dia: 30, qty: 2 }], 'ch', 'TRUCK7', '2026-11-18');
      await api.ok('POST', `/stockIn/h/confirm/${sheetA.id}`, { manual: 0 });
      sheetB = await save('/stockIn/h/save', at, [{ dia: 24, qty: 3 }], 'rus_stp', 'TRUCK7', '2026-11-19');
      await api.ok('POST', `/stockIn/h/confirm/${sheetB.id}`, { manual: 0 });
      const other = await save('/stockIn/h/save', at, [{ dia: 40, qty: 1 }], 'ch', 'BOX100', '2026-11-21');
      await api.ok('POST', `/stockIn/h/confirm/${other.id}`, { manual: 0 });
      // a pending sheet on the truck is not yet its load
      await save('/stockIn/h/save', at, [{ dia: 50, qty: 1 }], 'ch', 'TRUCK7', '2026-11-22');

      const page = await trucks({ flag: 1 });
      const seven = page.records.find((truck) => truck.transportNum === 'TRUCK7');
      expect(seven).toMatchObject({
        ids: [sheetB.id, sheetA.id],
        spus: [sheetB.spu, sheetA.spu],
        sheetCount: 2,
        quantity: 5,
        firstDate: '2026-11-18',
        lastDate: '2026-11-19',
        customers: 'Piece buyer',
      });
      const volumes = await admin.query<{ e4: string }>(
        'select sum(volume_e4)::text as e4 from inventory.sheets where id = any($1)',
        [[sheetA.id, sheetB.id]],
      );
      expect(seven?.volume).toBe(Math.round(Number(volumes.rows[0]!.e4) / 10) / 1000);
      // newest truck first; the number filter matches part of it, in any case
      expect(page.records.findIndex((t) => t.transportNum === 'BOX100')).toBeLessThan(
        page.records.findIndex((t) => t.transportNum === 'TRUCK7'),
      );
      expect((await trucks({ transportNum: '100' })).records.map((t) => t.transportNum)).toEqual(['BOX100']);
      expect((await trucks({ transportNum: 'ck7', dateFrom: '2026-11-19' })).records[0]).toMatchObject({
        sheetCount: 1,
        ids: [sheetB.id],
      });
      expect((await trucks({ flag: 2, transportNum: 'TRUCK7' })).total).toBe(0);
      // paging: one truck a page, the total still counts every truck
      const first = await trucks({ pageSize: 1 });
      expect(first.records).toHaveLength(1);
      expect(first.total).toBe(page.total);
    });

    it("adds up a truck's sheets by diameter class under one standard, and refuses what is not its load", async () => {
      const ids = [sheetA.id, sheetB.id];
      const table = await api.ok<DiameterCategory>('POST', '/stock/carData/getDiaCategory', {
        ids,
        flag: 1,
        standard: 'ch',
      });
      expect(table.standard).toBe('ch');
      expect(table.totalQty).toBe(5);
      const one = (id: string) =>
        api.ok<DiameterCategory>('POST', '/stockIn/d/getDiaCategory', { id, standard: 'ch' });
      const [a, b] = [await one(sheetA.id), await one(sheetB.id)];
      expect(table.totalVol).toBeCloseTo(a.totalVol + b.totalVol, 3);
      // without a standard: the first sheet's own (sheetB's rus_stp is second)
      expect(
        (await api.ok<DiameterCategory>('POST', '/stock/carData/getDiaCategory', { ids, flag: 1 })).standard,
      ).toBe('ch');
      // a stock-out flag, an unknown id or a pending sheet is no truck's load
      expect((await api.post('/stock/carData/getDiaCategory', { ids, flag: 2 })).body.code).toBe(404801);
      const pending = await admin.query<{ id: string }>(
        "select id from inventory.sheets where transport_num = 'TRUCK7' and status <> 10",
      );
      expect(
        (await api.post('/stock/carData/getDiaCategory', { ids: [sheetA.id, pending.rows[0]!.id], flag: 1 }))
          .body.code,
      ).toBe(404801);
      expect((await api.post('/stock/carData/getDiaCategory', { ids: [], flag: 1 })).body.code).toBe(400001);
      // another tenant sees no truck and none of these sheets; the clerk may not open the page
      const other = await system.loginAs('arrears');
      expect(
        (await other.ok<{ total: number }>('POST', '/stock/carData/page', { page: 1, pageSize: 10 })).total,
      ).toBe(0);
      expect((await other.post('/stock/carData/getDiaCategory', { ids, flag: 1 })).body.code).toBe(404801);
      const clerk = await system.loginAs('clerk');
      expect((await clerk.post('/stock/carData/page', { page: 1, pageSize: 10 })).body.code).toBe(403001);
    });
  });
});
