import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, createPool } from './create-db';
import { createTestDatabase, urlFor } from './database-admin';
import { isPlainSelect } from './pipelined-client';
import { newestFirstPage } from './sql-helpers';
import { withTenant } from './tenant-context';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Tables {
  'inventory.wood_kinds': {
    id: string;
    tenant_id: string;
    name: string;
    created_by: string;
    created_at: Date;
  };
}

/**
 * The services' pg clients hold a transaction's begin and tenant setting back, send a plain read
 * with the setting alone in one message, and a page carries its count, so a tenant's list is one
 * round trip where it was five. Proved on real PostgreSQL by what the pg client was handed: a
 * string is a query of its own, `[a; b] c` one message of the extended protocol (one write, one
 * Sync) running a, b and c in order.
 */
describe('round trips of a tenant transaction (real PostgreSQL)', () => {
  const tenant = randomUUID();
  let drop: () => Promise<void>;
  let url: string;
  let db: Kysely<Tables>;
  let sent: string[];

  beforeAll(async () => {
    const database = await createTestDatabase(ADMIN_URL, 'trips');
    drop = database.drop;
    url = urlFor(database.adminUrl, 'inventory_svc');
    db = createDb<Tables>({
      connectionString: url,
      applicationName: 'trips-test',
      maxConnections: 1,
    });
    await withTenant(db, tenant, (trx) =>
      trx
        .insertInto('inventory.wood_kinds')
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            id: randomUUID(),
            tenant_id: tenant,
            name: `Kind ${i}`,
            created_by: tenant,
            created_at: new Date(Date.UTC(2026, 0, 1 + i)),
          })),
        )
        .execute(),
    );
  });

  const record = () => {
    vi.restoreAllMocks();
    sent = [];
    const query = Client.prototype.query as (...args: unknown[]) => unknown;
    // the real query, with its text written down (pg's overloads made one signature)
    const spy = function (this: Client, ...args: unknown[]): unknown {
      const [first] = args;
      if (typeof first === 'string') {
        sent.push(first);
      } else if (first && typeof first === 'object' && 'leading' in first && 'text' in first) {
        const { leading, text } = first as { leading: string[]; text: string };
        sent.push(`[${leading.join('; ')}] ${text}`);
      }
      return query.apply(this, args);
    };
    vi.spyOn(Client.prototype, 'query').mockImplementation(spy as never);
  };

  afterEach(() => vi.restoreAllMocks());

  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const page = (pageNo: number, pageSize: number) =>
    withTenant(db, tenant, (trx) =>
      newestFirstPage(
        trx.selectFrom('inventory.wood_kinds'),
        { page: pageNo, pageSize },
        (base) => base.select(['id', 'name', 'created_at']),
        (row) => row.name,
      ),
    );

  const setting = (id: string) => `select set_config('app.tenant_id', '${id}', true)`;

  it('lists a page in one message: the tenant setting and the page with its count, nothing held open', async () => {
    record();
    const result = await page(1, 2);
    expect(result).toEqual({ total: 5, records: ['Kind 4', 'Kind 3'] });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      new RegExp(`^\\[${setting(tenant).replace(/[()]/g, '\\$&')}\\] select .*count\\(\\*\\)`),
    );
    expect(
      await sql<{ open: number }>`select count(*)::int as open from pg_stat_activity
      where application_name = 'trips-test' and state like 'idle in transaction%'`.execute(db),
    ).toMatchObject({
      rows: [{ open: 0 }],
    });
  });

  it('counts apart only for an empty page past the first', async () => {
    expect(await page(3, 2)).toEqual({ total: 5, records: ['Kind 0'] });
    record();
    expect(await page(4, 2)).toEqual({ total: 5, records: [] });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/^\[select set_config.*\] select count\(\*\)/);
    const otherTenant = await withTenant(db, randomUUID(), (trx) =>
      newestFirstPage(
        trx.selectFrom('inventory.wood_kinds'),
        { page: 1, pageSize: 2 },
        (base) => base.select(['id', 'created_at']),
        (row) => row.id,
      ),
    );
    expect(otherTenant).toEqual({ total: 0, records: [] });
  });

  it('keeps the setting to its transaction: the pooled connection carries no tenant on', async () => {
    const inside = await withTenant(db, tenant, async (trx) => {
      const { rows } = await sql<{ t: string }>`select current_setting('app.tenant_id', true) as t`.execute(
        trx,
      );
      return rows[0]?.t;
    });
    expect(inside).toBe(tenant);
    // one connection in the pool: this is the same one, after the commit
    const { rows } = await sql<{
      t: string | null;
    }>`select current_setting('app.tenant_id', true) as t`.execute(db);
    expect(rows[0]?.t ?? '').toBe('');
  });

  it('rolls back a failed transaction whole, and begins one that starts with another statement', async () => {
    const id = randomUUID();
    await expect(
      withTenant(db, tenant, async (trx) => {
        await trx
          .insertInto('inventory.wood_kinds')
          .values({ id, tenant_id: tenant, name: 'Lost', created_by: tenant, created_at: new Date() })
          .execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const left = await withTenant(db, tenant, (trx) =>
      trx.selectFrom('inventory.wood_kinds').select('id').where('id', '=', id).execute(),
    );
    expect(left).toEqual([]);

    record();
    await db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await sql`select 2`.execute(trx);
    });
    expect(sent).toEqual(['select 1', 'select 2']);
  });

  it('opens the transaction with the first statement that is not a plain read, in one message', async () => {
    const id = randomUUID();
    record();
    await expect(
      withTenant(db, tenant, async (trx) => {
        expect(await trx.selectFrom('inventory.wood_kinds').select('id').execute()).toHaveLength(5);
        await trx
          .insertInto('inventory.wood_kinds')
          .values({ id, tenant_id: tenant, name: 'Also lost', created_by: tenant, created_at: new Date() })
          .execute();
        // inside the transaction now: the row is there, and a read runs in the transaction
        expect(await trx.selectFrom('inventory.wood_kinds').select('id').execute()).toHaveLength(6);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(sent).toHaveLength(4);
    expect(sent[0]).toMatch(/^\[select set_config.*\] select "id" from "inventory"."wood_kinds"$/);
    expect(sent[1]).toMatch(
      new RegExp(`^\\[begin; select set_config\\('app.tenant_id', '${tenant}', true\\)\\] insert into`),
    );
    expect(sent[2]).toMatch(/^select "id"/);
    expect(sent[3]).toBe('rollback');
    // the whole transaction was rolled back, the insert with it
    expect(
      await withTenant(db, tenant, (trx) => trx.selectFrom('inventory.wood_kinds').select('id').execute()),
    ).toHaveLength(5);
    // a row lock is taken inside the transaction, never alone
    record();
    await withTenant(db, tenant, (trx) =>
      trx.selectFrom('inventory.wood_kinds').select('id').forUpdate().execute(),
    );
    expect(sent[0]).toMatch(
      /^\[begin; select set_config.*\] select "id" from "inventory"."wood_kinds" for update$/,
    );
    expect(sent[1]).toBe('commit');
  });

  it('tells a plain read from one that locks, changes, or calls what may change', () => {
    for (const plain of [
      'select "id", "updated_at" from "inventory"."wood_kinds" where "name" ilike $1',
      `select current_setting('app.tenant_id', true) as t`,
      'select txid_current_if_assigned() is not null as wrote',
      'select count(*)::int as total from "orders"."orders" where "deleted_at" is null',
    ]) {
      expect(isPlainSelect(plain), plain).toBe(true);
    }
    for (const not of [
      'select * from "inventory"."wood_kinds" for update',
      'select * from t for no key update skip locked',
      'select * from t for share',
      'with d as (delete from t returning id) select * from d',
      'select * into t2 from t',
      `select nextval('s')`,
      `select set_config('x', 'y', true)`,
      'select pg_try_advisory_xact_lock(1)',
      'select txid_current()',
      `select pg_notify('c', 'p')`,
      'select "counting"."next_count_order_id"() as id',
      'select counting.forget_uploads($1, $2)',
      'select * from billing.requested_invoices($1, $2)',
      'insert into t values (1)',
      'update t set a = 1',
      'begin',
    ]) {
      expect(isPlainSelect(not), not).toBe(false);
    }
  });

  it('drops a transaction held back by a user who went without ending it: the next user gets no tenant', async () => {
    const pool = createPool({ connectionString: url, applicationName: 'trips-release', maxConnections: 1 });
    try {
      const first = await pool.connect();
      await first.query('begin');
      await first.query(setting(tenant));
      first.release(); // no commit, no rollback: a bug elsewhere, which must not leak the tenant
      const next = await pool.connect();
      try {
        expect(next).toBe(first); // the pool's one connection
        const { rows } = await next.query<{ t: string | null }>(
          `select current_setting('app.tenant_id', true) as t`,
        );
        expect(rows[0]?.t ?? '').toBe('');
        const { rows: kinds } = await next.query('select id from inventory.wood_kinds');
        expect(kinds).toEqual([]); // row-level security: no tenant, no rows
      } finally {
        next.release();
      }
    } finally {
      await pool.end();
    }
  });

  it('sends nothing for a transaction that ran nothing, and refuses a tenant that is not a uuid', async () => {
    record();
    await db.transaction().execute(() => Promise.resolve(undefined));
    expect(sent).toEqual([]);
    await expect(
      withTenant(db, "x', true); drop table inventory.wood_kinds; --", () => Promise.resolve(1)),
    ).rejects.toThrow('tenant id must be a uuid');
  });
});
