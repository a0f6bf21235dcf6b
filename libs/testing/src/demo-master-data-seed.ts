// The demo tenant's master data (warehouses, customers, wood specifications, diameter ranges, wood
// kinds) and the copies of it that ingest and orders keep.
import type { Client } from 'pg';
import { ADMIN_ID, DEMO_TENANT_ID, demoId } from './demo-tenants-seed';

const DEMO_WOOD_KINDS = ['Pine', 'Larch', 'Spruce', 'Birch', 'Oak', 'Radiata pine', 'Douglas fir', 'Poplar'];
const DEMO_LOCATIONS = [
  ['Yard A', 'Open yard by the gate'],
  ['Yard B', 'Open yard, rail side'],
  ['Shed 1', 'Covered, for sawn stock'],
] as const;
/** number, name, phone, email, address */
const DEMO_CUSTOMERS = [
  [
    'C0001',
    'Northern Forest Products Co.',
    '13912345678',
    'sales@northernforest.example',
    'Manzhouli, Inner Mongolia',
  ],
  ['C0002', 'Harbin Timber Trading', '13698765432', '', 'Daoli District, Harbin'],
  ['C0003', 'Suifenhe Import & Export', '15846001234', 'logs@sfh-trade.example', 'Suifenhe, Heilongjiang'],
  ['C0004', 'Zhangjiagang Port Logs Ltd.', '18662345678', '', 'Port Area, Zhangjiagang, Jiangsu'],
] as const;
/** length in m, hot */
const DEMO_WOOD_SPECS = [
  [2, false],
  [2.5, false],
  [3, false],
  [3.8, true],
  [4, true],
  [5.9, false],
  [6, true],
] as const;
/** lower and upper diameter in cm */
const DEMO_DIAMETER_RANGES = [
  [10, 19],
  [20, 29],
  [30, 39],
  [40, 100],
] as const;

/** The demo tenant's warehouses, customers, wood specifications, diameter ranges and wood kinds. */
export async function seedMasterData(client: Client): Promise<void> {
  for (const [index, [name, remark]] of DEMO_LOCATIONS.entries()) {
    await client.query(
      `insert into inventory.locations (id, tenant_id, name, remark, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))
       on conflict do nothing`,
      [demoId(4, index), DEMO_TENANT_ID, name, remark, ADMIN_ID, index],
    );
  }
  for (const [index, [number, name, phone, email, address]] of DEMO_CUSTOMERS.entries()) {
    await client.query(
      `insert into inventory.customers
         (id, tenant_id, customer_no, name, phone, email, address, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9), now() - make_interval(days => $9))
       on conflict do nothing`,
      [demoId(5, index), DEMO_TENANT_ID, number, name, phone, email, address, ADMIN_ID, index],
    );
  }
  await client.query(
    `insert into inventory.customer_numbers (tenant_id, last_number) values ($1, $2)
     on conflict (tenant_id) do update set last_number = greatest(customer_numbers.last_number, excluded.last_number)`,
    [DEMO_TENANT_ID, DEMO_CUSTOMERS.length],
  );
  for (const [index, [length, hot]] of DEMO_WOOD_SPECS.entries()) {
    await client.query(
      `insert into inventory.wood_specs (id, tenant_id, length_m, remark, hot, created_by, created_at, updated_at)
       values ($1, $2, $3, '', $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))
       on conflict do nothing`,
      [demoId(6, index), DEMO_TENANT_ID, length, hot, ADMIN_ID, index],
    );
  }
  for (const [index, [lower, upper]] of DEMO_DIAMETER_RANGES.entries()) {
    await client.query(
      `insert into inventory.diameter_ranges (id, tenant_id, lower_limit, upper_limit, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))
       on conflict do nothing`,
      [demoId(7, index), DEMO_TENANT_ID, lower, upper, ADMIN_ID, index],
    );
  }
  for (const [index, name] of DEMO_WOOD_KINDS.entries()) {
    await client.query(
      `insert into inventory.wood_kinds (id, tenant_id, name, remark, created_by, created_at, updated_at)
       values ($1, $2, $3, '', $4, now() - make_interval(days => $5), now() - make_interval(days => $5))
       on conflict do nothing`,
      [
        `00000000-0000-4000-8000-0000000003${String(index).padStart(2, '0')}`,
        DEMO_TENANT_ID,
        name,
        ADMIN_ID,
        index,
      ],
    );
  }
}

/**
 * Ingest's copy of the wood kinds, locations and customers devices may name in a sheet. Rows made
 * through the API reach it by events; the seed writes its rows with SQL, so it copies them too.
 */
export async function seedIngestReferences(client: Client): Promise<void> {
  await client.query(
    `insert into ingest.references (tenant_id, kind, id, name)
     select tenant_id, 'woodKind', id, name from inventory.wood_kinds
     union all select tenant_id, 'location', id, name from inventory.locations
     union all select tenant_id, 'customer', id, name from inventory.customers
     on conflict (tenant_id, kind, id) do update set name = excluded.name`,
  );
}

/**
 * Orders' copy of the customers an order can be for. Customers made through the API reach it by
 * events; the seed writes its rows with SQL, so it copies them too.
 */
export async function seedOrderCustomers(client: Client): Promise<void> {
  await client.query(
    `insert into orders.customers (tenant_id, id, name)
     select tenant_id, id, name from inventory.customers
     on conflict (tenant_id, id) do update set name = excluded.name`,
  );
}
