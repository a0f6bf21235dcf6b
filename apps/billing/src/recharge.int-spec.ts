import {
  type AccountInfo,
  type BankAccount,
  type DepositRow,
  type PageResult,
  type RechargeCreated,
} from '@timber/contracts';
import { type ApiClient, expectEventually } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { type Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from './recharge/domain/sandbox-provider';
import {
  type BillingSuite,
  moneyDigest,
  SANDBOX_ENV,
  SANDBOX_SECRET,
  sheetConfirmed,
  startBillingSuite,
} from './testing/billing-fixtures';

const OPERATOR = randomUUID();
const TENANT = randomUUID();
const OTHER = randomUUID();
const SANDBOX_NOTIFY = '/zfPay/notify/sandbox';

/**
 * Recharge through the sandbox payment provider (issue 18, §2 Recharge page, §4 Recharge flow;
 * PAYMENT_SANDBOX=1, development only): payment orders, the provider's pay page and its signed
 * notification (verified, checked against the payment, applied once), the balance credited and the
 * arrears lifted at once. Real PostgreSQL, Redis.
 */
describe('billing: recharge through the sandbox provider (real PostgreSQL, Redis)', () => {
  let suite: BillingSuite;
  let admin: Client;
  let billing: BillingSuite['billing'];
  let api: ApiClient;
  const sandbox = new SandboxProvider(SANDBOX_SECRET);

  beforeAll(async () => {
    suite = await startBillingSuite('billing_recharge', OPERATOR, SANDBOX_ENV);
    ({ admin, billing } = suite);
    api = await billing.clientFor(TENANT);
    // the tenant owes 1.00 without credit: overdue
    const operator = await billing.clientFor(OPERATOR);
    const saved = await operator.post('/bill/account/save', {
      tenantId: TENANT,
      creditLimit: 0,
      fees: [{ feeItemId: 'sheet', price: 1 }],
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    await billing.publish(sheetConfirmed(TENANT, 'IN20261122-0001', 10_000));
    await expectEventually(async () => expect((await account()).overdue).toBe(true));
  });

  afterAll(async () => {
    await suite?.close();
  });

  async function account(): Promise<AccountInfo> {
    const answer = await api.post<AccountInfo>('/bill/account/get');
    return answer.body.data;
  }
  const digest = (): Promise<string> => moneyDigest(admin);
  const recharge = async (amount: number, payChannel = 'alipay'): Promise<RechargeCreated> => {
    const answer = await api.post<RechargeCreated>('/zfPay/payment', { amount, payChannel });
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data;
  };
  const order = (id: string, amountCents: number) => ({ id, amountCents });
  /** Posts a sandbox notification as its pay page does (no login): the answer's text, success or fail. */
  const notify = async (callback: unknown): Promise<string> =>
    (await api.notify(SANDBOX_NOTIFY, JSON.stringify(callback), 'application/json')).text;
  const statusOf = async (id: string): Promise<number> =>
    (await api.post<{ status: number }>(`/zfPay/status/${id}`)).body.data.status;

  it('refuses an amount of 0, negative, over 5000 or with fractions of a cent, and unknown channels or fields, writing nothing', async () => {
    const before = await digest();
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 5000.01 },
      { amount: 1.001 },
      { amount: '10' },
      {},
      { amount: 10, payChannel: 'paypal' },
      { amount: 10, tenantId: OTHER },
    ]) {
      const bad = await api.post('/zfPay/payment', body);
      expect([bad.status, bad.body.code], JSON.stringify(body)).toEqual([400, 400001]);
      expect(bad.body.msg.length).toBeGreaterThan(0);
    }
    // a channel's button key is needed (§6), bank card always offered
    const noAlipay = await billing.clientFor(TENANT, ['invoice', 'invoice/recharge', 'btn.wechat']);
    expect((await noAlipay.post('/zfPay/payment', { amount: 10 })).body.code).toBe(403001);
    expect(await digest()).toBe(before);
    expect((await noAlipay.post('/zfPay/payment', { amount: 10, payChannel: 'bankCard' })).body.code).toBe(0);
  });

  it('answers the sandbox’s pay page, which says it is a test and carries the notifications signed for the payment’s amount', async () => {
    const created = await recharge(5000);
    expect(created.payUrl).toBe(`/api/zfPay/sandbox/${created.id}`);
    const page = await fetch(`${billing.baseUrl}/zfPay/sandbox/${created.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Amount: ¥5000.00');
    expect(html).toContain('This is a test page (sandbox): no money moves.');
    const zh = await (
      await fetch(`${billing.baseUrl}/zfPay/sandbox/${created.id}`, { headers: { lang: 'zh' } })
    ).text();
    expect(zh).toContain('这是测试页面（沙箱）：不会发生任何真实的资金往来');
    expect(html).toContain(sandbox.callback(order(created.id, 500_000), 'paid').sign);
    expect(html).toContain(sandbox.callback(order(created.id, 500_000), 'failed').sign);
    const unknown = await fetch(`${billing.baseUrl}/zfPay/sandbox/${randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it('refuses a forged, a mismatched and an unknown notification, changing no money and recording each', async () => {
    const created = await recharge(12.34);
    const before = await digest();
    const paid = sandbox.callback(order(created.id, 1234), 'paid');
    expect(await notify({ ...paid, amountCents: 123_400 })).toBe('fail');
    expect(await notify(new SandboxProvider('x'.repeat(32)).callback(order(created.id, 1234), 'paid'))).toBe(
      'fail',
    );
    expect(await notify(sandbox.callback(order(created.id, 1233), 'paid'))).toBe('fail');
    expect(await notify(sandbox.callback(order(randomUUID(), 1234), 'paid'))).toBe('fail');
    expect(await digest()).toBe(before);
    expect(await account()).toMatchObject({ balance: -1, overdue: true });
    const { rows } = await admin.query<{ verified: boolean; outcome: string; tenant_id: string | null }>(
      `select verified, outcome, tenant_id from billing.payment_notifications order by id`,
    );
    expect(rows).toEqual([
      { verified: false, outcome: 'PAYMENT.BAD_SIGNATURE', tenant_id: null },
      { verified: false, outcome: 'PAYMENT.BAD_SIGNATURE', tenant_id: null },
      { verified: true, outcome: 'PAYMENT.AMOUNT_MISMATCH', tenant_id: TENANT },
      { verified: true, outcome: 'PAYMENT.NOT_FOUND', tenant_id: null },
    ]);
  });

  it('credits a paid notification once however often it comes, and lifts the arrears at once when the balance is back', async () => {
    const half = await recharge(0.5);
    // the recharge dialog asks where the payment stands: awaiting, then paid; another tenant cannot see it
    expect((await api.post(`/zfPay/status/${half.id}`)).body).toMatchObject({
      code: 0,
      data: { id: half.id, status: 0 },
    });
    const stranger = await billing.clientFor(OTHER);
    expect((await stranger.post(`/zfPay/status/${half.id}`)).body.code).toBe(402801);
    const halfPaid = sandbox.callback(order(half.id, 50), 'paid');
    expect(await notify(halfPaid)).toBe('success');
    expect(await statusOf(half.id)).toBe(1);
    expect(await account()).toMatchObject({ balance: -0.5, overdue: true });
    // the same notification, twice at once: credited once, answered as the first
    expect(await Promise.all([notify(halfPaid), notify(halfPaid)])).toEqual(['success', 'success']);
    expect(await account()).toMatchObject({ balance: -0.5, overdue: true });
    // the other outcome of a settled payment is refused
    expect(await notify(sandbox.callback(order(half.id, 50), 'failed'))).toBe('fail');
    expect(await statusOf(half.id)).toBe(1);

    const rest = await recharge(0.5, 'wechat');
    expect(await notify(sandbox.callback(order(rest.id, 50), 'paid'))).toBe('success');
    // no wait: the notification's own transaction decided it
    expect(await account()).toMatchObject({ balance: 0, overdue: false });
    const { rows } = await admin.query<{ payload: { overdue: boolean; revision: number } }>(
      `select payload from billing.outbox where type = 'billing.account.arrears-changed' and tenant_id = $1 order by seq`,
      [TENANT],
    );
    expect(rows.map((row) => [row.payload.overdue, row.payload.revision])).toEqual([
      [true, 1],
      [false, 2],
    ]);
    const { rows: credits } = await admin.query<{ n: string; total: string }>(
      `select count(*) as n, sum(amount_cents) as total from billing.movements where tenant_id = $1 and kind = 2`,
      [TENANT],
    );
    expect([Number(credits[0]?.n), Number(credits[0]?.total)]).toEqual([2, 100]);
    const { rows: received } = await admin.query<{ outcome: string; received_count: number }>(
      `select outcome, received_count from billing.payment_notifications where payment_id = $1 order by id`,
      [half.id],
    );
    expect(received).toEqual([
      { outcome: 'credit', received_count: 3 },
      { outcome: 'PAYMENT.SETTLED', received_count: 1 },
    ]);
  });

  it('marks a failed notification failed, crediting nothing, and keeps the user’s feedback', async () => {
    const created = await recharge(30);
    expect(await notify(sandbox.callback(order(created.id, 3000), 'failed'))).toBe('success');
    expect(await statusOf(created.id)).toBe(2);
    const feedback = await api.post(`/zfPay/feedback/${created.id}`, { feedback: 1 });
    expect(feedback.body).toMatchObject({ code: 0, data: { id: created.id, status: 2 } });
    const otherTenant = await billing.clientFor(OTHER);
    expect((await otherTenant.post(`/zfPay/feedback/${created.id}`, { feedback: 1 })).body.code).toBe(402801);
    expect((await api.post(`/zfPay/feedback/${created.id}`, { feedback: 3 })).body.code).toBe(400001);
    expect(await account()).toMatchObject({ balance: 0 });
  });

  it('lists the recharge history newest first, 10 a page, and the bank transfer details', async () => {
    const page = await api.post<PageResult<DepositRow>>('/deposit/list', { page: 1 });
    expect(page.body.data.total).toBe(6);
    expect(page.body.data.records[0]).toMatchObject({
      amount: 30,
      status: 2,
      statusDesc: 'Failed',
      payChannel: 'alipay',
    });
    expect(page.body.data.records.map((row) => row.statusDesc)).toContain('Paid');
    expect(page.body.data.records.map((row) => row.statusDesc)).toContain('Awaiting payment');
    const other = await (
      await billing.clientFor(OTHER)
    ).post<PageResult<DepositRow>>('/deposit/list', { page: 1 });
    expect(other.body.data).toEqual({ total: 0, records: [] });
    const banks = await api.post<BankAccount[]>('/bank/account/get');
    expect(banks.body.data).toHaveLength(1);
    expect(banks.body.data[0]).toMatchObject({
      id: 'platform',
      bankAccountName: 'Timber Back Office Services Ltd.',
    });
  });
});
