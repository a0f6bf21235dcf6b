import {
  type InvoiceableOrder,
  type InvoiceRow,
  type LedgerMonthRow,
  type LedgerPage,
  type LedgerStatistics,
  type PageResult,
  type RechargeCreated,
} from '@timber/contracts';
import { type ApiClient, expectEventually } from '@timber/testing';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { type Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from './recharge/domain/sandbox-provider';
import {
  type BillingSuite,
  SANDBOX_ENV,
  SANDBOX_SECRET,
  sheetConfirmed,
  startBillingSuite,
} from './testing/billing-fixtures';

const OPERATOR = randomUUID();
const TENANT = randomUUID();
const OTHER = randomUUID();

/**
 * The ledger report (§2: detail with balances, monthly summary, chart, workbook) and invoice
 * requests over consumption orders (§7 /invRecord/apply). Real PostgreSQL, Redis.
 */
describe('billing: ledger report and invoices (real PostgreSQL, Redis)', () => {
  let suite: BillingSuite;
  let admin: Client;
  let billing: BillingSuite['billing'];
  let api: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    suite = await startBillingSuite('billing_ledger', OPERATOR, SANDBOX_ENV);
    ({ admin, billing } = suite);
    api = await billing.clientFor(TENANT);
    other = await billing.clientFor(OTHER);
    const operator = await billing.clientFor(OPERATOR);
    for (const tenantId of [TENANT, OTHER]) {
      await operator.post('/bill/account/save', {
        tenantId,
        creditLimit: 1000,
        fees: [
          { feeItemId: 'sheet', price: 2 },
          { feeItemId: 'volume', price: 1.5 },
        ],
      });
    }
    // 2.00 + 15.00, 2.00 + 30.00 for the tenant; 2.00 + 1.50 for the other
    await billing.publish(
      sheetConfirmed(TENANT, 'IN20261126-0001', 100_000),
      sheetConfirmed(TENANT, 'IN20261126-0002', 200_000),
      sheetConfirmed(OTHER, 'IN20261126-0001', 10_000),
    );
    await expectEventually(async () => {
      const { rows } = await admin.query('select 1 from billing.movements');
      expect(rows).toHaveLength(6);
    });
    const created = (await api.post<RechargeCreated>('/zfPay/payment', { amount: 100 })).body.data;
    const paid = new SandboxProvider(SANDBOX_SECRET).callback(
      { id: created.id, amountCents: 10_000 },
      'paid',
    );
    const answer = await api.notify('/zfPay/notify/sandbox', JSON.stringify(paid), 'application/json');
    expect(answer.text).toBe('success');
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('lists this month’s movements newest first, each with the balance after it, and the totals', async () => {
    const page = (await api.post<LedgerPage>('/ledger/page', { page: 1, pageSize: 20 })).body.data;
    expect(page.total).toBe(5);
    expect(page).toMatchObject({ totalAp: 49, totalPaid: 100, debt: 0 });
    const [recharge, ...charges] = page.records;
    expect(recharge).toMatchObject({ tradeType: 2, tradeTypeDesc: 'Recharge', amount: 100, balance: 51 });
    expect(recharge?.businessNo).toMatch(/^CZ\d{10}$/);
    expect(charges.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-30, -15, -2, -2]);
    expect(
      charges.every((row) => row.tradeTypeDesc === 'Consumption' && /^XF\d{10}$/.test(row.businessNo)),
    ).toBe(true);
    // each balance is the one after it: the next older row's plus this amount
    for (let i = 0; i + 1 < page.records.length; i++) {
      const row = page.records[i]!;
      expect(row.balance).toBeCloseTo(page.records[i + 1]!.balance + row.amount, 2);
    }
    expect(page.records.at(-1)?.balance).toBe(page.records.at(-1)?.amount);
    const volume = charges.find((row) => row.amount === -30);
    expect(volume).toMatchObject({ qty: 20, unitPrice: 1.5, remark: 'Measured volume IN20261126-0002' });
    // a period with nothing in it, and another tenant's ledger
    const empty = (
      await api.post<LedgerPage>('/ledger/page', {
        page: 1,
        periodBegin: '2020-01-01',
        periodEnd: '2020-01-31',
      })
    ).body.data;
    expect(empty).toMatchObject({ total: 0, records: [], totalAp: 0, totalPaid: 0 });
    expect((await other.post<LedgerPage>('/ledger/page', { page: 1 })).body.data.total).toBe(2);
  });

  it('sums the month and the days for the summary tab and the chart', async () => {
    const months = (await api.post<PageResult<LedgerMonthRow>>('/ledger/month/page', { page: 1 })).body.data;
    expect(months.records.map((row) => [row.tradeType, row.vol, row.amount])).toEqual([
      [1, 30, 49],
      [2, 0, 100],
    ]);
    const chart = (await api.post<LedgerStatistics>('/ledger/statistics', {})).body.data;
    expect(chart.totalAmount).toBe(49);
    expect(chart.records).toHaveLength(1);
    expect(chart.records[0]).toMatchObject({ vol: 30, amount: 49 });
  });

  it('exports the period’s ledger as a workbook', async () => {
    const response = await fetch(`${billing.baseUrl}/ledger/downloadExcel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, lang: 'en' },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Ledger');
    expect(sheet.getRow(1).getCell(1).value).toBe('Trade time');
    expect(sheet.rowCount).toBe(6);
  });

  describe('invoice requests', () => {
    const uninvoiced = async (client = api): Promise<InvoiceableOrder[]> =>
      (await client.post<PageResult<InvoiceableOrder>>('/ledger/pageUnInv', { page: 1 })).body.data.records;
    const digest = async (): Promise<string> => {
      const { rows } = await admin.query<{ d: string }>(
        `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d
           from (select id::text from billing.invoices union all select movement_id::text from billing.invoice_items) t`,
      );
      return rows[0]!.d;
    };

    it('makes an invoice over the selected consumption orders, its total computed in cents', async () => {
      const orders = await uninvoiced();
      expect(orders).toHaveLength(4);
      const chosen = orders.filter((order) => order.invoiceAmount !== 2);
      const answer = await api.post<InvoiceRow>('/invRecord/apply', { ids: chosen.map((order) => order.id) });
      expect(answer.body.code, answer.body.msg).toBe(0);
      expect(answer.body.data).toMatchObject({
        amount: 45,
        orderCount: 2,
        status: 0,
        statusDesc: 'Requested',
      });
      expect((await uninvoiced()).map((order) => order.invoiceAmount)).toEqual([2, 2]);
      const list = (await api.post<PageResult<InvoiceRow>>('/invRecord/list', { page: 1 })).body.data;
      expect(list.records).toEqual([answer.body.data]);
    });

    it('refuses orders already invoiced, of another tenant, recharges or unknown, writing nothing', async () => {
      const before = await digest();
      const { rows: invoicedRows } = await admin.query<{ movement_id: string }>(
        'select movement_id from billing.invoice_items',
      );
      const fresh = (await uninvoiced())[0]!.id;
      const again = await api.post('/invRecord/apply', { ids: [fresh, invoicedRows[0]!.movement_id] });
      expect([again.status, again.body.code]).toEqual([409, 402806]);
      expect(again.body.msg).toMatch(/XF\d{10}/);
      const ofOther = (await uninvoiced(other))[0]!.id;
      const foreign = await api.post('/invRecord/apply', { ids: [fresh, ofOther] });
      expect([foreign.status, foreign.body.code]).toEqual([404, 402805]);
      expect(foreign.body.msg).toContain(ofOther);
      const { rows: recharges } = await admin.query<{ id: string }>(
        'select id from billing.movements where kind = 2 and tenant_id = $1',
        [TENANT],
      );
      expect((await api.post('/invRecord/apply', { ids: [recharges[0]!.id] })).body.code).toBe(402805);
      expect((await api.post('/invRecord/apply', { ids: [randomUUID()] })).body.code).toBe(402805);
      for (const body of [
        { ids: [] },
        { ids: [fresh, fresh] },
        { ids: ['x'] },
        { ids: [fresh], amount: 1 },
      ]) {
        expect((await api.post('/invRecord/apply', body)).body.code, JSON.stringify(body)).toBe(400001);
      }
      expect(await digest()).toBe(before);
    });

    it('lets one of two requests over the same order at once make the invoice', async () => {
      const ids = (await uninvoiced()).map((order) => order.id);
      const answers = await Promise.all([
        api.post('/invRecord/apply', { ids }),
        api.post('/invRecord/apply', { ids: [...ids].reverse() }),
      ]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([0, 402806]);
      const { rows } = await admin.query<{ n: string }>('select count(*) as n from billing.invoice_items');
      expect(Number(rows[0]?.n)).toBe(4);
    });
  });
});
