import { type SheetListQuery } from '@timber/contracts';
import { createDb, urlFor, withTenant } from '@timber/db';
import { testDatabase } from '@timber/testing';
import { type Kysely, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InventoryDb } from '../inventory-db';
import { SheetRepository } from './sheet.repository';

/**
 * The list total is summed from sheet_day_counts for whole days and counted from the sheets for
 * the partial days at the ends: after creates, status moves, customer and kind changes, deletes,
 * for any filter and any time zone, it equals the count of the matching sheets.
 */
describe('sheet list totals (PostgreSQL, service role, row-level security)', () => {
  const tenant = randomUUID();
  const other = randomUUID();
  const customers = [randomUUID(), randomUUID()];
  const kinds = [randomUUID(), randomUUID()];
  const location = randomUUID();
  let admin: Client;
  let db: Kysely<InventoryDb>;
  let drop: () => Promise<void>;
  // A fixed seed: a failure can be replayed.
  let seed = 20261122;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

  beforeAll(async () => {
    const database = await testDatabase('totals');
    drop = database.drop;
    admin = new Client({ connectionString: database.adminUrl });
    await admin.connect();
    for (const t of [tenant, other]) {
      await admin.query(
        `insert into inventory.locations (id, tenant_id, name, created_by) values ($1, $2, 'Yard', $2)`,
        [t === tenant ? location : randomUUID(), t],
      );
    }
    for (const [index, id] of kinds.entries()) {
      await admin.query(
        `insert into inventory.wood_kinds (id, tenant_id, name, created_by) values ($1, $2, $3, $2)`,
        [id, tenant, `Kind ${index}`],
      );
    }
    for (const [index, id] of customers.entries()) {
      await admin.query(
        `insert into inventory.customers (id, tenant_id, customer_no, name, created_by) values ($1, $2, $3, $3, $2)`,
        [id, tenant, `C${index}`],
      );
    }
    db = createDb<InventoryDb>({
      connectionString: urlFor(database.adminUrl, 'inventory_svc'),
      applicationName: 'totals-test',
    });
  });
  afterAll(async () => {
    await db.destroy();
    await admin.end();
    await drop();
  });

  const exactCount = async (kind: number, query: SheetListQuery, tz: number): Promise<number> => {
    const from = query.createTimeFrom ? new Date(`${query.createTimeFrom}T00:00:00Z`) : undefined;
    const to = query.createTimeTo ? new Date(`${query.createTimeTo}T00:00:00Z`) : undefined;
    const result = await admin.query<{ n: number }>(
      `select count(*)::int as n from inventory.sheets
       where tenant_id = $1 and kind = $2
         and ($3::uuid is null or customer_id = $3) and ($4::uuid is null or wood_kind_id = $4)
         and ($5::int is null or status = $5)
         and ($6::timestamptz is null or created_at >= $6) and ($7::timestamptz is null or created_at < $7)`,
      [
        tenant,
        kind,
        query.customerId ?? null,
        query.woodKindId ?? null,
        query.status ?? null,
        from && new Date(from.getTime() - tz * 3_600_000),
        to && new Date(to.getTime() + 86_400_000 - tz * 3_600_000),
      ],
    );
    return result.rows[0]!.n;
  };

  const day = (offset: number) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);

  it('equals the count of the matching sheets for any filter and time zone, through every kind of change', async () => {
    const sheets = new SheetRepository();
    const insert = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const createdAt = new Date(Date.UTC(2026, 10, 1) + Math.floor(random() * 20 * 86_400_000));
        await withTenant(db, tenant, (trx) =>
          trx
            .insertInto('inventory.sheets')
            .values({
              id: randomUUID(),
              tenant_id: tenant,
              kind: pick([1, 2]),
              spu: `T${seed}`,
              sheet_type: 1,
              transport_num: '',
              status: pick([1, 2, 4, 10]),
              standard: 'ch',
              sheet_date: '2026-11-01',
              location_id: location,
              wood_kind_id: pick(kinds),
              customer_id: pick([...customers, null]),
              quantity: 1,
              volume_e4: 1,
              diameter_sum_e1: 1,
              created_by: tenant,
              created_at: createdAt,
            })
            .execute(),
        );
      }
    };
    const change = async () => {
      await withTenant(db, tenant, async (trx) => {
        const ids = (await trx.selectFrom('inventory.sheets').select('id').execute()).map((r) => r.id);
        for (let i = 0; i < 40; i++) {
          const id = pick(ids);
          const move = pick(['status', 'customer', 'kind', 'time'] as const);
          await trx
            .updateTable('inventory.sheets')
            .set(
              move === 'status'
                ? { status: pick([0, 4, 5, 10]) }
                : move === 'customer'
                  ? { customer_id: pick([...customers, null]) }
                  : move === 'kind'
                    ? { wood_kind_id: pick(kinds) }
                    : { created_at: sql<Date>`created_at + interval '7 hours'` },
            )
            .where('id', '=', id)
            .execute();
        }
        await trx.deleteFrom('inventory.sheets').where('id', 'in', ids.slice(0, 5)).execute();
      });
    };

    const check = async (rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        const kind = pick([1, 2] as const);
        const tz = pick([-11, -5, 0, 3, 8, 9, 14]);
        const start = Math.floor(random() * 22) - 2;
        const query: SheetListQuery = {
          page: 1,
          pageSize: 20,
          ...(random() < 0.5 ? { customerId: pick(customers) } : {}),
          ...(random() < 0.4 ? { woodKindId: pick(kinds) } : {}),
          ...(random() < 0.5 ? { status: pick([1, 4, 10]) } : {}),
          ...(random() < 0.7 ? { createTimeFrom: day(start) } : {}),
          ...(random() < 0.7 ? { createTimeTo: day(start + Math.floor(random() * 8)) } : {}),
        };
        const { total } = await withTenant(db, tenant, (trx) => sheets.page(trx, kind, query, tz));
        expect({ query, tz, total }).toEqual({ query, tz, total: await exactCount(kind, query, tz) });
      }
    };

    await insert(300);
    await check(120);
    await change();
    await check(120);
    // another tenant's sheets are counted for nobody else
    await withTenant(db, other, async (trx) => {
      const { total } = await sheets.page(trx, 1, { page: 1, pageSize: 20 }, 0);
      expect(total).toBe(0);
    });
  });
});
