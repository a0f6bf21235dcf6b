create schema sawing;
call platform.install_messaging('sawing');

-- Sawing (spec §2 Sawing, §3 Sawing order, §4 Sawing order state, §5 Sawing order dialog): the
-- tenant's saw machines (benches), the sawing orders of each bench with their board
-- specifications, and the stock logs they saw. Sawing learns of the logs in stock from inventory's
-- events and keeps its own copy: no other schema is read. Every table is the tenant's own
-- (row-level security).

-- A saw machine (bench). machine_no is what the mobile page and the board name it by (§2 query
-- machineNo): one live bench per number. A deleted bench stays, marked, for the orders it sawed.
create table sawing.benches (
  tenant_id uuid not null,
  id uuid not null,
  machine_no text not null check (length(machine_no) between 1 and 20),
  name text not null check (length(name) between 1 and 40),
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  primary key (tenant_id, id)
);
create unique index benches_no on sawing.benches (tenant_id, machine_no) where deleted_at is null;
call platform.protect_tenant_table('sawing.benches', 'sawing_svc');

-- The confirmed stock-in and stock-out sheets sawing has heard of: kind 1 in, 2 out, with the wood
-- kind and location their logs are of (a long sheet's further logs come in events that name only
-- the sheet).
create table sawing.stock_sheets (
  tenant_id uuid not null,
  sheet_id uuid not null,
  kind smallint not null check (kind in (1, 2)),
  wood_kind_id uuid not null,
  wood_kind_name text not null default '',
  location_id uuid not null,
  confirmed_at timestamptz not null,
  primary key (tenant_id, sheet_id)
);
call platform.protect_tenant_table('sawing.stock_sheets', 'sawing_svc');

-- Sawing's copy of the logs in stock, one row per log of a confirmed stock-in sheet
-- (inventory.stock-in.confirmed and .sheet-logs.confirmed), keyed as inventory keys its pieces: the
-- sheet and the log's wood code. A sawing order takes a log (order_id set, one order at most, by a
-- conditional update); deleting the order returns it (order_id null again). A confirmed stock-out
-- takes logs out as inventory does (out_at set): the same wood kind and location, the same
-- diameter and length class, oldest first, then any of the kind and location.
create table sawing.stock_logs (
  tenant_id uuid not null,
  sheet_id uuid not null,
  wood_code text not null,
  seq bigint generated always as identity,
  wood_kind_id uuid not null,
  wood_kind_name text not null default '',
  location_id uuid not null,
  diameter_class integer,
  length_m numeric(5, 2) not null,
  length_class numeric(5, 2),
  volume_e4 integer not null default 0 check (volume_e4 >= 0),
  stocked_at timestamptz not null,
  order_id uuid,
  out_at timestamptz,
  primary key (tenant_id, sheet_id, wood_code)
);
-- the logs an order may take (the dialog of processed logs), oldest first
create index stock_logs_free on sawing.stock_logs (tenant_id, wood_kind_id, seq)
  where order_id is null and out_at is null;
create index stock_logs_order on sawing.stock_logs (order_id) where order_id is not null;
call platform.protect_tenant_table('sawing.stock_logs', 'sawing_svc');

-- Order numbers JG{yyyyMMdd}-{nnnn}: one counter per tenant and cutting day, taken with an upsert.
create table sawing.order_numbers (
  tenant_id uuid not null,
  day date not null,
  last_number integer not null check (last_number >= 1),
  primary key (tenant_id, day)
);
call platform.protect_tenant_table('sawing.order_numbers', 'sawing_svc');

-- §3 Sawing order, §4 state: 0 open, 1 closed, 2 merged into another order (merged_into, which is
-- open or closed), 3 deleted. log_qty and log_vol_e4 are the logs it took (sawing.stock_logs);
-- wood_sys_vol_e4 the board volume of its specifications (libs/volume boardVolumeE4); wood_vol_e4
-- the boards counted at closing (null until then). The figures of a merged order count into the
-- order it was merged into, and return to it when it is split off again.
create table sawing.orders (
  id uuid primary key,
  tenant_id uuid not null,
  order_no text not null check (order_no ~ '^JG[0-9]{8}-[0-9]{4,}$'),
  bench_id uuid not null,
  cutting_date date not null,
  state smallint not null default 0 check (state in (0, 1, 2, 3)),
  merged_into uuid references sawing.orders (id),
  log_qty integer not null default 0 check (log_qty >= 0),
  log_vol_e4 bigint not null default 0 check (log_vol_e4 >= 0),
  wood_sys_vol_e4 bigint not null default 0 check (wood_sys_vol_e4 >= 0),
  wood_vol_e4 bigint check (wood_vol_e4 >= 0),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  deleted_at timestamptz,
  foreign key (tenant_id, bench_id) references sawing.benches (tenant_id, id),
  check ((state = 2) = (merged_into is not null)),
  check ((state = 1) = (closed_at is not null)),
  check ((state = 3) = (deleted_at is not null))
);
create unique index orders_no on sawing.orders (tenant_id, order_no);
create index orders_day on sawing.orders (tenant_id, cutting_date, bench_id, created_at);
create index orders_merged on sawing.orders (merged_into) where merged_into is not null;
call platform.protect_tenant_table('sawing.orders', 'sawing_svc');

