import { DomainError } from '@timber/contracts';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  strangerMerchantKeyPem,
  type WechatPayNotification,
  WechatPayServer,
  wechatPayTestKeys,
} from '../../../testing/wechat-pay-server';
import { type PaymentOrder, type ProviderNotification } from '../../domain/payment-provider';
import { outTradeNoOf } from './out-trade-no';
import { type WechatPayConfig } from './wechat-pay.config';
import { NOTIFICATION_MAX_AGE_S, WechatPayProvider } from './wechat-pay.provider';

const NOTIFY_URL = 'https://billing.example.com/api/zfPay/notify/wechat';

/** The error key a promise rejects with ('resolved' when it does not). */
async function keyOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'resolved';
  } catch (error) {
    return error instanceof DomainError ? error.key : `not a domain error: ${String(error)}`;
  }
}

/** Headers as node:http hands them to billing: names in lower case. */
const asReceived = (n: WechatPayNotification) => ({
  headers: Object.fromEntries(Object.entries(n.headers).map(([k, v]) => [k.toLowerCase(), v])),
  body: n.body,
});

describe('WeChat Pay (API v3, Native) against a WeChat-Pay-shaped server', () => {
  const keys = wechatPayTestKeys();
  let server: WechatPayServer;
  let config: WechatPayConfig;
  let provider: WechatPayProvider;

  const newOrder = (amountCents = 12_345): PaymentOrder => ({
    id: randomUUID(),
    amountCents,
    channel: 'wechat',
    subject: 'Timber back office recharge',
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  /** an order placed at the server, its out_trade_no */
  const placed = async (amountCents?: number) => {
    const order = newOrder(amountCents);
    await provider.start(order);
    return { order, outTradeNo: outTradeNoOf(order.id) };
  };

  beforeAll(async () => {
    server = await WechatPayServer.start(keys);
    config = {
      mchid: keys.mchid,
      appid: keys.appid,
      merchantSerial: keys.merchantSerial,
      merchantPrivateKey: keys.merchantPrivateKeyPem,
      apiV3Key: keys.apiV3Key,
      platformCertificate: keys.platformCertificatePem,
      notifyUrl: NOTIFY_URL,
      baseUrl: server.url,
      timeoutMs: 1_500,
    };
    provider = new WechatPayProvider(config);
  });
  afterAll(() => server.stop());
  afterEach(() => {
    server.fault = 'none';
  });

  describe('start', () => {
    it('places a Native order and gives its code_url as the pay URL', async () => {
      const order = newOrder(12_345);
      const { payUrl } = await provider.start(order);
      const held = server.orders.get(outTradeNoOf(order.id));
      expect(held).toMatchObject({
        appid: keys.appid,
        mchid: keys.mchid,
        description: 'Timber back office recharge',
        out_trade_no: order.id.replace(/-/g, ''),
        notify_url: NOTIFY_URL,
        total: 12_345,
        trade_state: 'NOTPAY',
      });
      expect(payUrl).toBe(held?.code_url);
      expect(payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      // the expiry, in Beijing time, to the second
      const expected = new Date(Math.floor(order.expiresAt.getTime() / 1000) * 1000);
      expect(new Date(held?.time_expire ?? '').getTime()).toBe(expected.getTime());
      expect(held?.time_expire).toMatch(/\+08:00$/);
      const request = server.requests.at(-1);
      expect(request).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/native', authorized: true });
      expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ amount: { total: 12_345, currency: 'CNY' } });
    });

    it('gives the same code_url when the same payment is started again', async () => {
      const order = newOrder(500);
      const first = await provider.start(order);
      expect(await provider.start(order)).toEqual(first);
      expect([...server.orders.keys()].filter((no) => no === outTradeNoOf(order.id))).toHaveLength(1);
    });

    it('cuts a long subject to the 127 characters WeChat Pay takes', async () => {
      const order = { ...newOrder(), subject: '木'.repeat(200) };
      await provider.start(order);
      expect(server.orders.get(outTradeNoOf(order.id))?.description).toBe('木'.repeat(127));
    });
  });

  describe('notifications', () => {
    it('verifies and decrypts a real one: paid, its amount, transaction id and notification id', async () => {
      const { order, outTradeNo } = await placed(12_345);
      const paid = server.pay(outTradeNo);
      const notification = server.notification(outTradeNo);
      expect(await provider.verifyNotification(asReceived(notification))).toEqual({
        paymentId: order.id,
        amountCents: 12_345,
        outcome: 'paid',
        providerRef: paid.transaction_id,
        notifyId: (JSON.parse(notification.body) as { id: string }).id,
      });
      // as WeChat Pay sends it (header names as written) too
      expect(await provider.verifyNotification(notification)).toMatchObject({ outcome: 'paid' });
    });

    it("reads the order's total, not what the payer paid after a coupon", async () => {
      const { order, outTradeNo } = await placed(10_000);
      server.pay(outTradeNo);
      const resource = server.transaction(outTradeNo);
      const withCoupon = {
        ...resource,
        amount: { total: 10_000, payer_total: 8_800, currency: 'CNY', payer_currency: 'CNY' },
      };
      expect(await provider.verifyNotification(asReceived(server.notificationOf(withCoupon)))).toMatchObject({
        paymentId: order.id,
        amountCents: 10_000,
      });
      const cent = await placed(1);
      server.pay(cent.outTradeNo);
      expect(
        await provider.verifyNotification(asReceived(server.notification(cent.outTradeNo))),
      ).toMatchObject({
        paymentId: cent.order.id,
        amountCents: 1,
      });
    });

    it.each(['CLOSED', 'PAYERROR', 'REVOKED'] as const)('reads a %s transaction as failed', async (state) => {
      const { order, outTradeNo } = await placed(700);
      server.setState(outTradeNo, state);
      expect(await provider.verifyNotification(asReceived(server.notification(outTradeNo)))).toMatchObject({
        paymentId: order.id,
        amountCents: 700,
        outcome: 'failed',
        providerRef: outTradeNo,
      });
    });

    it.each(['NOTPAY', 'USERPAYING'] as const)('refuses a %s transaction as not final', async (state) => {
      const { outTradeNo } = await placed(700);
      server.setState(outTradeNo, state);
      const refusal = provider.verifyNotification(asReceived(server.notification(outTradeNo)));
      await expect(refusal).rejects.toMatchObject({ key: 'PAYMENT.NOT_FINAL', params: { state } });
    });

    it('refuses a forged signature: an altered body, or signed with a key that is not the platform', async () => {
      const { outTradeNo } = await placed(12_345);
      server.pay(outTradeNo);
      const genuine = asReceived(server.notification(outTradeNo));
      const altered = { ...genuine, body: genuine.body.replace(/"id":"EV-/, '"id":"EV-X') };
      expect(altered.body).not.toBe(genuine.body);
      expect(await keyOf(provider.verifyNotification(altered))).toBe('PAYMENT.BAD_SIGNATURE');
      server.fault = 'bad-signature';
      const stranger = asReceived(server.notification(outTradeNo));
      expect(await keyOf(provider.verifyNotification(stranger))).toBe('PAYMENT.BAD_SIGNATURE');
      const swapped = {
        ...genuine,
        headers: { ...genuine.headers, 'wechatpay-signature': stranger.headers['wechatpay-signature'] },
      };
      expect(await keyOf(provider.verifyNotification(swapped))).toBe('PAYMENT.BAD_SIGNATURE');
      expect(await keyOf(provider.verifyNotification(genuine))).toBe('resolved');
    });

    it('refuses a serial that is not the platform certificate', async () => {
      const { outTradeNo } = await placed();
      server.pay(outTradeNo);
      const genuine = asReceived(server.notification(outTradeNo));
      for (const serial of [
        '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        `${genuine.headers['wechatpay-serial']}00`,
        '',
      ]) {
        const other = { ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': serial } };
        expect(await keyOf(provider.verifyNotification(other))).toBe('PAYMENT.BAD_SIGNATURE');
      }
    });

    it('refuses a tampered ciphertext, though the body is signed', async () => {
      const { outTradeNo } = await placed();
      server.pay(outTradeNo);
      const body = JSON.parse(server.notification(outTradeNo).body) as { resource: { ciphertext: string } };
      const sealed = Buffer.from(body.resource.ciphertext, 'base64');
      sealed[10] = (sealed[10] ?? 0) ^ 0x01;
      const tamperedBody = JSON.stringify({
        ...body,
        resource: { ...body.resource, ciphertext: sealed.toString('base64') },
      });
      const tampered = { headers: server.signed(tamperedBody), body: tamperedBody };
      expect(await keyOf(provider.verifyNotification(tampered))).toBe('PAYMENT.BAD_SIGNATURE');
      // the same resource under another APIv3 key, or with other associated data, neither
      const other = new WechatPayProvider({ ...config, apiV3Key: 'k'.repeat(32) });
      expect(await keyOf(other.verifyNotification(asReceived(server.notification(outTradeNo))))).toBe(
        'PAYMENT.BAD_SIGNATURE',
      );
      const aad = { ...body, resource: { ...body.resource, associated_data: 'refund' } };
      const aadBody = JSON.stringify(aad);
      expect(
        await keyOf(provider.verifyNotification({ headers: server.signed(aadBody), body: aadBody })),
      ).toBe('PAYMENT.BAD_SIGNATURE');
    });

    it(`refuses a timestamp more than ${NOTIFICATION_MAX_AGE_S} s away (a replay), takes one within`, async () => {
      const { outTradeNo } = await placed();
      server.pay(outTradeNo);
      const now = Math.floor(Date.now() / 1000);
      const stale = asReceived(
        server.notification(outTradeNo, { timestamp: now - NOTIFICATION_MAX_AGE_S - 5 }),
      );
      expect(await keyOf(provider.verifyNotification(stale))).toBe('PAYMENT.BAD_SIGNATURE');
      const future = asReceived(
        server.notification(outTradeNo, { timestamp: now + NOTIFICATION_MAX_AGE_S + 5 }),
      );
      expect(await keyOf(provider.verifyNotification(future))).toBe('PAYMENT.BAD_SIGNATURE');
      const recent = asReceived(
        server.notification(outTradeNo, { timestamp: now - NOTIFICATION_MAX_AGE_S + 30 }),
      );
      expect(await keyOf(provider.verifyNotification(recent))).toBe('resolved');
    });

    it('refuses what is malformed though signed: no headers, bad JSON, another merchant, another algorithm', async () => {
      const { outTradeNo } = await placed();
      server.pay(outTradeNo);
      const genuine = asReceived(server.notification(outTradeNo));
      const signed = (body: string) => ({ headers: server.signed(body), body });
      const transaction = server.transaction(outTradeNo);
      const cases = [
        { headers: {}, body: genuine.body },
        { headers: { ...genuine.headers, 'wechatpay-timestamp': 'soon' }, body: genuine.body },
        signed('not json'),
        signed('{}'),
        signed(
          JSON.stringify({
            ...JSON.parse(genuine.body),
            resource: { algorithm: 'AEAD_AES_128_GCM', ciphertext: 'x', nonce: 'y' },
          }),
        ),
        asReceived(server.notificationOf({ ...transaction, mchid: '1900000001' })),
        asReceived(server.notificationOf({ ...transaction, appid: 'wx0000000000000000' })),
        asReceived(server.notificationOf({ ...transaction, out_trade_no: 'order-12345' })),
        asReceived(server.notificationOf({ ...transaction, amount: { total: 100, currency: 'USD' } })),
        asReceived(server.notificationOf({ ...transaction, transaction_id: undefined })),
        asReceived(server.notificationOf('a string')),
      ];
      for (const raw of cases) {
        expect(await keyOf(provider.verifyNotification(raw))).toBe('PAYMENT.BAD_SIGNATURE');
      }
    });

    it('is posted to notify_url over HTTP and answered as the port says (the path billing serves)', async () => {
      const seen: ProviderNotification[] = [];
      const billing = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
          );
          provider
            .verifyNotification({ headers, body: Buffer.concat(chunks).toString('utf8') })
            .then((n) => (seen.push(n), provider.answer(true)))
            .catch(() => provider.answer(false))
            .then(
              (a) => res.writeHead(a.status, { 'Content-Type': a.contentType }).end(a.body),
              () => res.destroy(),
            );
        });
      });
      await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
      try {
        const notifyUrl = `http://127.0.0.1:${(billing.address() as AddressInfo).port}/api/zfPay/notify/wechat`;
        const local = new WechatPayProvider({ ...config, notifyUrl });
        const order = newOrder(4_200);
        await local.start(order);
        server.pay(outTradeNoOf(order.id));
        expect(await server.deliver(outTradeNoOf(order.id))).toEqual({ status: 204, body: '' });
        expect(seen).toMatchObject([{ paymentId: order.id, amountCents: 4_200, outcome: 'paid' }]);
      } finally {
        await new Promise((resolve) => billing.close(resolve));
      }
    });

    it('answers as WeChat Pay expects: 204 when taken, 5xx with {code: FAIL} when not', () => {
      expect(provider.answer(true)).toEqual({ status: 204, contentType: 'application/json', body: '' });
      const refused = provider.answer(false);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      const { code, message } = JSON.parse(refused.body) as { code: unknown; message: unknown };
      expect(code).toBe('FAIL');
      expect(typeof message).toBe('string');
    });
  });

  describe('query', () => {
    it('reads paid, pending, closed, failed and missing orders', async () => {
      const paid = await placed(2_000);
      const { transaction_id: transactionId } = server.pay(paid.outTradeNo);
      expect(await provider.query(paid.order.id)).toEqual({
        state: 'paid',
        amountCents: 2_000,
        providerRef: transactionId,
      });

      const pending = await placed();
      expect(await provider.query(pending.order.id)).toEqual({ state: 'pending' });
      server.setState(pending.outTradeNo, 'USERPAYING');
      expect(await provider.query(pending.order.id)).toEqual({ state: 'pending' });

      const closed = await placed();
      server.setState(closed.outTradeNo, 'CLOSED');
      expect(await provider.query(closed.order.id)).toEqual({ state: 'closed' });

      const failed = await placed(300);
      server.setState(failed.outTradeNo, 'PAYERROR');
      expect(await provider.query(failed.order.id)).toEqual({
        state: 'failed',
        amountCents: 300,
        providerRef: failed.outTradeNo,
      });

      const refunded = await placed();
      server.pay(refunded.outTradeNo);
      server.setState(refunded.outTradeNo, 'REFUND');
      expect(await provider.query(refunded.order.id)).toEqual({ state: 'unknown' });

      expect(await provider.query(randomUUID())).toEqual({ state: 'unknown' });
      const query = server.requests.at(-1);
      expect(query).toMatchObject({ method: 'GET', authorized: true });
      expect(query?.url).toMatch(
        new RegExp(`^/v3/pay/transactions/out-trade-no/[0-9a-f]{32}\\?mchid=${keys.mchid}$`),
      );
    });

    it('throws when WeChat Pay answers 500', async () => {
      const { order } = await placed();
      server.fault = 'error500';
      expect(await keyOf(provider.query(order.id))).toBe('COMMON.UNAVAILABLE');
      expect(await keyOf(provider.start(newOrder()))).toBe('COMMON.UNAVAILABLE');
      expect(await keyOf(provider.close(order.id))).toBe('COMMON.UNAVAILABLE');
    });

    it('throws when WeChat Pay does not answer in time', async () => {
      const { order } = await placed();
      server.fault = 'timeout';
      const started = Date.now();
      expect(await keyOf(provider.query(order.id))).toBe('COMMON.TIMEOUT');
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('throws when an answer is not signed by the platform (the plugin verifies answers)', async () => {
      const { order, outTradeNo } = await placed();
      server.pay(outTradeNo);
      server.fault = 'bad-signature';
      expect(await keyOf(provider.query(order.id))).toBe('PAYMENT.BAD_SIGNATURE');
      expect(await keyOf(provider.start(newOrder()))).toBe('PAYMENT.BAD_SIGNATURE');
      server.fault = 'none';
      expect(await provider.query(order.id)).toMatchObject({ state: 'paid' });
    });
  });

  describe('close', () => {
    it('closes an unpaid order (204), then it reads closed', async () => {
      const { order, outTradeNo } = await placed();
      await provider.close(order.id);
      expect(server.orders.get(outTradeNo)?.trade_state).toBe('CLOSED');
      expect(server.requests.at(-1)).toMatchObject({
        method: 'POST',
        url: `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`,
        body: JSON.stringify({ mchid: keys.mchid }),
        authorized: true,
      });
      expect(await provider.query(order.id)).toEqual({ state: 'closed' });
    });

    it('has nothing to close for an order WeChat Pay never took, and refuses to close a paid one', async () => {
      await expect(provider.close(randomUUID())).resolves.toBeUndefined();
      const { order, outTradeNo } = await placed();
      server.pay(outTradeNo);
      expect(await keyOf(provider.close(order.id))).toBe('PAYMENT.SETTLED');
      expect(server.orders.get(outTradeNo)?.trade_state).toBe('SUCCESS');
    });
  });

  describe('the merchant signature', () => {
    it('is refused by the server (401 SIGN_ERROR) when made with another merchant key', async () => {
      const impostor = new WechatPayProvider({ ...config, merchantPrivateKey: strangerMerchantKeyPem() });
      const order = newOrder();
      expect(await keyOf(impostor.start(order))).toBe('COMMON.UNAVAILABLE');
      expect(server.requests.at(-1)).toMatchObject({ url: '/v3/pay/transactions/native', authorized: false });
      expect(server.orders.has(outTradeNoOf(order.id))).toBe(false);
      // the same order from the true merchant key is taken
      await provider.start(order);
      expect(server.orders.has(outTradeNoOf(order.id))).toBe(true);
    });

    it('is required: a request without one is answered 401', async () => {
      const answer = await fetch(new URL('v3/pay/transactions/native', server.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mchid: keys.mchid }),
      });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ code: 'SIGN_ERROR', message: '签名错误' });
    });
  });
});
