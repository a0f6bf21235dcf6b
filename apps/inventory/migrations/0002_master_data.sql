-- §3 master data: customers, warehouse locations, wood specifications, diameter ranges.
-- Every table is the tenant's own (row-level security). Names and values are unique per tenant
-- by index, so two concurrent adds cannot both succeed. The stock-in and stock-out sheets will
-- reference these rows with foreign keys (on delete restrict), which refuses deleting a row in use.

-- Customer numbers: the tenant's counter, taken with one upsert (row lock) per new customer.
create table inventory.customer_numbers (
  tenant_id uuid primary key,
  last_number integer not null check (last_number > 0)
);
call platform.protect_tenant_table('inventory.customer_numbers', 'inventory_svc');

-- §3 Customer (trade partner), §5 customer form. customer_no is given once and never changed.
create table inventory.customers (
  id uuid primary key,
  tenant_id uuid not null,
  customer_no text not null,
  name text not null check (length(name) between 1 and 50),
  phone text not null default '' check (phone = '' or phone ~ '^1[3-9][0-9]{9}$'),
  email text not null default '' check (length(email) <= 100),
  address text not null default '' check (length(address) <= 200),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index customers_no on inventory.customers (tenant_id, customer_no);
create unique index customers_name on inventory.customers (tenant_id, lower(name));
create index customers_created on inventory.customers (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('inventory.customers', 'inventory_svc');

-- §3 Warehouse location. Names are unique per tenant, whatever their case.
create table inventory.locations (
  id uuid primary key,
  tenant_id uuid not null,
  name text not null check (length(name) between 1 and 50),
  remark text not null default '' check (length(remark) <= 200),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index locations_name on inventory.locations (tenant_id, lower(name));
create index locations_created on inventory.locations (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('inventory.locations', 'inventory_svc');

-- §3 Wood specification: a log length in m, 2 decimals, above 0 and at most 15 (§9).
create table inventory.wood_specs (
  id uuid primary key,
  tenant_id uuid not null,
  length_m numeric(4, 2) not null check (length_m > 0 and length_m <= 15),
  remark text not null default '' check (length(remark) <= 200),
  hot boolean not null default false,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index wood_specs_length on inventory.wood_specs (tenant_id, length_m);
create index wood_specs_created on inventory.wood_specs (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('inventory.wood_specs', 'inventory_svc');

-- §3 Diameter range: integer cm, 0 to 100 (§9), lower not above upper.
create table inventory.diameter_ranges (
  id uuid primary key,
  tenant_id uuid not null,
  lower_limit smallint not null check (lower_limit between 0 and 100),
  upper_limit smallint not null check (upper_limit between 0 and 100),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (lower_limit <= upper_limit)
);
create unique index diameter_ranges_limits on inventory.diameter_ranges (tenant_id, lower_limit, upper_limit);
create index diameter_ranges_created on inventory.diameter_ranges (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('inventory.diameter_ranges', 'inventory_svc');
