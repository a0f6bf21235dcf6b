import { CommandBus } from '@nestjs/cqrs';
import { type AccountInfo, type RechargeCreated } from '@timber/contracts';
import {
  AlipayServer,
  type ApiClient,
  expectEventually,
  removeRedisKeys,
  TEST_REDIS_URL,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { type Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReconcilePaymentCommand } from './recharge/commands/reconcile-payment/reconcile-payment.command';
import { type BillingSuite, moneyDigest, startBilling, startBillingSuite } from './testing/billing-fixtures';

const OPERATOR = randomUUID();
const TENANT = randomUUID();
const NOTIFY = '/zfPay/notify/alipay';

/** billing's Alipay configuration, pointed at the Alipay-shaped server. */
const alipayEnv = (alipay: AlipayServer, extra: Record<string, string> = {}): Record<string, string> => ({
  ALIPAY_APP_ID: alipay.appId,
  ALIPAY_PRIVATE_KEY: alipay.appPrivateKey,
  ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
  ALIPAY_GATEWAY: alipay.gateway,
  ALIPAY_NOTIFY_URL: 'https://pay.example.com/api/zfPay/notify/alipay',
  ALIPAY_RETURN_URL: 'https://pay.example.com/invoice/recharge',
  PAYMENT_PROVIDER_TIMEOUT_MS: '800',
  ...extra,
});

/**
 * Recharge through Alipay (issue 34) with the real alipay-sdk end to end, against a local
 * Alipay-shaped server (libs/testing AlipayServer: its own RSA keys, signing its answers and
 * notifications as Alipay documents): the page-pay link, the asynchronous notification (verified,
 * recorded, applied once, refused when forged, of another amount, of no payment or of a closed
 * one), and the reconciliation (query, close; a provider timing out or failing changes nothing).
 * Real PostgreSQL, Redis.
 */
describe('billing: recharge through Alipay (alipay-sdk against an Alipay-shaped server; real PostgreSQL, Redis)', () => {
  let suite: BillingSuite;
  let admin: Client;
  let billing: BillingSuite['billing'];
  let api: ApiClient;
  const alipay = new AlipayServer();

  beforeAll(async () => {
    await alipay.start();
    suite = await startBillingSuite('billing_alipay', OPERATOR, alipayEnv(alipay));
    ({ admin, billing } = suite);
    api = await billing.clientFor(TENANT);
  });

  afterAll(async () => {
    await suite?.close();
    await alipay.close();
  });

  const account = async (): Promise<AccountInfo> =>
    (await api.post<AccountInfo>('/bill/account/get')).body.data;
  const digest = (): Promise<string> => moneyDigest(admin);
  const recharge = async (amount: number): Promise<RechargeCreated> => {
    const answer = await api.post<RechargeCreated>('/zfPay/payment', { amount, payChannel: 'alipay' });
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data;
  };
  const send = async (form: string): Promise<string> =>
    (await alipay.send(`${billing.baseUrl}${NOTIFY}`, form)).text;
  const statusOf = async (id: string): Promise<number> =>
    (await api.post<{ status: number }>(`/zfPay/status/${id}`)).body.data.status;
  /** The recharge movements of a payment, and whether every movement's legs sum to zero. */
  const ledgerOf = async (paymentId: string): Promise<{ credits: number[]; balanced: boolean }> => {
    const { rows } = await admin.query<{ amount_cents: string }>(
      `select amount_cents from billing.movements where source_key = $1`,
      [`payment:${paymentId}`],
    );
    const { rows: unbalanced } = await admin.query(
      `select movement_id from billing.entries group by movement_id having sum(amount_cents) <> 0`,
    );
    return { credits: rows.map((row) => Number(row.amount_cents)), balanced: unbalanced.length === 0 };
  };
  const reconcile = (id: string, now = new Date()) =>
    billing.app.get(CommandBus).execute(new ReconcilePaymentCommand(id, now));

  it('refuses a channel whose provider is not configured (wechat, no sandbox), in the caller’s language, writing nothing', async () => {
    const before = await digest();
    const refused = await api.post('/zfPay/payment', { amount: 10, payChannel: 'wechat' });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      409,
      402811,
      'This payment channel is not configured',
    ]);
    const zh = await billing.clientFor(TENANT, undefined, 'zh');
    expect((await zh.post('/zfPay/payment', { amount: 10, payChannel: 'wechat' })).body.msg).toBe(
      '该支付渠道未配置',
    );
    expect(await digest()).toBe(before);
    // and the sandbox is not there: no pay page, no notifications
    const sandbox = await api.notify('/zfPay/notify/sandbox', '{}', 'application/json');
    expect(JSON.parse(sandbox.text)).toMatchObject({ code: 402811 });
  });

  it('opens a page pay signed by the app, and credits a paid notification once, answering success', async () => {
    const created = await recharge(100);
    const { params, bizContent } = alipay.open(created.payUrl);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      notify_url: 'https://pay.example.com/api/zfPay/notify/alipay',
      return_url: 'https://pay.example.com/invoice/recharge',
    });
    expect(bizContent).toMatchObject({
      out_trade_no: created.id,
      total_amount: '100.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      subject: 'Timber back office: account recharge',
    });
    // time_expire: 30 minutes from now, in Beijing time
    const expires = new Date(`${bizContent.time_expire!.replace(' ', 'T')}+08:00`).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);

    alipay.pay(created.id);
    const form = alipay.notification({
      out_trade_no: created.id,
      total_amount: '100.00',
      trade_status: 'TRADE_SUCCESS',
    });
    const answer = await alipay.send(`${billing.baseUrl}${NOTIFY}`, form);
    expect(answer).toEqual({ status: 200, text: 'success' });
    expect(await statusOf(created.id)).toBe(1);
    expect(await account()).toMatchObject({ balance: 100 });
    expect(await ledgerOf(created.id)).toEqual({ credits: [10_000], balanced: true });
    // the same notification again (Alipay sends it until it reads success): nothing changes
    const after = await digest();
    expect(await send(form)).toBe('success');
    expect(await digest()).toBe(after);
    // TRADE_FINISHED later (no refund possible any more): paid already, nothing more
    expect(
      await send(
        alipay.notification({
          out_trade_no: created.id,
          total_amount: '100.00',
          trade_status: 'TRADE_FINISHED',
        }),
      ),
    ).toBe('success');
    expect(await digest()).toBe(after);
    const { rows } = await admin.query<{
      verified: boolean;
      outcome: string;
      received_count: number;
      body: string;
    }>(
      `select verified, outcome, received_count, body from billing.payment_notifications where payment_id = $1 order by id`,
      [created.id],
    );
    expect(rows.map(({ body: _, ...row }) => row)).toEqual([
      { verified: true, outcome: 'credit', received_count: 2 },
      { verified: true, outcome: 'repeat', received_count: 1 },
    ]);
    expect(rows[0]?.body).toBe(form); // byte for byte
  });

  it('credits 20 identical notifications arriving at once exactly once, answering each success', async () => {
    const created = await recharge(12.34);
    alipay.open(created.payUrl);
    alipay.pay(created.id);
    const before = (await account()).balance;
    const form = alipay.notification({
      out_trade_no: created.id,
      total_amount: '12.34',
      trade_status: 'TRADE_SUCCESS',
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(form)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 'success'));
    expect(await ledgerOf(created.id)).toEqual({ credits: [1234], balanced: true });
    expect((await account()).balance).toBeCloseTo(before + 12.34, 2);
    const { rows } = await admin.query<{ n: string; total: string }>(
      `select count(*) as n, sum(received_count) as total from billing.payment_notifications where payment_id = $1`,
      [created.id],
    );
    expect([Number(rows[0]?.n), Number(rows[0]?.total)]).toEqual([1, 20]);
  });

  it('refuses a forged notification, another amount and an unknown payment: answered fail, recorded, no money moved', async () => {
    const created = await recharge(50);
    alipay.open(created.payUrl);
    const before = await digest();
    const paid = { out_trade_no: created.id, total_amount: '50.00', trade_status: 'TRADE_SUCCESS' } as const;
    // signed with another key (the app's own, not Alipay's)
    expect(await send(alipay.notification(paid, alipay.appPrivateKey))).toBe('fail');
    // Alipay's signature, then the amount altered
    const altered = new URLSearchParams(alipay.notification(paid));
    altered.set('total_amount', '5000.00');
    expect(await send(altered.toString())).toBe('fail');
    // no signature at all; not a form
    const unsigned = new URLSearchParams(alipay.notification(paid));
    unsigned.delete('sign');
    expect(await send(unsigned.toString())).toBe('fail');
    expect(await send('{"trade_status":"TRADE_SUCCESS"}')).toBe('fail');
    // truly Alipay's, but another amount than the payment's
    expect(await send(alipay.notification({ ...paid, total_amount: '49.99' }))).toBe('fail');
    // truly Alipay's, naming no payment of billing
    expect(await send(alipay.notification({ ...paid, out_trade_no: randomUUID() }))).toBe('fail');
    expect(await digest()).toBe(before);
    expect(await statusOf(created.id)).toBe(0);
    const { rows } = await admin.query<{ verified: boolean; outcome: string; tenant_id: string | null }>(
      `select verified, outcome, tenant_id from billing.payment_notifications
        where received_at > now() - interval '1 minute' and outcome not in ('credit', 'repeat') order by id`,
    );
    expect(rows).toEqual([
      { verified: false, outcome: 'PAYMENT.BAD_SIGNATURE', tenant_id: null },
      { verified: false, outcome: 'PAYMENT.BAD_SIGNATURE', tenant_id: null },
      { verified: false, outcome: 'PAYMENT.BAD_SIGNATURE', tenant_id: null },
      { verified: false, outcome: 'PAYMENT.BAD_SIGNATURE', tenant_id: null },
      { verified: true, outcome: 'PAYMENT.AMOUNT_MISMATCH', tenant_id: TENANT },
      { verified: true, outcome: 'PAYMENT.NOT_FOUND', tenant_id: null },
    ]);
    // the tenant sees its own notifications only; the forged ones are nobody's
    const { rows: visible } = await admin.query<{ n: string }>(
      `select count(*) as n from billing.payment_notifications where tenant_id is null`,
    );
    expect(Number(visible[0]?.n)).toBe(5);
  });

  it('reconciles: credits a payment Alipay says paid (the late notification then changes nothing), leaves an open one before its expiry', async () => {
    const paid = await recharge(20);
    alipay.open(paid.payUrl);
    alipay.pay(paid.id);
    const open = await recharge(30);
    alipay.open(open.payUrl);
    expect(await reconcile(open.id)).toBe('pending');
    expect(await reconcile(paid.id)).toBe('credit');
    expect(await statusOf(paid.id)).toBe(1);
    expect(await ledgerOf(paid.id)).toEqual({ credits: [2000], balanced: true });
    const after = await digest();
    expect(await reconcile(paid.id)).toBe('settled');
    expect(
      await send(
        alipay.notification({ out_trade_no: paid.id, total_amount: '20.00', trade_status: 'TRADE_SUCCESS' }),
      ),
    ).toBe('success');
    expect(await digest()).toBe(after);
    expect(await statusOf(open.id)).toBe(0);
  });

  it('closes a payment unpaid at its expiry, at Alipay and here; a paid notification replayed after is refused', async () => {
    const opened = await recharge(40);
    alipay.open(opened.payUrl);
    const never = await recharge(41); // the payer never opened Alipay's page: Alipay has no trade
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await reconcile(opened.id, later)).toBe('closed');
    expect(alipay.trades.get(opened.id)?.status).toBe('TRADE_CLOSED');
    expect(alipay.calls.at(-1)).toEqual({
      method: 'alipay.trade.close',
      bizContent: { out_trade_no: opened.id },
    });
    expect(await reconcile(never.id, later)).toBe('closed');
    expect([await statusOf(opened.id), await statusOf(never.id)]).toEqual([3, 3]);
    const history = await api.post<{ records: { id: string; statusDesc: string }[] }>('/deposit/list', {
      page: 1,
    });
    expect(history.body.data.records.find((row) => row.id === opened.id)?.statusDesc).toBe(
      'Closed (not paid in time)',
    );

    const before = await digest();
    const replayed = alipay.notification({
      out_trade_no: opened.id,
      total_amount: '40.00',
      trade_status: 'TRADE_SUCCESS',
    });
    expect(await send(replayed)).toBe('fail');
    expect(await send(replayed)).toBe('fail');
    expect(await digest()).toBe(before);
    expect(await ledgerOf(opened.id)).toEqual({ credits: [], balanced: true });
    // Alipay's own "closed" notification agrees with what was done
    expect(
      await send(
        alipay.notification({ out_trade_no: opened.id, total_amount: '40.00', trade_status: 'TRADE_CLOSED' }),
      ),
    ).toBe('success');
    expect(await digest()).toBe(before);
  });

  it('a provider timing out or failing (5xx, an answer not signed by Alipay) fails that payment’s reconciliation, changing nothing; it succeeds later', async () => {
    const created = await recharge(60);
    alipay.open(created.payUrl);
    alipay.pay(created.id);
    const before = await digest();
    try {
      alipay.mode = 'silent';
      await expect(reconcile(created.id)).rejects.toThrow();
      alipay.mode = 'http-error';
      await expect(reconcile(created.id)).rejects.toThrow(/502/);
      alipay.mode = 'forged-answer';
      await expect(reconcile(created.id)).rejects.toThrow(/验签失败/); // the SDK's "signature check failed"
      // and closing at the expiry fails as well: the payment is left awaiting
      await expect(reconcile(created.id, new Date(Date.now() + 31 * 60_000))).rejects.toThrow();
    } finally {
      alipay.mode = 'ok';
    }
    expect(await digest()).toBe(before);
    expect(await statusOf(created.id)).toBe(0);
    expect(await reconcile(created.id)).toBe('credit');
    expect(await ledgerOf(created.id)).toEqual({ credits: [6000], balanced: true });
  });

  it('runs the reconciliation as BullMQ jobs: a paid payment is credited, a failing provider retried until it answers', async () => {
    const created = await recharge(70);
    alipay.open(created.payUrl);
    alipay.pay(created.id);
    alipay.mode = 'http-error';
    const prefix = `tbull${randomUUID().slice(0, 8)}`;
    const worker = await startBilling(
      suite.adminUrl,
      OPERATOR,
      alipayEnv(alipay, {
        PAYMENT_RECONCILE_EVERY_MS: '400',
        PAYMENT_RECONCILE_AFTER_MINUTES: '0',
        QUEUE_PREFIX: prefix,
      }),
    );
    try {
      const queried = () => alipay.calls.filter((call) => call.bizContent.out_trade_no === created.id).length;
      await expectEventually(() => expect(queried()).toBeGreaterThanOrEqual(2), 15_000);
      expect(await statusOf(created.id)).toBe(0);
      alipay.mode = 'ok';
      await expectEventually(async () => expect(await statusOf(created.id)).toBe(1), 20_000);
      expect(await ledgerOf(created.id)).toEqual({ credits: [7000], balanced: true });
    } finally {
      alipay.mode = 'ok';
      await worker.close();
      await removeRedisKeys(TEST_REDIS_URL, prefix);
    }
  });
});
