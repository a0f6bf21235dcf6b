import {
  type AccountInfo,
  type PaymentCallback,
  type RechargeCreated,
  type TenantAccount,
  type UserInfo,
} from '@timber/contracts';
import { newEvent, RedisStreamsEventBus } from '@timber/events';
import {
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

  beforeAll(async () => {
    system = await startTestStack('billing');
    operator = await system.loginAs('admin'); // the demo tenant runs the platform
    arrears = await system.loginAs('arrears');
  }, 240_000);

  afterAll(async () => {
    await system.stop();
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
    const created = await arrears.ok<RechargeCreated>('POST', '/zfPay/payment', {
      amount: 400,
      payChannel: 'alipay',
    });
    // the pay page, through the BFF as the browser opens it, carries the signed callbacks
    const page = await fetch(new URL(created.payUrl, system.stack.url('bff')));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const callbacks = JSON.parse(/const callbacks = (.*);/.exec(html)?.[1] ?? 'null') as Record<
      string,
      PaymentCallback
    >;
    const paid = callbacks['paid']!;
    expect(paid).toMatchObject({ paymentId: created.id, amountCents: 40_000, outcome: 'paid' });
    // a forged one is refused; the page's own, posted twice without a login, credits once
    const anonymous = system.client();
    expect((await anonymous.call('POST', '/zfPay/notify', { ...paid, amountCents: 500_000 })).body.code).toBe(
      402802,
    );
    expect((await anonymous.ok<{ status: number }>('POST', '/zfPay/notify', paid)).status).toBe(1);
    expect((await anonymous.ok<{ status: number }>('POST', '/zfPay/notify', paid)).status).toBe(1);
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
});
