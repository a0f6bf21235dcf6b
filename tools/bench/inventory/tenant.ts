import { ensureDatabase, migrateDatabase, urlFor } from '@timber/db';
import { type ApiClient, DEMO_TENANT_ID, seedDemo, TEST_ADMIN_URL } from '@timber/testing';
import { type Client } from 'pg';

/**
 * The generated tenant of the inventory benchmarks (bench:inventory, bench:stats): `sheets`
 * stock-in sheets of the demo tenant ('B' + number), one in seven confirmed, with `logs` logs in
 * all, at the bench's location, wood kind and customer.
 */
export interface BenchReferences {
  locationId: string;
  kindId: string;
  customerId: string;
}

/** A kept benchmark database, migrated to the current code and seeded once. */
export async function keptDatabase(name: string): Promise<string> {
  const adminUrl = urlFor(TEST_ADMIN_URL, new URL(TEST_ADMIN_URL).username, name);
  await ensureDatabase(adminUrl);
  await migrateDatabase(adminUrl);
  await seedDemo(adminUrl);
  return adminUrl;
}

/** The bench's location, wood kind and customer: the rows of those names (a kept database has them), else new ones. */
export async function benchReferences(
  admin: Client,
  api: ApiClient,
): Promise<{ location: { id: string }; kind: { id: string }; customer: { id: string } }> {
  const reference = async (table: string, path: string, body: Record<string, string>) => {
    const found = await admin.query<{ id: string }>(
      `select id from inventory.${table} where tenant_id = $1 and name = $2`,
      [DEMO_TENANT_ID, Object.values(body)[0]],
    );
    return found.rows[0] ?? (await api.ok<{ id: string }>('POST', path, body));
  };
  return {
    location: await reference('locations', '/location/save', { locationName: 'Bench yard' }),
    kind: await reference('wood_kinds', '/wk/save', { woodKindName: 'Bench pine' }),
    customer: await reference('customers', '/cus/save', { customerName: 'Bench buyer' }),
  };
}

/** Generates the tenant's sheets and logs unless a kept database has them already. */
export async function generateTenant(
  admin: Client,
  refs: BenchReferences,
  sheets: number,
  logs: number,
): Promise<void> {
  const generated = await admin.query<{ n: number }>(
    `select count(*)::int as n from inventory.sheets where spu like 'B%'`,
  );
  if ((generated.rows[0]?.n ?? 0) >= sheets) {
    return;
  }
  const perSheet = Math.max(1, Math.floor(logs / sheets));
  await admin.query(
    `insert into inventory.sheets (id, tenant_id, kind, spu, status, standard, sheet_date, location_id, wood_kind_id,
     customer_id, transport_num, quantity, volume_e4, diameter_sum_e1, created_by, creator_name, created_at)
   select gen_random_uuid(), $1, 1, 'B' || lpad(g::text, 9, '0'), case when g % 7 = 0 then 10 else 4 end, 'ch',
     date '2026-01-01' + (g % 300), $2, $3, case when g % 2 = 0 then $4::uuid end, 'T' || (g % 1000), $5, $5 * 3000,
     $5 * 300, $1, 'bench', timestamptz '2026-01-01' + make_interval(secs => g * 60)
   from generate_series(1, $6) g`,
    [DEMO_TENANT_ID, refs.locationId, refs.kindId, refs.customerId, perSheet, sheets],
  );
  await admin.query(
    `insert into inventory.sheet_logs (id, tenant_id, sheet_id, origin_sheet_id, wood_code, min_diameter, max_diameter,
     length_m, diameter_class, length_class, volume_e4, manual, data_source)
   select gen_random_uuid(), $1, s.id, s.id, n::text, 20 + n % 30, 21 + n % 30, 4, 20 + n % 30, 4, 3000, false, 1
   from inventory.sheets s cross join generate_series(1, $2) n where s.spu like 'B%'`,
    [DEMO_TENANT_ID, perSheet],
  );
  await admin.query('vacuum analyze inventory.sheets');
  await admin.query('vacuum analyze inventory.sheet_logs');
}
