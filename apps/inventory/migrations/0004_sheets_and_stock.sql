-- §3 Stock-in and stock-out sheets, their logs, and the stock they move (§2 Stock list).
-- Master data a sheet uses cannot be deleted while the sheet exists (on delete restrict).

-- Sheet numbers (SPU): the tenant's counter per kind and day, taken with one upsert per sheet.
create table inventory.sheet_numbers (
  tenant_id uuid not null,
  kind smallint not null,
  day date not null,
  last_number integer not null check (last_number > 0),
  primary key (tenant_id, kind, day)
);
call platform.protect_tenant_table('inventory.sheet_numbers', 'inventory_svc');

-- kind: 1 stock-in, 2 stock-out. status (§4): 0 disabled, 1 new, 2 edited, 3 being measured
-- (cannot be confirmed), 4 ready, 5 merged into another sheet, 10 confirmed (stock moved).
-- sheet_type (stock-in): 1 re-measure sheet, 2 purchase sheet.
create table inventory.sheets (
  id uuid primary key,
  tenant_id uuid not null,
  kind smallint not null check (kind in (1, 2)),
  spu text not null,
  sheet_type smallint not null default 1 check (sheet_type in (1, 2)),
  status smallint not null check (status in (0, 1, 2, 3, 4, 5, 10)),
  standard text not null,
  sheet_date date not null,
  location_id uuid not null references inventory.locations (id) on delete restrict,
  wood_kind_id uuid not null references inventory.wood_kinds (id) on delete restrict,
  customer_id uuid references inventory.customers (id) on delete restrict,
  transport_num text not null default '' check (transport_num ~ '^[A-Za-z0-9]*$' and length(transport_num) <= 30),
  quantity integer not null check (quantity >= 0),
  volume_e4 bigint not null check (volume_e4 >= 0),
  purchase_volume_e4 bigint check (purchase_volume_e4 >= 0),
  diameter_sum_e1 bigint not null,
  error_num integer not null default 0 check (error_num >= 0),
  manual boolean not null default false,
  device_no text not null default '',
  created_by uuid not null,
  creator_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  -- set on a sheet merged into another (status 5)
  merged_into uuid references inventory.sheets (id)
);
create unique index sheets_spu on inventory.sheets (tenant_id, spu);
create index sheets_list on inventory.sheets (tenant_id, kind, created_at desc, id desc);
-- counts of a filtered list read this narrow index alone (index-only scan)
create index sheets_filters on inventory.sheets (tenant_id, kind, created_at)
  include (status, customer_id, wood_kind_id, spu);
call platform.protect_tenant_table('inventory.sheets', 'inventory_svc');

-- One measured log with its provenance (§3 Wood piece). Volumes in ten-thousandths of a m3.
create table inventory.sheet_logs (
  id uuid primary key,
  tenant_id uuid not null,
  sheet_id uuid not null references inventory.sheets (id) on delete cascade,
  -- the sheet the log was first measured on (kept through merges)
  origin_sheet_id uuid not null references inventory.sheets (id),
  wood_code text not null,
  min_diameter numeric(5, 1) not null,
  max_diameter numeric(5, 1) not null,
  length_m numeric(5, 2) not null,
  diameter_class integer,
  length_class numeric(5, 2),
  volume_e4 integer,
  abnormal boolean not null default false,
  manual boolean not null default false,
  data_source smallint not null check (data_source in (1, 2, 3)),
  device_no text not null default '',
  pic_url text not null default ''
);
create index sheet_logs_sheet on inventory.sheet_logs (sheet_id);
call platform.protect_tenant_table('inventory.sheet_logs', 'inventory_svc');

-- §3 Stock row: what lies at a location, per wood kind. Never negative.
create table inventory.stock (
  id uuid primary key,
  tenant_id uuid not null,
  location_id uuid not null references inventory.locations (id) on delete restrict,
  wood_kind_id uuid not null references inventory.wood_kinds (id) on delete restrict,
  quantity integer not null check (quantity >= 0),
  volume_e4 bigint not null check (volume_e4 >= 0),
  updated_at timestamptz not null default now()
);
create unique index stock_place on inventory.stock (tenant_id, location_id, wood_kind_id);
call platform.protect_tenant_table('inventory.stock', 'inventory_svc');
