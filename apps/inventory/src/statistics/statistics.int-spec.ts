import {
  type DailyStatsRow,
  type DashboardCharts,
  type DevicePicture,
  type DiameterCategory,
  type PageResult,
  type PictureState,
  type StockAgeAlarm,
  type StockAgeRule,
} from '@timber/contracts';
import { type ApiClient, expectEventually, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 20 (part 2) through the BFF with every process running: the daily statistics of a day and
 * their diameter breakdown, the dashboard's charts, stock-age rules that fire (their warnings and
 * events) and refuse bad input, and the device pictures' card states and feedback.
 */
describe('statistics, stock-age warnings and device pictures (real processes, PostgreSQL, Redis)', () => {
  let system: TestStack;
  let api: ApiClient;
  let admin: Client;
  let locationId: string;
  let kindId: string;
  let customerId: string;

  beforeAll(async () => {
    // the scanner looks every half second here (every ten minutes by default)
    system = await startTestStack('stats', { env: { inventory: { STOCK_AGE_SCAN_MS: '500' } } });
    api = await system.loginAs('admin');
    admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    customerId = (await api.ok<{ id: string }>('POST', '/cus/save', { customerName: 'Stats buyer' })).id;
    locationId = (await api.ok<{ id: string }>('POST', '/location/save', { locationName: 'Stats yard' })).id;
    kindId = (await api.ok<{ id: string }>('POST', '/wk/save', { woodKindName: 'Stats spruce' })).id;
  });
  afterAll(async () => {
    await admin?.end();
    await system?.stop();
  });

  const today = () => new Date().toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  /** The day `months` calendar months before today (UTC), yyyy-MM-dd. */
  const monthsAgo = (months: number) => {
    const day = new Date();
    day.setUTCDate(1);
    day.setUTCMonth(day.getUTCMonth() - months);
    return day.toISOString().slice(0, 10);
  };

  /**
   * A confirmed stock-in sheet of `qty` logs of 30 cm (and `qty` of 40 cm), with its transport
   * number, dated `date` (today unless told).
   */
  const confirmedSheet = async (qty: number, transportNum: string, date = today()) => {
    const sheet = await api.ok<{ id: string }>('POST', '/stockIn/h/save', {
      date,
      standard: 'ch',
      locationId,
      kindId,
      supplier: customerId,
      len: 4,
      vehicleLicense: transportNum,
      diameters: [
        { dia: 30, qty },
        { dia: 40, qty },
      ],
    });
    await api.ok('POST', `/stockIn/h/confirm/${sheet.id}`, { manual: 0 });
    return sheet.id;
  };

  /** The day sums the triggers keep, against the pieces in stock they sum (the invariant: equal). */
  const daySumsOutOfStep = async () =>
    (
      await admin.query<{ stock_id: string; day: Date }>(
        `select coalesce(d.stock_id, p.stock_id) as stock_id, coalesce(d.day, p.day) as day
         from (select stock_id, day, qty, volume_e4 from inventory.stock_age_days where qty <> 0) d
         full join (select stock_id, age_day as day, count(*)::int as qty,
                           coalesce(sum(volume_e4), 0)::bigint as volume_e4
                    from inventory.stock_pieces where out_at is null group by 1, 2) p
           on p.stock_id = d.stock_id and p.day = d.day
         where d.qty is distinct from p.qty or d.volume_e4 is distinct from p.volume_e4`,
      )
    ).rows;

  it('lists the sheets confirmed on a day by customer and wood kind, and breaks a row down by diameter', async () => {
    const yesterdays = await confirmedSheet(2, 'STATS1');
    const todays = await confirmedSheet(3, 'STATS2');
    await admin.query(`update inventory.sheets set confirmed_at = now() - interval '1 day' where id = $1`, [
      yesterdays,
    ]);

    const yesterday = await api.ok<PageResult<DailyStatsRow>>('POST', '/stats/list', {
      statsDate: daysAgo(1),
      flag: 1,
      page: 1,
      pageSize: 10,
    });
    expect(yesterday.total).toBe(1);
    expect(yesterday.records[0]).toMatchObject({
      ids: [yesterdays],
      customerName: 'Stats buyer',
      woodKindName: 'Stats spruce',
      sheetCount: 1,
      quantity: 4,
    });
    // today by default; stock-out sheets apart
    const todayRows = await api.ok<PageResult<DailyStatsRow>>('POST', '/stats/list', { flag: 1 });
    expect(todayRows.records.map((row) => row.ids)).toEqual([[todays]]);
    expect((await api.ok<PageResult<DailyStatsRow>>('POST', '/stats/list', { flag: 2 })).total).toBe(0);

    const breakdown = await api.ok<DiameterCategory>('POST', '/stats/dia', {
      ids: [yesterdays, todays],
      flag: 1,
      standard: 'ch',
    });
    expect(breakdown.standard).toBe('ch');
    expect(breakdown.totalQty).toBe(10);
    expect(breakdown.rows.map((row) => [row.dia, row.length, row.qty])).toEqual([
      [30, 4, 5],
      [40, 4, 5],
    ]);
    const sheetsVolume = yesterday.records[0]!.volume + todayRows.records[0]!.volume;
    expect(breakdown.totalVol).toBeCloseTo(sheetsVolume, 3);
    // a stock-in sheet is no stock-out row
    const wrongKind = await api.post('/stats/dia', { ids: [todays], flag: 2 });
    expect(wrongKind.body.code).toBe(404801);
  });

  it('charts 30 days of volume in and out and the stock by wood kind and location', async () => {
    const charts = await api.ok<DashboardCharts>('POST', '/statistics/charts');
    expect(charts.days).toHaveLength(30);
    expect(charts.days.at(-1)!.day).toBe(today());
    expect(charts.days.at(-2)!.day).toBe(daysAgo(1));
    expect(charts.days.at(-1)!.inVolume).toBeGreaterThan(0);
    expect(charts.days.at(-2)!.inVolume).toBeGreaterThan(0);
    const stock = await admin.query<{ quantity: number }>(
      'select quantity from inventory.stock where location_id = $1 and wood_kind_id = $2',
      [locationId, kindId],
    );
    expect(charts.byKind.find((share) => share.name === 'Stats spruce')?.quantity).toBe(
      stock.rows[0]!.quantity,
    );
    expect(charts.byLocation.find((share) => share.name === 'Stats yard')?.quantity).toBe(
      stock.rows[0]!.quantity,
    );
  });

  it('fires an age rule for the stock rows over it, raising one event per crossing', async () => {
    const rulesBefore = await admin.query('select count(*)::int as n from inventory.stock_age_rules');
    // the logs of one sheet dated seven months back, confirmed today: their age counts from the
    // sheet's date, not from the confirmation (issue 35)
    const oldDate = monthsAgo(7);
    await confirmedSheet(4, 'STATS3', oldDate);
    expect(await daySumsOutOfStep()).toEqual([]);

    // bad input: clear errors, nothing written
    const outbox = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from inventory.outbox where type = 'inventory.stock-age.alarmed'`,
        )
      ).rows[0]!.n;
    for (const [body, message] of [
      [{ minimum: 5, months: 0 }, 'months must be at least 1'],
      [{ minimum: 0, months: 6 }, 'minimum must be at least 1'],
      [{ minimum: 5, months: 6, colour: 'red' }, 'Unknown field: colour'],
      [{ minimum: 5 }, 'months is required'],
    ] as const) {
      const refused = await api.post('/invalarm/save', body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(400001);
      expect(refused.body.msg).toContain(message);
    }
    expect((await admin.query('select count(*)::int as n from inventory.stock_age_rules')).rows).toEqual(
      rulesBefore.rows,
    );
    expect(await outbox()).toBe(0);

    const notYet = await api.ok<{ id: string; firing: number }>('POST', '/invalarm/save', {
      minimum: 9,
      months: 6,
    });
    expect(notYet.firing).toBe(0);
    const rule = await api.ok<{ id: string; firing: number }>('POST', '/invalarm/save', {
      minimum: 8,
      months: 6,
    });
    expect(rule.firing).toBe(1);
    const taken = await api.post('/invalarm/save', { minimum: 8, months: 6 });
    expect(taken.body.code).toBe(400851);

    const events = await admin.query<{ payload: { ruleId: string; agedQty: number; months: number } }>(
      `select payload from inventory.outbox where type = 'inventory.stock-age.alarmed'`,
    );
    expect(events.rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        ruleId: rule.id,
        agedQty: 8,
        months: 6,
        minimum: 8,
        locationId,
        woodKindId: kindId,
      }),
    ]);
    const panel = await api.ok<PageResult<StockAgeAlarm>>('POST', '/invalarm/stock', { page: 1 });
    expect(panel.records).toEqual([
      expect.objectContaining({
        ruleId: rule.id,
        locationName: 'Stats yard',
        woodKindName: 'Stats spruce',
        agedQty: 8,
        months: 6,
        oldestDay: oldDate,
      }),
    ]);
    const rules = await api.ok<PageResult<StockAgeRule>>('POST', '/invalarm/page', { page: 1, pageSize: 10 });
    expect(rules.records.map((r) => [r.minimum, r.months, r.firing])).toEqual([
      [8, 6, 1],
      [9, 6, 0],
    ]);

    // a stock-out of every 30 cm log takes four of the old ones: the row falls below the rule and
    // its warning leaves (the panel at once, the recorded crossing at the next scan)
    const out = await api.ok<{ id: string }>('POST', '/stockOut/save', {
      date: today(),
      standard: 'ch',
      locationId,
      kindId,
      supplier: customerId,
      len: 4,
      diameters: [{ dia: 30, qty: 9 }],
    });
    await api.ok('POST', `/stockOut/confirm/${out.id}`, { manual: 0 });
    expect(await daySumsOutOfStep()).toEqual([]);
    expect((await api.ok<PageResult<StockAgeAlarm>>('POST', '/invalarm/stock', { page: 1 })).total).toBe(0);
    await expectEventually(async () => {
      const firing = await admin.query('select * from inventory.stock_age_alarms');
      expect(firing.rows).toEqual([]);
    });
    // more logs grow old: the scanner finds the row over the rule again and raises a second event
    await confirmedSheet(2, 'STATS4', monthsAgo(8));
    await expectEventually(async () => expect(await outbox()).toBe(2));
    expect((await api.ok<PageResult<StockAgeAlarm>>('POST', '/invalarm/stock', { page: 1 })).records).toEqual(
      [expect.objectContaining({ ruleId: rule.id, agedQty: 8 })],
    );

    await api.ok('POST', `/invalarm/delete/${notYet.id}`);
    expect((await api.post(`/invalarm/delete/${notYet.id}`)).body.code).toBe(404851);
    await api.ok('POST', `/invalarm/delete/${rule.id}`);
    expect((await api.ok<PageResult<StockAgeRule>>('POST', '/invalarm/page', { page: 1 })).total).toBe(0);
    expect((await api.ok<PageResult<StockAgeAlarm>>('POST', '/invalarm/stock', { page: 1 })).total).toBe(0);
  });

  it('lists device pictures by sheet or transport number and keeps their card state and feedback', async () => {
    const sheet = await confirmedSheet(1, 'PICBUS7');
    await admin.query(
      `update inventory.sheet_logs set pic_url = 'https://device.example/pic/' || wood_code || '.jpg',
              device_no = 'DEV-7' where sheet_id = $1`,
      [sheet],
    );
    const page = await api.ok<PageResult<DevicePicture>>('POST', '/oss/d/pageImg', {
      num: 'picbus',
      page: 1,
    });
    expect(page.total).toBe(2);
    expect(
      page.records.map((card) => [card.kind, card.transportNum, card.cardState, card.picStatus]),
    ).toEqual([
      ['stockIn', 'PICBUS7', 4, 0],
      ['stockIn', 'PICBUS7', 4, 0],
    ]);
    const card = page.records[0]!;
    expect(card.picUrl).toMatch(/^https:\/\/device\.example\/pic\//);
    expect((await api.ok<PageResult<DevicePicture>>('POST', '/oss/d/pageImg', { num: card.spu })).total).toBe(
      2,
    );
    expect(
      (await api.ok<PageResult<DevicePicture>>('POST', '/oss/d/pageImg', { num: card.spu, flag: 2 })).total,
    ).toBe(0);

    expect(await api.ok<PictureState>('POST', `/stockIn/d/delete/${card.id}`)).toEqual({
      cardState: 0,
      picStatus: 0,
    });
    expect((await api.post(`/stockIn/d/delete/${card.id}`)).body.code).toBe(400852);
    expect(await api.ok<PictureState>('POST', `/stockIn/d/recover/${card.id}`)).toEqual({
      cardState: 4,
      picStatus: 0,
    });
    expect((await api.post(`/stockIn/d/recover/${card.id}`)).body.code).toBe(400853);
    // the log is a stock-in's: not a stock-out picture
    expect((await api.post(`/stockOut/d/delete/${card.id}`)).body.code).toBe(404852);

    expect(
      await api.ok<PictureState>('POST', `/stockIn/d/feedbackImg/${card.id}`, { comment: 'end read twice' }),
    ).toEqual({ cardState: 4, picStatus: 5 });
    const reported = await api.ok<PageResult<DevicePicture>>('POST', '/oss/d/pageImg', {
      num: 'PICBUS7',
      picStatus: 5,
    });
    expect(reported.records).toEqual([
      expect.objectContaining({
        id: card.id,
        picStatus: 5,
        feedbackBy: 'admin',
        feedbackComment: 'end read twice',
      }),
    ]);
    // the stock piece the log became shares its picture: its feedback was sent already
    const piece = await admin.query<{ id: string; pic_status: number }>(
      'select id, pic_status from inventory.stock_pieces where sheet_log_id = $1',
      [card.id],
    );
    expect(piece.rows[0]!.pic_status).toBe(5);
    expect((await api.post(`/stock/d/feedbackImg/${piece.rows[0]!.id}`, {})).body.code).toBe(400854);
    expect(await api.ok<PictureState>('POST', `/stock/d/delete/${piece.rows[0]!.id}`)).toEqual({
      cardState: 0,
      picStatus: 5,
    });
    // another tenant sees none of them
    const other = await system.loginAs('arrears');
    const theirs = await other.post<PageResult<DevicePicture>>('/oss/d/pageImg', { num: 'PICBUS7' });
    expect(theirs.body.data?.total ?? 0).toBe(0);
  });
});
