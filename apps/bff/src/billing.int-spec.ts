import {
  type AccountInfo,
  type PaymentCallback,
  type RechargeCreated,
  type TenantAccount,
  type UserInfo,
} from '@timber/contracts';
import { newEvent, RedisStreamsEventBus } from '@timber/events';
import {
  AlipayServer,
  type ApiClient,
  ARREARS_TENANT_ID,
  DEMO_TENANT_ID,
  expectEventually,
  startTestStack,
  TEST_REDIS_URL,
  type TestStack,
} from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Billing through the web app's API, the whole system running (issue 18): billing owns the money
 * and decides the arrears; identity keeps a copy of the flag from billing's event, which the user
 * info carries to the web app (the §2 arrears overlay). Real processes, PostgreSQL, Redis.
 */
describe('BFF /api billing: arrears follow the money (real processes)', () => {
  let system: TestStack;
  let operator: ApiClient;
  let arrears: ApiClient;
  const alipay = new AlipayServer();

  beforeAll(async () => {
    await alipay.start();
    system = await startTestStack('billing', {
      env: {
        billing: {
          ALIPAY_APP_ID: alipay.appId,
          ALIPAY_PRIVATE_KEY: alipay.appPrivateKey,
          ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
          ALIPAY_GATEWAY: alipay.gateway,
          ALIPAY_NOTIFY_URL: 'https://pay.example.com/api/zfPay/notify/alipay',
        },
      },
    });
    operator = await system.loginAs('admin'); // the demo tenant runs the platform
    arrears = await system.loginAs('arrears');
  }, 240_000);

  afterAll(async () => {
    await system?.stop();
    await alipay.close();
  });

  const overdue = async (): Promise<boolean> => (await arrears.ok<UserInfo>('GET', '/sys/user/info')).overdue;

  it('starts with the seeded money: the arrears tenant owes 350.00 without credit, and is overdue', async () => {
    expect(await arrears.ok<AccountInfo>('POST', '/bill/account/get', {})).toMatchObject({
      tenantId: ARREARS_TENANT_ID,
      balance: -350,
      creditLimit: 0,
      overdue: true,
    });
    expect(await overdue()).toBe(true);
    // the tenant cannot lift it by itself
    const self = await arrears.call('POST', '/bill/account/save', {
      tenantId: ARREARS_TENANT_ID,
      creditLimit: 1000,
    });
    expect(self.body.code).toBe(403001);
  });

  it('answers the account centre (§7 GET /sys/user/account): identity’s tenant beside billing’s money', async () => {
    expect(await arrears.ok<TenantAccount>('GET', '/sys/user/account')).toEqual({
      tenantId: ARREARS_TENANT_ID,
      customerNo: 'T0002',
      customerName: 'Arrears Sawmill Ltd.',
      phone: '13800000003',
      address: '',
      registerTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    });
    const demo = await operator.ok<TenantAccount>('GET', '/sys/user/account');
    expect(demo).toMatchObject({ tenantId: DEMO_TENANT_ID, address: '8 Sawmill Lane, Harbour District' });
    expect((await system.client().call('GET', '/sys/user/account')).body.code).toBe(401001);
  });

  it('lifts the overdue flag in identity when the operator grants credit, and sets it again when taken back', async () => {
    await operator.ok('POST', '/bill/account/save', { tenantId: ARREARS_TENANT_ID, creditLimit: 500 });
    await expectEventually(async () => expect(await overdue()).toBe(false), 20_000);
    await operator.ok('POST', '/bill/account/save', { tenantId: ARREARS_TENANT_ID, creditLimit: 0 });
    await expectEventually(async () => expect(await overdue()).toBe(true), 20_000);
  });

  it('lifts it at once when a recharge through the sandbox provider brings the balance back', async () => {
    expect(await overdue()).toBe(true);
    // Alipay is configured (the Alipay-shaped server): WeChat Pay is not, so wechat uses the sandbox (on in the stack)
    const created = await arrears.ok<RechargeCreated>('POST', '/zfPay/payment', {
      amount: 400,
      payChannel: 'wechat',
    });
    // the pay page, through the BFF as the browser opens it, carries the signed notifications
    const page = await fetch(new URL(created.payUrl, system.stack.url('bff')));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const callbacks = JSON.parse(/const callbacks = (.*);/.exec(html)?.[1] ?? 'null') as Record<
      string,
      PaymentCallback
    >;
    const paid = callbacks['paid']!;
    expect(paid).toMatchObject({ paymentId: created.id, amountCents: 40_000, outcome: 'paid' });
    // a forged one is refused; the page's own, posted twice without a login, credits once; the
    // BFF passes the body's bytes and the provider's answer as they are
    const anonymous = system.client();
    const post = (body: unknown) =>
      anonymous.notify('/zfPay/notify/sandbox', JSON.stringify(body), 'application/json');
    expect(await post({ ...paid, amountCents: 500_000 })).toMatchObject({ status: 200, text: 'fail' });
    expect(await post(paid)).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      text: 'success',
    });
    expect((await post(paid)).text).toBe('success');
    expect(await arrears.ok<AccountInfo>('POST', '/bill/account/get', {})).toMatchObject({
      balance: 50,
      overdue: false,
    });
    await expectEventually(async () => expect(await overdue()).toBe(false), 20_000);
  });

  it('charges the sheets confirmed while billing was down when it is back, none lost, none doubled', async () => {
    await operator.ok('POST', '/bill/account/save', {
      tenantId: DEMO_TENANT_ID,
      fees: [{ feeItemId: 'sheet', price: 3 }],
    });
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    const bus = new RedisStreamsEventBus({ redis: TEST_REDIS_URL, streamPrefix: system.streamPrefix });
    try {
      const charged = async (): Promise<number> => {
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from billing.movements where tenant_id = $1 and fee_item = 'sheet'`,
          [DEMO_TENANT_ID],
        );
        return rows[0]?.n ?? 0;
      };
      const before = await charged();
      const confirmation = (i: number) => {
        const sheetId = randomUUID();
        return newEvent(
          'inventory.stock-in.confirmed',
          {
            sheetId,
            spu: `IN20261127-${String(i).padStart(4, '0')}`,
            standard: 'ch',
            woodKindId: randomUUID(),
            locationId: randomUUID(),
            customerId: randomUUID(),
            quantity: 5,
            volumeE4: 12_345,
            manual: false,
          },
          { tenantId: DEMO_TENANT_ID, correlationId: `down-${i}`, partitionKey: sheetId },
        );
      };
      const first = Array.from({ length: 10 }, (_, i) => confirmation(i));
      await bus.publish(first.slice(0, 5));
      await system.stack.kill('billing');
      // inventory's relay goes on publishing (and publishes the first five again)
      await bus.publish([...first.slice(5), ...first.slice(0, 5)]);
      await system.stack.startOne('billing');
      await expectEventually(async () => expect(await charged()).toBe(before + 10), 30_000);
      const balance = await operator.ok<AccountInfo>('POST', '/bill/account/get', {});
      expect(balance.balance).toBe(1200 - 30);
    } finally {
      await bus.close();
      await admin.end();
    }
  });

  it('credits an Alipay recharge once from Alipay’s form notification through the BFF, byte for byte, answered with the plain text success', async () => {
    const before = (await arrears.ok<AccountInfo>('POST', '/bill/account/get', {})).balance;
    const created = await arrears.ok<RechargeCreated>('POST', '/zfPay/payment', {
      amount: 100,
      payChannel: 'alipay',
    });
    alipay.open(created.payUrl);
    alipay.pay(created.id);
    const form = alipay.notification({
      out_trade_no: created.id,
      total_amount: '100.00',
      trade_status: 'TRADE_SUCCESS',
    });
    const notifyUrl = `${system.stack.url('bff')}/zfPay/notify/alipay`;
    expect(await alipay.send(notifyUrl, form)).toEqual({ status: 200, text: 'success' });
    expect(await alipay.send(notifyUrl, form)).toEqual({ status: 200, text: 'success' });
    const forged = alipay.notification(
      { out_trade_no: created.id, total_amount: '100.00', trade_status: 'TRADE_SUCCESS' },
      alipay.appPrivateKey,
    );
    expect(await alipay.send(notifyUrl, forged)).toEqual({ status: 200, text: 'fail' });
    expect((await arrears.ok<AccountInfo>('POST', '/bill/account/get', {})).balance).toBeCloseTo(
      before + 100,
      2,
    );
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ body: string; received_count: number }>(
        `select body, received_count from billing.payment_notifications where payment_id = $1 and verified`,
        [created.id],
      );
      expect(rows).toEqual([{ body: form, received_count: 2 }]);
    } finally {
      await admin.end();
    }
  });
});
