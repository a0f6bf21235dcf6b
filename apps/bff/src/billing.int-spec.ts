import { type AccountInfo, type UserInfo } from '@timber/contracts';
import {
  type ApiClient,
  ARREARS_TENANT_ID,
  expectEventually,
  startTestStack,
  type TestStack,
} from '@timber/testing';
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

  it('lifts the overdue flag in identity when the operator grants credit, and sets it again when taken back', async () => {
    await operator.ok('POST', '/bill/account/save', { tenantId: ARREARS_TENANT_ID, creditLimit: 500 });
    await expectEventually(async () => expect(await overdue()).toBe(false), 20_000);
    await operator.ok('POST', '/bill/account/save', { tenantId: ARREARS_TENANT_ID, creditLimit: 0 });
    await expectEventually(async () => expect(await overdue()).toBe(true), 20_000);
  });
});
