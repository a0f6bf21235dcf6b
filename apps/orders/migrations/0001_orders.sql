create schema orders;
call platform.install_messaging('orders');

-- Orders settle confirmed stock-in and stock-out sheets (spec §2 Orders, §3 Order, §4 Orders).
-- Orders learns of the sheets from inventory's events and keeps its own copy of what it settles:
-- no other schema is read. Every table is the tenant's own (row-level security).

-- Orders' copy of inventory's customers (inventory.reference.saved / .deleted of kind customer):
-- whom an order can be for. A deleted customer stays, marked, for the orders already made.
create table orders.customers (
  tenant_id uuid not null,
  id uuid not null,
  name text not null,
  deleted boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
call platform.protect_tenant_table('orders.customers', 'orders_svc');

-- One row per confirmed sheet (inventory.stock-in.confirmed: kind 1, .stock-out.confirmed: kind 2),
-- as its event told it; names as they were at the confirmation. sheet_date is null for an event of
-- version 1 (it carried no day, names nor logs). log_count: the logs the sheet has; logs_kept: those
-- arrived (a long sheet's come in several events): a sheet is settled only once it has them all.
-- measured_logs and diameter_class_sum give the mean diameter class, length_classes the distinct
-- length classes in m (comma list), all summed from its logs as they arrive.
-- order_id: the live order that settles the sheet, null while it is unsettled. The settling update
-- sets it only where it is still null (orders.order_sheets' unique index is the second guard).
create table orders.sheets (
  tenant_id uuid not null,
  id uuid not null,
  kind smallint not null check (kind in (1, 2)),
  spu text not null check (length(spu) between 1 and 40),
  standard text not null,
  customer_id uuid not null,
  customer_name text not null default '',
  wood_kind_id uuid not null,
  wood_kind_name text not null default '',
  location_id uuid not null,
  location_name text not null default '',
  transport_num text not null default '',
  sheet_date date,
  quantity integer not null check (quantity >= 0),
  volume_e4 bigint not null check (volume_e4 >= 0),
  measured_logs integer not null default 0 check (measured_logs >= 0),
  diameter_class_sum bigint not null default 0 check (diameter_class_sum >= 0),
  length_classes text not null default '',
  log_count integer not null default 0 check (log_count >= 0),
  logs_kept integer not null default 0 check (logs_kept between 0 and log_count),
  confirmed_at timestamptz not null,
  event_id uuid not null,
  order_id uuid,
  primary key (tenant_id, id)
);
create unique index sheets_spu on orders.sheets (tenant_id, spu);
-- the unsettled items of the order-creation page, most recently confirmed first
create index sheets_unsettled on orders.sheets (tenant_id, kind, confirmed_at desc, id desc)
  where order_id is null;
create index sheets_order on orders.sheets (order_id) where order_id is not null;
call platform.protect_tenant_table('orders.sheets', 'orders_svc');

-- The logs of a confirmed sheet (version 2 events), in the sheet's order (seq from 1): readings,
-- the class and volume under the sheet's standard as inventory measured them (null where the
-- standard cannot measure the log), manual flag and picture. Volumes in ten-thousandths of a m3.
create table orders.sheet_logs (
  tenant_id uuid not null,
  sheet_id uuid not null,
  seq integer not null check (seq >= 1),
  wood_code text not null,
  min_diameter numeric(5, 1) not null,
  max_diameter numeric(5, 1) not null,
  length_m numeric(5, 2) not null,
  diameter_class integer,
  length_class numeric(5, 2),
  volume_e4 integer,
  manual boolean not null,
  pic_url text not null default '',
  primary key (tenant_id, sheet_id, seq),
  foreign key (tenant_id, sheet_id) references orders.sheets (tenant_id, id) on delete cascade
);
call platform.protect_tenant_table('orders.sheet_logs', 'orders_svc');

-- Order numbers PO{yyyyMMdd}-{nnnn} (inbound) and SO{yyyyMMdd}-{nnnn} (outbound): one counter per
-- tenant, type and day (the caller's), taken with an upsert, so two orders never share a number.
create table orders.order_numbers (
  tenant_id uuid not null,
  order_type smallint not null check (order_type in (1, 2)),
  day date not null,
  last_number integer not null check (last_number >= 1),
  primary key (tenant_id, order_type, day)
);
call platform.protect_tenant_table('orders.order_numbers', 'orders_svc');

-- §3 Order. order_type 1 inbound (stock-in sheets), 2 outbound (stock-out sheets); status (§4) 5
-- awaiting its check, 10 checked (final). The totals and the lists of its sheets' SPUs, transport
-- numbers, wood kinds, length classes and standards are written once, at its creation: the sheets
-- it settles never change. A deleted order stays as a row (deleted_at) with its sheets released.
create table orders.orders (
  id uuid primary key,
  tenant_id uuid not null,
  order_no text not null check (order_no ~ '^(PO|SO)[0-9]{8}-[0-9]{4,}$'),
  order_type smallint not null check (order_type in (1, 2)),
  order_date date not null,
  customer_id uuid not null,
  customer_name text not null,
  wood_grade smallint check (wood_grade in (1, 2, 3)),
  status smallint not null default 5 check (status in (5, 10)),
  quantity integer not null check (quantity >= 0),
  volume_e4 bigint not null check (volume_e4 >= 0),
  measured_logs integer not null check (measured_logs >= 0),
  diameter_class_sum bigint not null check (diameter_class_sum >= 0),
  spus text not null,
  transport_nums text not null,
  wood_kinds text not null,
  length_classes text not null,
  standards text not null,
  created_by uuid not null,
  creator_name text not null,
  created_at timestamptz not null default now(),
  checked_at timestamptz,
  checked_by uuid,
  checker_name text,
  deleted_at timestamptz,
  deleted_by uuid,
  check ((status = 10) = (checked_at is not null)),
  check (deleted_at is null or status = 5)
);
create unique index orders_no on orders.orders (tenant_id, order_no);
create index orders_list on orders.orders (tenant_id, order_type, created_at desc, id desc)
  where deleted_at is null;
call platform.protect_tenant_table('orders.orders', 'orders_svc');

-- The sheets an order settles. released_at: when its order was deleted (the sheet is unsettled
-- again and may be settled by another order). A sheet is in one live order at most: the database
-- refuses a second, whatever the code does.
create table orders.order_sheets (
  tenant_id uuid not null,
  order_id uuid not null references orders.orders (id),
  sheet_id uuid not null,
  spu text not null,
  released_at timestamptz,
  primary key (order_id, sheet_id),
  foreign key (tenant_id, sheet_id) references orders.sheets (tenant_id, id)
);
create unique index order_sheets_live on orders.order_sheets (tenant_id, sheet_id) where released_at is null;
call platform.protect_tenant_table('orders.order_sheets', 'orders_svc');

-- An order's logs by diameter class and length (§2 expandable rows, the diameter data detail),
-- summed once at its creation from its sheets' logs. Logs without a class are not here: the
-- order's quantity less these rows' is what its standards could not measure.
create table orders.order_classes (
  tenant_id uuid not null,
  order_id uuid not null references orders.orders (id),
  dia integer not null,
  length_class numeric(5, 2) not null,
  qty integer not null check (qty > 0),
  volume_e4 bigint not null check (volume_e4 >= 0),
  primary key (order_id, dia, length_class)
);
call platform.protect_tenant_table('orders.order_classes', 'orders_svc');

-- Share links of the public page /shareOrder (§2 Shared order page). The link carries a signed
-- token naming the tenant, this row's id, the orders and the expiry; every public call checks the
-- signature, then this row (the same orders, not expired, not revoked) under the token's tenant.
create table orders.share_links (
  id uuid primary key,
  tenant_id uuid not null,
  order_ids uuid[] not null check (cardinality(order_ids) between 1 and 50),
  created_by uuid not null,
  creator_name text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by uuid
);
create index share_links_list on orders.share_links (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('orders.share_links', 'orders_svc');