-- §3 Sub-specs of a sawing order: length (m), width and thickness (mm), piece count (B), last-log
-- diameter class and grade (1 common, 2 semi-fine, 3 fine). seq from 1: the first spec is the
-- order's own (§5: its size fields are fixed once saved).
create table sawing.order_specs (
  tenant_id uuid not null,
  id uuid primary key,
  order_id uuid not null references sawing.orders (id),
  seq integer not null check (seq >= 1),
  length_m numeric(5, 2) not null check (length_m > 0 and length_m <= 15),
  width_mm integer not null check (width_mm > 0),
  thickness_mm integer not null check (thickness_mm > 0),
  blocks integer not null check (blocks between 0 and 9999),
  last_blocks integer not null check (last_blocks between 0 and 9999),
  wood_grade smallint not null check (wood_grade in (1, 2, 3)),
  unique (order_id, seq)
);
call platform.protect_tenant_table('sawing.order_specs', 'sawing_svc');

-- An order's logs by wood kind, written again from sawing.stock_logs whenever the order takes or
-- returns logs: what the statistics tab sums (§2 ranking, pie by variety) without reading every
-- log of a year. dia_sum over measured: the mean diameter class.
create table sawing.order_kinds (
  tenant_id uuid not null,
  order_id uuid not null references sawing.orders (id),
  wood_kind_id uuid not null,
  wood_kind_name text not null,
  qty integer not null check (qty > 0),
  vol_e4 bigint not null check (vol_e4 >= 0),
  dia_sum bigint not null check (dia_sum >= 0),
  measured integer not null check (measured >= 0),
  primary key (order_id, wood_kind_id)
);
call platform.protect_tenant_table('sawing.order_kinds', 'sawing_svc');

-- §3 Manual bench record: logs of one wood kind sawn by hand on a day, and the boards they gave
-- (the manual bench tab). The kind's name as sawing knew it when the record was written.
create table sawing.manual_bench (
  tenant_id uuid not null,
  id uuid primary key,
  cutting_date date not null,
  log_kind_id uuid not null,
  log_kind text not null,
  log_vol_e4 bigint not null check (log_vol_e4 > 0),
  wood_vol_e4 bigint not null check (wood_vol_e4 >= 0 and wood_vol_e4 <= log_vol_e4),
  created_at timestamptz not null default now()
);
create index manual_bench_day on sawing.manual_bench (tenant_id, cutting_date, created_at);
call platform.protect_tenant_table('sawing.manual_bench', 'sawing_svc');

-- §3 Processing price of a day: the processing unit price (cents per m3) and, per wood kind, the
-- log volume and its unit price (cents per m3). Saving a day replaces its prices.
create table sawing.processing_days (
  tenant_id uuid not null,
  processing_date date not null,
  unit_price_cents bigint check (unit_price_cents >= 0),
  primary key (tenant_id, processing_date)
);
call platform.protect_tenant_table('sawing.processing_days', 'sawing_svc');
create table sawing.processing_kinds (
  tenant_id uuid not null,
  processing_date date not null,
  kind_id uuid not null,
  kind_name text not null,
  log_vol_e4 bigint check (log_vol_e4 >= 0),
  unit_price_cents bigint check (unit_price_cents >= 0),
  primary key (tenant_id, processing_date, kind_id),
  foreign key (tenant_id, processing_date) references sawing.processing_days (tenant_id, processing_date)
    on delete cascade
);
call platform.protect_tenant_table('sawing.processing_kinds', 'sawing_svc');

-- What the closed orders sawed, per cutting day, bench and wood kind (the statistics tab reads a
-- year of it at once): written in the transaction that closes an order (added), splits an order
-- off a closed one or deletes a closed one (taken out, then the order's figures added again).
-- An order's boards are shared among its kinds by log volume (board_e4 exact, numeric).
create table sawing.daily_sawn (
  tenant_id uuid not null,
  day date not null,
  bench_id uuid not null,
  wood_kind_id uuid not null,
  wood_kind_name text not null,
  log_e4 bigint not null,
  board_e4 numeric not null,
  dia_sum bigint not null,
  measured bigint not null,
  primary key (tenant_id, day, bench_id, wood_kind_id)
);
call platform.protect_tenant_table('sawing.daily_sawn', 'sawing_svc');
-- the open orders of a range (logTotalVol counts their logs too)
create index orders_open_day on sawing.orders (tenant_id, cutting_date) where state = 0;
