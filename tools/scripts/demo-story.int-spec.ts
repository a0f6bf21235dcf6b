import { DEMO_TENANT_ID, seedDemoStory, startTestStack, type TestStack } from '@timber/testing';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('the demo story (issue 43)', () => {
  let system: TestStack;
  let db: Client;
  let firstRun: 'made' | 'kept';
  let seconds = 0;

  beforeAll(async () => {
    system = await startTestStack('story', { storyClock: true });
    const began = Date.now();
    firstRun = await seedDemoStory({
      stack: system.stack,
      adminUrl: system.adminUrl,
      redisUrl: 'redis://127.0.0.1:6379',
      jwtSecret: system.jwtSecret,
      streamPrefix: system.streamPrefix,
      log: (line) => console.log(line),
    });
    seconds = (Date.now() - began) / 1000;
    console.log(`demo story: ${seconds.toFixed(1)} s`);
    db = new Client({ connectionString: system.adminUrl });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('makes three months of sheets, dated through the story', async () => {
    expect(firstRun).toBe('made');
    const { rows } = await db.query<{ n: number; first: Date; last: Date; days: number }>(
      `select count(*)::int as n, min(created_at) as first, max(created_at) as last,
              count(distinct confirmed_at::date)::int as days
         from inventory.sheets where tenant_id = $1`,
      [DEMO_TENANT_ID],
    );
    console.log(rows[0]);
  });

  it('keeps the money of three months: fees, usage, recharges, an invoice; and the devices log', async () => {
    const api = await system.loginAs('admin');
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const today = day(0);
    const firstDay = day(91);
    const months = [
      ...new Set(Array.from({ length: 91 }, (_, i) => day(90 - i)).filter((d) => d.endsWith('-01'))),
    ].map((d) => d.slice(0, 7));
    expect(months).toHaveLength(3);
    interface Row {
      tradeTime: string;
      tradeType: number;
      remark: string;
      amount: number;
      balance: number;
    }
    const rows: Row[] = [];
    let debt = 0;
    for (let page = 1; ; page++) {
      const answer = await api.ok<{ records: Row[]; total: number; debt: number }>('POST', '/ledger/page', {
        page,
        pageSize: 100,
        periodBegin: firstDay,
        periodEnd: today,
      });
      rows.push(...answer.records);
      debt = answer.debt;
      if (answer.records.length < 100) {
        break;
      }
    }
    const monthOf = (row: Row) => row.tradeTime.slice(0, 7);
    // the monthly fee: once a month, on its first day
    const fees = rows.filter((row) => row.tradeType === 1 && /\d{4}-\d{2}$/.test(row.remark));
    expect(fees.map((row) => row.tradeTime.slice(0, 10)).sort()).toEqual(
      months.map((month) => `${month}-01`),
    );
    expect(fees.every((row) => row.amount === -300)).toBe(true);
    // usage charges (sheets, volumes), dated by their events over the three months
    const usage = rows.filter((row) => row.tradeType === 1 && !fees.includes(row));
    const usageMonths = new Set(usage.map(monthOf));
    for (const month of months) {
      expect(usageMonths.has(month), month).toBe(true);
    }
    expect(usage.length).toBeGreaterThan(200);
    // the recharges paid on the sandbox's page (and the seed's opening balance)
    const recharges = rows.filter((row) => row.tradeType === 2);
    expect(recharges.map((row) => row.amount)).toEqual(expect.arrayContaining([1000, 1500, 1000]));
    expect(
      new Set(recharges.filter((row) => row.tradeTime < `${today}`).map(monthOf)).size,
    ).toBeGreaterThanOrEqual(3);
    // nothing in the future; the balance is the sum of the movements, as the account says
    expect(rows.every((row) => row.tradeTime <= new Date().toISOString().replace('T', ' '))).toBe(true);
    const cents = (yuan: number) => Math.round(yuan * 100);
    const sum = rows.reduce((total, row) => total + cents(row.amount), 0);
    expect(cents(rows[0]!.balance)).toBe(sum);
    const account = await api.ok<{ balance: number; overdue: boolean }>('POST', '/bill/account/get', {});
    expect(cents(account.balance)).toBe(sum);
    expect(account.overdue).toBe(false);
    expect(debt).toBe(0);
    // the monthly summary and the chart agree with the rows
    const summary = await api.ok<{ records: { month: string; tradeType: number; amount: number }[] }>(
      'POST',
      '/ledger/month/page',
      { page: 1, pageSize: 50, beginDate: firstDay, endDate: today },
    );
    for (const month of months) {
      const charged = rows.filter((row) => row.tradeType === 1 && monthOf(row) === month);
      const line = summary.records.find((record) => record.tradeType === 1 && record.month.startsWith(month));
      expect(Math.abs(cents(line?.amount ?? 0)), month).toBe(
        -charged.reduce((total, row) => total + cents(row.amount), 0),
      );
    }
    const chart = await api.ok<{ records: { date: string; amount: number }[]; totalAmount: number }>(
      'POST',
      '/ledger/statistics',
      { beginDate: firstDay, endDate: today },
    );
    expect(Math.abs(cents(chart.totalAmount))).toBe(
      -rows.filter((row) => row.tradeType === 1).reduce((total, row) => total + cents(row.amount), 0),
    );
    // charged days in each month (the story's first day, the 31st of the month before, too)
    const chartMonths = chart.records
      .filter((record) => record.amount !== 0)
      .map((record) => record.date.slice(0, 7));
    expect(chartMonths).toEqual(expect.arrayContaining(months));
    // the invoice the yard asked for and the operator issued
    const invoices = await api.ok<{
      records: { status: number; invoiceNo: string | null; orderCount: number }[];
    }>('POST', '/invRecord/list', { page: 1, pageSize: 10, createTimeFrom: firstDay, createTimeTo: today });
    expect(invoices.records).toEqual([
      expect.objectContaining({ status: 1, invoiceNo: `FP${months[0]!.replace('-', '')}0101` }),
    ]);
    expect(invoices.records[0]!.orderCount).toBeGreaterThan(10);
    // the devices log: a device switched off and on again, and renamed, at the story's moments
    const log = await api.ok<{ records: { logAction: string; createTime: string }[] }>(
      'POST',
      '/deviceLog/pageData',
      {
        page: 1,
        pageSize: 50,
        createTimeFrom: firstDay,
        createTimeTo: today,
      },
    );
    const story = log.records.filter((line) => line.createTime.slice(0, 10) < day(7));
    expect(story.map((line) => line.logAction).sort()).toEqual(
      expect.arrayContaining(['renamed', 'switchedOff', 'switchedOn']),
    );
    expect(story.find((line) => line.logAction === 'switchedOff')?.createTime.slice(0, 10)).toBe(day(61));
    console.log({
      movements: rows.length,
      fees: fees.length,
      usage: usage.length,
      recharges: recharges.length,
      balance: account.balance,
    });
  });
});
