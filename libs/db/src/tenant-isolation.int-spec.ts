import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import { createTestDatabase, urlFor } from './database-admin';
import { SERVICE_SCHEMAS } from './service-catalogue';
import { withTenant } from './tenant-context';

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Row-level security, proved through the services' own connections with hand-written SQL:
 * whatever a query says, it reads and writes only the tenant set on its transaction.
 */
describe('tenant isolation (real PostgreSQL, row-level security)', () => {
  const tenantA = randomUUID();
  const tenantB = randomUUID();
  const kindOfA = randomUUID();
  let drop: () => Promise<void>;
  let admin: Kysely<unknown>;
  let inventory: Kysely<unknown>;
  let identity: Kysely<unknown>;
  let relay: Kysely<unknown>;

  beforeAll(async () => {
    const db = await createTestDatabase(ADMIN_URL, 'rls');
    drop = db.drop;
    admin = createDb({ connectionString: db.adminUrl, applicationName: 'rls-test' });
    inventory = createDb({
      connectionString: urlFor(db.adminUrl, 'inventory_svc'),
      applicationName: 'rls-test',
    });
    identity = createDb({
      connectionString: urlFor(db.adminUrl, 'identity_svc'),
      applicationName: 'rls-test',
    });
    relay = createDb({
      connectionString: urlFor(db.adminUrl, 'inventory_relay'),
      applicationName: 'rls-test',
    });
    await withTenant(inventory, tenantA, (trx) =>
      sql`insert into inventory.wood_kinds (id, tenant_id, name, created_by) values (${kindOfA}, ${tenantA}, 'Oak', ${randomUUID()})`.execute(
        trx,
      ),
    );
  });

  afterAll(async () => {
    await Promise.all([admin.destroy(), inventory.destroy(), identity.destroy(), relay.destroy()]);
    await drop();
  });

  const countOfA = (db: Kysely<unknown>, tenant: string) =>
    withTenant(db, tenant, async (trx) => {
      const result = await sql<{
        n: number;
      }>`select count(*)::int as n from inventory.wood_kinds where id = ${kindOfA}`.execute(trx);
      return result.rows[0]?.n;
    });

  it('lets tenant A read its own row', async () => {
    expect(await countOfA(inventory, tenantA)).toBe(1);
  });

  it('hides tenant A rows from tenant B, even asked for by id', async () => {
    expect(await countOfA(inventory, tenantB)).toBe(0);
    const all = await withTenant(inventory, tenantB, (trx) =>
      sql`select * from inventory.wood_kinds`.execute(trx),
    );
    expect(all.rows).toHaveLength(0);
  });

  it('lets tenant B neither update nor delete tenant A rows', async () => {
    const updated = await withTenant(inventory, tenantB, (trx) =>
      sql`update inventory.wood_kinds set name = 'Stolen' where id = ${kindOfA}`.execute(trx),
    );
    const deleted = await withTenant(inventory, tenantB, (trx) =>
      sql`delete from inventory.wood_kinds where id = ${kindOfA}`.execute(trx),
    );
    expect(updated.numAffectedRows).toBe(0n);
    expect(deleted.numAffectedRows).toBe(0n);
    const name = await withTenant(inventory, tenantA, (trx) =>
      sql<{ name: string }>`select name from inventory.wood_kinds where id = ${kindOfA}`.execute(trx),
    );
    expect(name.rows[0]?.name).toBe('Oak');
  });

  it('refuses a row written by tenant B in the name of tenant A', async () => {
    await expect(
      withTenant(inventory, tenantB, (trx) =>
        sql`insert into inventory.wood_kinds (id, tenant_id, name, created_by) values (${randomUUID()}, ${tenantA}, 'Pine', ${randomUUID()})`.execute(
          trx,
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    const kindOfB = randomUUID();
    await withTenant(inventory, tenantB, (trx) =>
      sql`insert into inventory.wood_kinds (id, tenant_id, name, created_by) values (${kindOfB}, ${tenantB}, 'Birch', ${randomUUID()})`.execute(
        trx,
      ),
    );
    await expect(
      withTenant(inventory, tenantB, (trx) =>
        sql`update inventory.wood_kinds set tenant_id = ${tenantA} where id = ${kindOfB}`.execute(trx),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('shows nothing and writes nothing when no tenant is set', async () => {
    const rows = await sql`select * from inventory.wood_kinds`.execute(inventory);
    expect(rows.rows).toHaveLength(0);
    await expect(
      sql`insert into inventory.wood_kinds (id, tenant_id, name, created_by) values (${randomUUID()}, ${tenantA}, 'Ash', ${randomUUID()})`.execute(
        inventory,
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('cannot switch off row-level security from the service connection', async () => {
    await expect(
      sql`alter table inventory.wood_kinds disable row level security`.execute(inventory),
    ).rejects.toThrow(/must be owner/);
    await expect(sql`set role postgres`.execute(inventory)).rejects.toThrow(/permission denied/);
  });

  it('keeps each service inside its own schema, and the relay inside the outbox', async () => {
    await expect(
      withTenant(identity, tenantA, (trx) => sql`select * from inventory.wood_kinds`.execute(trx)),
    ).rejects.toThrow(/permission denied/);
    await expect(sql`select * from inventory.wood_kinds`.execute(relay)).rejects.toThrow(/permission denied/);
  });

  it("isolates the outbox too: a tenant's connection sees only its own events", async () => {
    const write = (tenant: string) =>
      withTenant(inventory, tenant, (trx) =>
        sql`insert into inventory.outbox (event_id, tenant_id, type, version, partition_key, correlation_id, occurred_at, payload)
            values (${randomUUID()}, ${tenant}, 'inventory.test.done', 1, 'k', 'c', now(), '{}')`.execute(
          trx,
        ),
      );
    await write(tenantA);
    await write(tenantB);
    const seenByB = await withTenant(inventory, tenantB, (trx) =>
      sql<{ tenant_id: string }>`select tenant_id from inventory.outbox`.execute(trx),
    );
    expect(seenByB.rows.map((r) => r.tenant_id)).toEqual([tenantB]);
    const seenByRelay = await sql<{ n: number }>`select count(*)::int as n from inventory.outbox`.execute(
      relay,
    );
    expect(seenByRelay.rows[0]?.n).toBe(2);
  });

  it('protects every table with a tenant_id in every service schema, owned by no service role', async () => {
    const schemas = SERVICE_SCHEMAS.map((s) => s.schema);
    const tables = await sql<{ name: string; rls: boolean; policies: number; owner: string }>`
      select c.oid::regclass::text as name, c.relrowsecurity as rls, pg_get_userbyid(c.relowner) as owner,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname = any(${schemas})
         and exists (select 1 from pg_attribute a
                      where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
       order by 1`.execute(admin);
    // every service's outbox and inbox at least, and its business tables
    for (const schema of schemas) {
      expect(tables.rows.map((t) => t.name)).toContain(`${schema}.outbox`);
    }
    expect(tables.rows.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'inventory.sheets',
        'devices.app_users',
        'ingest.credentials',
        'orders.orders',
        'orders.share_links',
        'sawing.orders',
        'sawing.stock_logs',
        'billing.entries',
      ]),
    );
    const serviceRoles = new Set(SERVICE_SCHEMAS.flatMap((s) => [s.serviceRole, s.relayRole]));
    const unprotected = tables.rows.filter((t) => !t.rls || t.policies === 0 || serviceRoles.has(t.owner));
    expect(unprotected).toEqual([]);
  });
});
