import { DomainError } from '@timber/contracts';
import { createDb, urlFor, withTenant } from '@timber/db';
import { assertExportSize, cursorRows } from '@timber/exports';
import { testDatabase } from '@timber/testing';
import { type Kysely, sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InventoryDb } from '../inventory-db';

/** The export plumbing over PostgreSQL as the service role: a cursor read in batches, the row limit. */
describe('export cursor and row limit (PostgreSQL, service role, row-level security)', () => {
  const tenant = randomUUID();
  const other = randomUUID();
  let admin: Client;
  let db: Kysely<InventoryDb>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await testDatabase('cursor');
    drop = database.drop;
    admin = new Client({ connectionString: database.adminUrl });
    await admin.connect();
    for (let n = 1; n <= 7; n++) {
      await admin.query(
        `insert into inventory.locations (id, tenant_id, name, created_by) values ($1, $2, $3, $2)`,
        [randomUUID(), tenant, `Yard ${n}`],
      );
    }
    await admin.query(
      `insert into inventory.locations (id, tenant_id, name, created_by) values ($1, $2, 'Yard 0', $2)`,
      [randomUUID(), other],
    );
    db = createDb<InventoryDb>({
      connectionString: urlFor(database.adminUrl, 'inventory_svc'),
      applicationName: 'cursor-test',
    });
  });
  afterAll(async () => {
    await db.destroy();
    await admin.end();
    await drop();
  });

  const yards = (trx: Transaction<InventoryDb>) =>
    trx
      .selectFrom('inventory.locations')
      .select('name')
      .where('name', 'like', 'Yard %')
      .orderBy('name', 'desc');
  const openCursors = async (trx: Transaction<InventoryDb>) =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_cursors`.execute(trx)).rows[0]!.n;

  it("reads every row of the tenant's query in order, batch after batch, and closes the cursor", async () => {
    await withTenant(db, tenant, async (trx) => {
      const names: string[] = [];
      for await (const row of cursorRows(trx, yards(trx), 3)) {
        names.push(row.name);
        expect(await openCursors(trx)).toBe(1);
      }
      // 7 rows in fetches of 3, 3 and 1; the other tenant's yard is not seen
      expect(names).toEqual(['Yard 7', 'Yard 6', 'Yard 5', 'Yard 4', 'Yard 3', 'Yard 2', 'Yard 1']);
      expect(await openCursors(trx)).toBe(0);
    });
  });

  it('ends on an exact multiple of the batch, and closes the cursor when the reader stops early', async () => {
    await withTenant(db, tenant, async (trx) => {
      const six = trx.selectFrom('inventory.locations').select('name').where('name', '<>', 'Yard 7');
      let count = 0;
      for await (const _ of cursorRows(trx, six, 3)) {
        count++;
      }
      expect(count).toBe(6);
      expect(await openCursors(trx)).toBe(0);
      const read: string[] = [];
      for await (const row of cursorRows(trx, yards(trx), 2)) {
        read.push(row.name);
        if (read.length === 3) {
          break;
        }
      }
      expect(read).toEqual(['Yard 7', 'Yard 6', 'Yard 5']);
      expect(await openCursors(trx)).toBe(0);
    });
  });

  it('refuses more rows than the limit before anything is read, counting only what the query keeps', async () => {
    await withTenant(db, tenant, async (trx) => {
      await expect(assertExportSize(trx, yards(trx), 7)).resolves.toBeUndefined();
      const refused = await assertExportSize(trx, yards(trx), 6).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ key: 'EXPORT.TOO_MANY_ROWS', params: { max: 6 } });
      const fewer = yards(trx).where('name', 'in', ['Yard 1', 'Yard 2']);
      await expect(assertExportSize(trx, fewer, 2)).resolves.toBeUndefined();
    });
  });
});
