import { CommandBus } from '@nestjs/cqrs';
import { type AccountInfo, type RechargeCreated } from '@timber/contracts';
import { type ApiClient } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { type Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReconcilePaymentCommand } from './recharge/commands/reconcile-payment/reconcile-payment.command';
import { outTradeNoOf } from './recharge/providers/wechat/out-trade-no';
import { type BillingSuite, moneyDigest, startBillingSuite } from './testing/billing-fixtures';
import { type WechatPayNotification, WechatPayServer, wechatPayTestKeys } from './testing/wechat-pay-server';

const OPERATOR = randomUUID();
const TENANT = randomUUID();
const NOTIFY = '/zfPay/notify/wechat';

/**
 * Recharge through WeChat Pay (issue 34), billing's whole path with the real wechatpay-axios-plugin
 * against the WeChat-Pay-shaped server (its own merchant and platform keys, signing and encrypting as
 * WeChat Pay documents): the Native order's code_url, the notification verified, decrypted, recorded
 * and credited once, forged and replayed ones refused, and the reconciliation. Real PostgreSQL, Redis.
 */
describe('billing: recharge through WeChat Pay (API v3 against a WeChat-Pay-shaped server; real PostgreSQL, Redis)', () => {
  const keys = wechatPayTestKeys();
  let wechat: WechatPayServer;
  let suite: BillingSuite;
  let admin: Client;
  let billing: BillingSuite['billing'];
  let api: ApiClient;

  beforeAll(async () => {
    wechat = await WechatPayServer.start(keys);
    suite = await startBillingSuite('billing_wechat', OPERATOR, {
      WECHATPAY_MCHID: keys.mchid,
      WECHATPAY_APPID: keys.appid,
      WECHATPAY_SERIAL: keys.merchantSerial,
      WECHATPAY_PRIVATE_KEY: keys.merchantPrivateKeyPem,
      WECHATPAY_APIV3_KEY: keys.apiV3Key,
      WECHATPAY_PLATFORM_CERT: keys.platformCertificatePem,
      WECHATPAY_NOTIFY_URL: 'https://pay.example.com/api/zfPay/notify/wechat',
      WECHATPAY_BASE_URL: wechat.url,
      WECHATPAY_TIMEOUT_MS: '1500',
    });
    ({ admin, billing } = suite);
    api = await billing.clientFor(TENANT);
  });

  afterAll(async () => {
    await suite?.close();
    await wechat?.stop();
  });

  const account = async (): Promise<AccountInfo> =>
    (await api.post<AccountInfo>('/bill/account/get')).body.data;
  const recharge = async (amount: number): Promise<RechargeCreated> => {
    const answer = await api.post<RechargeCreated>('/zfPay/payment', { amount, payChannel: 'wechat' });
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data;
  };
  const send = (n: WechatPayNotification) => api.notify(NOTIFY, n.body, 'application/json', n.headers);
  const credits = async (paymentId: string): Promise<number[]> => {
    const { rows } = await admin.query<{ amount_cents: string }>(
      `select amount_cents from billing.movements where source_key = $1`,
      [`payment:${paymentId}`],
    );
    return rows.map((row) => Number(row.amount_cents));
  };
  const unbalanced = async (): Promise<number> =>
    (
      await admin.query(
        `select movement_id from billing.entries group by movement_id having sum(amount_cents) <> 0`,
      )
    ).rowCount ?? 0;

  it('opens a Native order (its code_url is the payUrl) and credits its notification once, answering 204', async () => {
    const created = await recharge(100);
    const no = outTradeNoOf(created.id);
    expect(created.payUrl).toMatch(/^weixin:\/\/wxpay\//);
    expect(wechat.orders.get(no)).toMatchObject({ total: 10_000, trade_state: 'NOTPAY' });

    wechat.pay(no);
    const notification = wechat.notification(no);
    const answer = await send(notification);
    expect([answer.status, answer.text]).toEqual([204, '']);
    expect(await account()).toMatchObject({ balance: 100 });
    expect(await credits(created.id)).toEqual([10_000]);
    expect(await unbalanced()).toBe(0);

    // WeChat Pay sends it again until it reads 2xx; twenty at once: nothing more moves
    const after = await moneyDigest(admin);
    const again = await Promise.all(Array.from({ length: 20 }, () => send(notification)));
    expect(again.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 204));
    expect(await moneyDigest(admin)).toBe(after);
    expect(await credits(created.id)).toEqual([10_000]);
  });

  it('refuses a forged, a stale and a tampered notification with WeChat’s FAIL answer, moving no money', async () => {
    const created = await recharge(20);
    const no = outTradeNoOf(created.id);
    wechat.pay(no);
    const before = await moneyDigest(admin);
    const real = wechat.notification(no);

    // signed by someone else: the body altered after WeChat signed it
    const forged = await send({ ...real, body: real.body.replace('"event_type"', '"event_type" ') });
    // older than five minutes: a replay
    const stale = await send(wechat.notification(no, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    // no signature headers at all
    const bare = await api.notify(NOTIFY, real.body, 'application/json');
    for (const refused of [forged, stale, bare]) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'FAIL' });
    }
    expect(await moneyDigest(admin)).toBe(before);
    expect(await credits(created.id)).toEqual([]);
  });

  it('settles by asking WeChat Pay when the notification never comes, once', async () => {
    const created = await recharge(7.5);
    wechat.pay(outTradeNoOf(created.id));
    const reconcile = () =>
      billing.app.get(CommandBus).execute(new ReconcilePaymentCommand(created.id, new Date()));
    await reconcile();
    await reconcile();
    expect(await credits(created.id)).toEqual([750]);
    expect(await unbalanced()).toBe(0);
  });
});
