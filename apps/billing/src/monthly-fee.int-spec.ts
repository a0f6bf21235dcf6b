import { CommandBus } from '@nestjs/cqrs';
import { type AccountInfo } from '@timber/contracts';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, expectEventually, type ServiceUnderTest, testDatabase } from '@timber/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChargeMonthlyFeesCommand } from './monthly-fee/commands/charge-monthly-fees/charge-monthly-fees.command';
import { feeMonth } from './monthly-fee/domain/monthly-fee';
import { startBilling } from './testing/billing-fixtures';

const OPERATOR = randomUUID();
const TENANT_A = randomUUID();
const TENANT_B = randomUUID();

/**
 * The monthly fee (issue 18: "a tenant's fee items include a monthly fee"): billing's BullMQ job
 * scheduler, running every second here, charges each tenant with a monthly price once a month,
 * however often it runs and however many runs meet. Real PostgreSQL and Redis.
 */
describe('billing: the monthly fee, a BullMQ repeatable job (real PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let admin: Client;
  let billing: ServiceUnderTest;
  let operator: ApiClient;
  let apiA: ApiClient;

  beforeAll(async () => {
    configureLogging('billing-test', 'warn');
    const db = await testDatabase('billing-monthly');
    drop = db.drop;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    billing = await startBilling(db.adminUrl, OPERATOR, {
      MONTHLY_FEE_EVERY_MS: '1000',
      QUEUE_PREFIX: `tbill${randomBytes(4).toString('hex')}`,
    });
    operator = await billing.clientFor(OPERATOR);
    apiA = await billing.clientFor(TENANT_A);
  });

  afterAll(async () => {
    await billing?.close();
    await admin?.end();
    await drop?.();
  });

  const monthly = async () =>
    (
      await admin.query<{ tenant_id: string; source_key: string; amount_cents: string }>(
        `select tenant_id, source_key, amount_cents from billing.movements
          where fee_item = 'monthly' order by tenant_id, source_key`,
      )
    ).rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));

  it('charges a tenant its monthly price once, and no tenant without one', async () => {
    const month = feeMonth(new Date());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await monthly()).toEqual([]); // nobody has a monthly price yet
    const saved = await operator.post('/bill/account/save', {
      tenantId: TENANT_A,
      fees: [{ feeItemId: 'monthly', price: 99 }],
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    await operator.post('/bill/account/save', {
      tenantId: TENANT_B,
      fees: [{ feeItemId: 'sheet', price: 1 }],
    });
    await expectEventually(
      async () =>
        expect(await monthly()).toEqual([
          { tenant_id: TENANT_A, source_key: `monthly:${month}`, amount_cents: 9900 },
        ]),
      20_000,
    );
    // more runs of the job, and five runs at once: still one charge this month
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const bus = billing.app.get(CommandBus);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => bus.execute(new ChargeMonthlyFeesCommand(new Date()))),
    );
    expect(runs.map((run) => run.charged)).toEqual([0, 0, 0, 0, 0]);
    expect(await monthly()).toHaveLength(1);
    // its two legs sum to zero, and with no credit the tenant is now in arrears
    const { rows } = await admin.query<{ n: number; total: string }>(
      `select count(*)::int as n, sum(e.amount_cents) as total from billing.entries e
         join billing.movements m on m.id = e.movement_id where m.fee_item = 'monthly'`,
    );
    expect(rows[0]).toEqual({ n: 2, total: '0' });
    const account = (await apiA.post<AccountInfo>('/bill/account/get')).body.data;
    expect(account).toMatchObject({ balance: -99, overdue: true });
  });

  it('charges the next month again, once', async () => {
    const next = new Date(Date.now() + 32 * 24 * 3600_000);
    const bus = billing.app.get(CommandBus);
    const [first, second] = await Promise.all([
      bus.execute(new ChargeMonthlyFeesCommand(next)),
      bus.execute(new ChargeMonthlyFeesCommand(next)),
    ]);
    expect(first.charged + second.charged).toBe(1);
    expect((await monthly()).map((row) => row.source_key)).toEqual([
      `monthly:${feeMonth(new Date())}`,
      `monthly:${feeMonth(next)}`,
    ]);
  });
});
