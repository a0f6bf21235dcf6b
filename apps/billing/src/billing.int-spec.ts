import { type AccountInfo } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { configureLogging } from '@timber/nest-kit';
import { type ApiClient, expectEventually, type ServiceUnderTest, testDatabase } from '@timber/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCounted, sheetConfirmed, startBilling } from './testing/billing-fixtures';

const OPERATOR = randomUUID();
const TENANT_A = randomUUID();
const TENANT_B = randomUUID();
/** The tables of the billing schema, whose digest proves a refused call or a replay wrote nothing. */
const TABLES = ['accounts', 'fee_items', 'movements', 'entries', 'processed_events'];

/**
 * Billing over its own HTTP API (what the BFF calls, with the same tokens); inventory and the
 * recognition worker played by the test on the event streams: PostgreSQL with row-level security,
 * the inbox, the outbox and its relay, Redis Streams.
 */
describe('billing: usage charges into a double-entry ledger (real PostgreSQL, Redis)', () => {
  let drop: () => Promise<void>;
  let adminUrl: string;
  let admin: Client;
  let billing: ServiceUnderTest;
  let operator: ApiClient;
  let apiA: ApiClient;
  let apiB: ApiClient;

  beforeAll(async () => {
    configureLogging('billing-test', 'warn');
    const db = await testDatabase('billing');
    drop = db.drop;
    adminUrl = db.adminUrl;
    admin = new Client({ connectionString: db.adminUrl });
    await admin.connect();
    billing = await startBilling(db.adminUrl, OPERATOR);
    operator = await billing.clientFor(OPERATOR);
    apiA = await billing.clientFor(TENANT_A);
    apiB = await billing.clientFor(TENANT_B);
  });

  afterAll(async () => {
    await billing?.close();
    await admin?.end();
    await drop?.();
  });

  const digest = async (): Promise<Record<string, string>> => {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await admin.query<{ d: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as d from billing.${table} t`,
      );
      out[table] = rows[0]?.d ?? '';
    }
    return out;
  };
  const movementsOf = async (tenantId: string): Promise<number> => {
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) as n from billing.movements where tenant_id = $1',
      [tenantId],
    );
    return Number(rows[0]?.n);
  };
  const account = async (client: ApiClient, tenantId?: string): Promise<AccountInfo> => {
    const answer = await client.post<AccountInfo>('/bill/account/get', tenantId ? { tenantId } : {});
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data;
  };

  describe('fee items, set by the operator', () => {
    it('lets the operator set a tenant’s prices and credit limit, in yuan with at most 2 decimals', async () => {
      const saved = await operator.post<AccountInfo>('/bill/account/save', {
        tenantId: TENANT_A,
        creditLimit: 100,
        fees: [
          { feeItemId: 'sheet', price: 2 },
          { feeItemId: 'volume', price: 1.5 },
          { feeItemId: 'image', price: 0.3 },
        ],
      });
      expect(saved.body.code, saved.body.msg).toBe(0);
      expect(saved.body.data).toMatchObject({
        tenantId: TENANT_A,
        balance: 0,
        creditLimit: 100,
        overdue: false,
      });
      expect(saved.body.data.fees).toEqual([
        { feeItemId: 'sheet', feeItemName: 'Confirmed sheet', price: 2, chargeUnit: 'sheet' },
        { feeItemId: 'volume', feeItemName: 'Measured volume', price: 1.5, chargeUnit: 'm³' },
        { feeItemId: 'image', feeItemName: 'Counted image', price: 0.3, chargeUnit: 'image' },
      ]);
      // the tenant reads its own account, with the same prices
      expect((await account(apiA)).fees.map((fee) => fee.price)).toEqual([2, 1.5, 0.3]);
    });

    it('refuses a tenant’s own administrator (every key of its tenant), and bad prices, writing nothing', async () => {
      const before = await digest();
      const self = await apiA.post('/bill/account/save', {
        tenantId: TENANT_A,
        fees: [{ feeItemId: 'sheet', price: 0 }],
      });
      expect([self.status, self.body.code]).toEqual([403, 403001]);
      const other = await apiA.post('/bill/account/get', { tenantId: TENANT_B });
      expect([other.status, other.body.code]).toEqual([403, 403001]);
      for (const body of [
        { tenantId: TENANT_A, fees: [{ feeItemId: 'sheet', price: 1.005 }] },
        { tenantId: TENANT_A, fees: [{ feeItemId: 'sheet', price: -1 }] },
        { tenantId: TENANT_A, fees: [{ feeItemId: 'parking', price: 1 }] },
        {
          tenantId: TENANT_A,
          fees: [
            { feeItemId: 'sheet', price: 1 },
            { feeItemId: 'sheet', price: 2 },
          ],
        },
        { tenantId: TENANT_A, creditLimit: 0.001 },
        { tenantId: TENANT_A, balance: 1000 },
        { tenantId: 'not-a-tenant' },
      ]) {
        const bad = await operator.post('/bill/account/save', body);
        expect([bad.status, bad.body.code], JSON.stringify(body)).toEqual([400, 400001]);
      }
      expect(await digest()).toEqual(before);
    });
  });

  describe('usage charges, once each', () => {
    const sheets = [
      sheetConfirmed(TENANT_A, 'IN20261120-0001', 123_456), // 12.3456 m³ × 1.50 = 18.5184 → 18.52
      sheetConfirmed(TENANT_A, 'OUT20261120-0001', 50_000, 2), // 5 m³ → 7.50
      sheetConfirmed(TENANT_A, 'IN20261120-0002', 33_333), // 3.3333 m³ → 4.99995 → 5.00
    ];
    const images = [imageCounted(TENANT_A, 7, 1), imageCounted(TENANT_A, 7, 2), imageCounted(TENANT_A, 8, 1)];
    const expectedCents = 3 * 200 + (1852 + 750 + 500) + 3 * 30;

    it('turns confirmed sheets and counted images into consumption orders at the tenant’s prices', async () => {
      await billing.publish(...sheets, ...images);
      await expectEventually(async () => {
        expect(await movementsOf(TENANT_A)).toBe(9);
      });
      const { rows } = await admin.query<{
        fee_item: string;
        source_key: string;
        amount_cents: string;
        quantity: string;
      }>(
        `select fee_item, source_key, amount_cents, quantity from billing.movements where tenant_id = $1 order by source_key`,
        [TENANT_A],
      );
      const volume = rows.filter((row) => row.fee_item === 'volume').map((row) => Number(row.amount_cents));
      expect(volume.sort((a, b) => a - b)).toEqual([500, 750, 1852]);
      expect(rows.filter((row) => row.fee_item === 'sheet')).toHaveLength(3);
      expect(rows.filter((row) => row.fee_item === 'image').map((row) => row.source_key)).toEqual([
        'image:7:1',
        'image:7:2',
        'image:8:1',
      ]);
      expect(await account(apiA)).toMatchObject({ balance: -expectedCents / 100, creditLimit: 100 });
    });

    it('replayed, the same events (and a counted image published again under a new id) give the same ledger', async () => {
      const before = await digest();
      const again = [imageCounted(TENANT_A, 7, 1), imageCounted(TENANT_A, 8, 1)];
      await billing.publish(...sheets, ...images, ...again);
      // the new events reach the inbox (it takes them), and move no money
      await expectEventually(async () => {
        const { rows } = await admin.query(
          'select 1 from billing.processed_events where event_id = any($1)',
          [again.map((event) => event.eventId)],
        );
        expect(rows).toHaveLength(2);
      });
      const after = await digest();
      for (const table of ['accounts', 'fee_items', 'movements', 'entries']) {
        expect(after[table], table).toBe(before[table]);
      }
      expect(await account(apiA)).toMatchObject({ balance: -expectedCents / 100 });
    });

    it('keeps every movement as two entries summing to zero, and all entries sum to zero', async () => {
      const { rows: perMovement } = await admin.query<{ legs: string; total: string }>(
        `select count(e.id) as legs, coalesce(sum(e.amount_cents), 0) as total
           from billing.movements m left join billing.entries e on e.movement_id = m.id group by m.id`,
      );
      expect(perMovement.length).toBeGreaterThan(0);
      expect(perMovement.every((row) => Number(row.legs) === 2 && Number(row.total) === 0)).toBe(true);
      const { rows } = await admin.query<{ total: string; customer: string }>(
        `select sum(amount_cents) as total, sum(amount_cents) filter (where account = 'customer') as customer
           from billing.entries where tenant_id = $1`,
        [TENANT_A],
      );
      expect(Number(rows[0]?.total)).toBe(0);
      expect(Number(rows[0]?.customer)).toBe(-expectedCents);
    });

    it('charges nothing without prices: another tenant’s events stay its own', async () => {
      await billing.publish(
        sheetConfirmed(TENANT_B, 'IN20261120-0001', 10_000),
        imageCounted(TENANT_B, 1, 1),
      );
      await expectEventually(async () => {
        const { rows } = await admin.query('select 1 from billing.processed_events where tenant_id = $1', [
          TENANT_B,
        ]);
        expect(rows).toHaveLength(2);
      });
      expect(await movementsOf(TENANT_B)).toBe(0);
      expect(await account(apiB)).toMatchObject({ tenantId: TENANT_B, balance: 0, fees: [] });
    });
  });

  describe('arrears, decided by billing', () => {
    const arrearsEvents = async (tenantId: string) => {
      const { rows } = await admin.query<{
        payload: { overdue: boolean; revision: number; balanceCents: number };
      }>(
        `select payload from billing.outbox where type = 'billing.account.arrears-changed' and tenant_id = $1
          order by seq`,
        [tenantId],
      );
      return rows.map((row) => row.payload);
    };

    it('makes the tenant overdue once its balance falls below minus its credit limit, and publishes it', async () => {
      expect(await arrearsEvents(TENANT_A)).toEqual([]);
      // -37.92 so far, limit 100: 50 m³ × 1.50 + 2.00 more gives -114.92
      await billing.publish(sheetConfirmed(TENANT_A, 'IN20261121-0001', 500_000));
      await expectEventually(async () => {
        expect((await account(apiA)).overdue).toBe(true);
      });
      expect(await account(apiA)).toMatchObject({ balance: -114.92, creditLimit: 100, overdue: true });
      expect(await arrearsEvents(TENANT_A)).toEqual([
        { overdue: true, balanceCents: -11492, creditLimitCents: 10000, revision: 1 },
      ]);
    });

    it('lifts it at once when the operator raises the limit, and sets it again when lowered', async () => {
      const raised = await operator.post<AccountInfo>('/bill/account/save', {
        tenantId: TENANT_A,
        creditLimit: 200,
      });
      expect(raised.body.data).toMatchObject({ overdue: false, creditLimit: 200 });
      const same = await operator.post<AccountInfo>('/bill/account/save', {
        tenantId: TENANT_A,
        creditLimit: 150,
      });
      expect(same.body.data).toMatchObject({ overdue: false, creditLimit: 150 });
      const lowered = await operator.post<AccountInfo>('/bill/account/save', {
        tenantId: TENANT_A,
        creditLimit: 114.91,
      });
      expect(lowered.body.data).toMatchObject({ overdue: true, creditLimit: 114.91 });
      expect((await arrearsEvents(TENANT_A)).map((event) => [event.overdue, event.revision])).toEqual([
        [true, 1],
        [false, 2],
        [true, 3],
      ]);
    });
  });

  describe('the database itself', () => {
    let svc: Client;
    beforeAll(async () => {
      svc = new Client({ connectionString: urlFor(adminUrl, 'billing_svc') });
      await svc.connect();
    });
    afterAll(async () => {
      await svc.end();
    });
    const asTenant = async <T>(tenantId: string | null, work: () => Promise<T>): Promise<T> => {
      await svc.query('begin');
      try {
        if (tenantId) {
          await svc.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
        }
        return await work();
      } finally {
        await svc.query('rollback');
      }
    };

    it('shows the service role no row of another tenant, and none without a tenant (row-level security)', async () => {
      for (const table of ['accounts', 'fee_items', 'movements', 'entries']) {
        const seenByB = await asTenant(TENANT_B, () =>
          svc.query(`select 1 from billing.${table} where tenant_id = $1`, [TENANT_A]),
        );
        expect(seenByB.rows, table).toHaveLength(0);
        const seenByNobody = await asTenant(null, () => svc.query(`select 1 from billing.${table}`));
        expect(seenByNobody.rows, table).toHaveLength(0);
        const seenByA = await asTenant(TENANT_A, () => svc.query(`select 1 from billing.${table}`));
        expect(seenByA.rows.length, table).toBeGreaterThan(0);
      }
    });

    it('refuses to edit or delete an entry, and a movement whose legs do not sum to zero', async () => {
      await expect(
        asTenant(TENANT_A, () => svc.query('update billing.entries set amount_cents = amount_cents + 1')),
      ).rejects.toThrow(/permission denied/);
      await expect(asTenant(TENANT_A, () => svc.query('delete from billing.entries'))).rejects.toThrow(
        /permission denied/,
      );
      await svc.query('begin');
      await svc.query(`select set_config('app.tenant_id', $1, true)`, [TENANT_A]);
      const id = randomUUID();
      await svc.query(
        `insert into billing.movements (id, tenant_id, kind, fee_item, source_key, amount_cents, occurred_at)
         values ($1, $2, 1, 'sheet', 'forged', 100, now())`,
        [id, TENANT_A],
      );
      await svc.query(
        `insert into billing.entries (tenant_id, movement_id, account, amount_cents) values ($1, $2, 'customer', -100)`,
        [TENANT_A, id],
      );
      await expect(svc.query('commit')).rejects.toThrow(/not two summing to zero/);
      expect(await movementsOf(TENANT_A)).toBe(11);
    });
  });
});
