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
  SANDBOX_SECRET,
  sheetConfirmed,
  startBillingSuite,
} from './testing/billing-fixtures';

const OPERATOR = randomUUID();
const TENANT = randomUUID();
const OTHER = randomUUID();
const MONEY_TABLES = ['accounts', 'payments', 'movements', 'entries', 'outbox'];

/**
 * Recharge through the sandbox payment provider (issue 18, §2 Recharge page, §4 Recharge flow):
 * payment orders, the provider's pay page and its signed callback (verified, checked against the
 * payment, applied once), the balance credited and the arrears lifted at once. Real PostgreSQL, Redis.
 */
describe('billing: recharge through the sandbox provider (real PostgreSQL, Redis)', () => {
  let suite: BillingSuite;
  let admin: Client;
  let billing: BillingSuite['billing'];
  let api: ApiClient;
  const sandbox = new SandboxProvider(SANDBOX_SECRET);

  beforeAll(async () => {
    suite = await startBillingSuite('billing_recharge', OPERATOR);
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
  const digest = async (): Promise<string> => {
    const parts: string[] = [];
    for (const table of MONEY_TABLES) {
      const { rows } = await admin.query<{ d: string | null }>(
        // the outbox without published_at, which its relay sets whenever it publishes
        `select md5(string_agg(t::text, '|' order by t::text)) as d from ${
          table === 'outbox' ? '(select event_id, type, payload from billing.outbox)' : `billing.${table}`
        } t`,
      );
      parts.push(`${table}:${rows[0]?.d ?? ''}`);
    }
    return parts.join(' ');
  };
  const recharge = async (amount: number, payChannel = 'alipay'): Promise<RechargeCreated> => {
    const answer = await api.post<RechargeCreated>('/zfPay/payment', { amount, payChannel });
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data;
  };
  const order = (id: string, amountCents: number) => ({ id, amountCents, channel: 'alipay' });

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

  it('answers the sandbox’s pay page, which carries the callbacks signed for the payment’s amount', async () => {
    const created = await recharge(5000);
    expect(created.payUrl).toBe(`/api/zfPay/sandbox/${created.id}`);
    const page = await fetch(`${billing.baseUrl}/zfPay/sandbox/${created.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Amount: ¥5000.00');
    expect(html).toContain(sandbox.callback(order(created.id, 500_000), 'paid').sign);
    expect(html).toContain(sandbox.callback(order(created.id, 500_000), 'failed').sign);
    const unknown = await fetch(`${billing.baseUrl}/zfPay/sandbox/${randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it('refuses a forged, a mismatched and an unknown callback, writing nothing', async () => {
    const created = await recharge(12.34);
    const before = await digest();
    const paid = sandbox.callback(order(created.id, 1234), 'paid');
    const forged = await api.post('/zfPay/notify', { ...paid, amountCents: 123_400 });
    expect([forged.status, forged.body.code]).toEqual([403, 402802]);
    const otherKey = new SandboxProvider('x'.repeat(32)).callback(order(created.id, 1234), 'paid');
    expect((await api.post('/zfPay/notify', otherKey)).body.code).toBe(402802);
    const mismatched = await api.post('/zfPay/notify', sandbox.callback(order(created.id, 1233), 'paid'));
    expect([mismatched.status, mismatched.body.code]).toEqual([409, 402803]);
    const unknown = await api.post('/zfPay/notify', sandbox.callback(order(randomUUID(), 1234), 'paid'));
    expect([unknown.status, unknown.body.code]).toEqual([404, 402801]);
    expect(await digest()).toBe(before);
    expect(await account()).toMatchObject({ balance: -1, overdue: true });
  });

  it('credits a paid callback once however often it comes, and lifts the arrears at once when the balance is back', async () => {
    const half = await recharge(0.5);
    // the recharge dialog asks where the payment stands: awaiting, then paid; another tenant cannot see it
    expect((await api.post(`/zfPay/status/${half.id}`)).body).toMatchObject({
      code: 0,
      data: { id: half.id, status: 0 },
    });
    const stranger = await billing.clientFor(OTHER);
    expect((await stranger.post(`/zfPay/status/${half.id}`)).body.code).toBe(402801);
    const halfPaid = sandbox.callback(order(half.id, 50), 'paid');
    const first = await api.post('/zfPay/notify', halfPaid);
    expect(first).toMatchObject({ body: { code: 0, data: { id: half.id, status: 1 } } });
    expect((await api.post(`/zfPay/status/${half.id}`)).body.data).toEqual({ id: half.id, status: 1 });
    expect(await account()).toMatchObject({ balance: -0.5, overdue: true });
    // the same callback, twice at once and once more: credited once
    const again = await Promise.all([
      api.post('/zfPay/notify', halfPaid),
      api.post('/zfPay/notify', halfPaid),
    ]);
    expect(again.map((a) => [a.body.code, a.body.data])).toEqual([
      [0, { id: half.id, status: 1 }],
      [0, { id: half.id, status: 1 }],
    ]);
    expect(await account()).toMatchObject({ balance: -0.5, overdue: true });
    // the other outcome of a settled payment is refused
    const contradicting = await api.post('/zfPay/notify', sandbox.callback(order(half.id, 50), 'failed'));
    expect([contradicting.status, contradicting.body.code]).toEqual([409, 402804]);

    const rest = await recharge(0.5, 'wechat');
    await api.post('/zfPay/notify', sandbox.callback(order(rest.id, 50), 'paid'));
    // no wait: the callback's own transaction decided it
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
  });

  it('marks a failed callback failed, crediting nothing, and keeps the user’s feedback', async () => {
    const created = await recharge(30);
    const failed = await api.post('/zfPay/notify', sandbox.callback(order(created.id, 3000), 'failed'));
    expect(failed.body).toMatchObject({ code: 0, data: { status: 2 } });
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
