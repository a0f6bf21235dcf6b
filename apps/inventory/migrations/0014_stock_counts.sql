-- §2 Stock count, §3 Stock-count plan and Count detail, §4 Stock-count plan (issue 20).
-- A plan counts one location (one wood kind, or every kind) against the book stock at the plan's
-- time: its lines are the pieces in stock then, by wood kind, diameter class and length class
-- (qty), each with what was counted (check_qty). Finishing writes one stock adjustment per line
-- whose count differs, and `inventory.stock-count.finished`; the consumer of that event applies the
-- adjustments to the stock (pieces out, or pieces in) once, and stamps them applied.

-- status (§4): 5 in progress, 10 finished. check_status: 6 not counted yet, 7 counting, 10 counted.
create table inventory.count_plans (
  id uuid primary key,
  tenant_id uuid not null,
  check_list_no text not null,
  location_id uuid not null references inventory.locations (id) on delete restrict,
  -- null: every wood kind of the location
  wood_kind_id uuid references inventory.wood_kinds (id) on delete restrict,
  planned_day date not null,
  -- the instant the book stock was read at (the end of the planned day, or the plan's creation)
  stock_at timestamptz not null,
  status smallint not null check (status in (5, 10)),
  check_status smallint not null default 6 check (check_status in (6, 7, 10)),
  planner_id uuid not null,
  planner_name text not null default '',
  checker_id uuid,
  checker_name text not null default '',
  check_time timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 10) = (check_time is not null))
);
create unique index count_plans_no on inventory.count_plans (tenant_id, check_list_no);
-- "only one current plan": at most one plan in progress per tenant (a second is refused)
create unique index count_plans_current on inventory.count_plans (tenant_id) where status = 5;
create index count_plans_list on inventory.count_plans (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('inventory.count_plans', 'inventory_svc');

-- Plan numbers (PD + day + counter), one upsert per plan as for sheet numbers.
create table inventory.count_plan_numbers (
  tenant_id uuid not null,
  day date not null,
  last_number integer not null check (last_number > 0),
  primary key (tenant_id, day)
);
call platform.protect_tenant_table('inventory.count_plan_numbers', 'inventory_svc');

-- One count line (§3 Count detail: diaId = id). diameter_class and length_class null: pieces in
-- stock without readings (dummies). A line added while counting (a log not in the book) has qty 0.
create table inventory.count_lines (
  id uuid primary key,
  tenant_id uuid not null,
  plan_id uuid not null references inventory.count_plans (id) on delete cascade,
  stock_id uuid not null references inventory.stock (id) on delete restrict,
  wood_kind_id uuid not null references inventory.wood_kinds (id) on delete restrict,
  diameter_class integer check (diameter_class between 0 and 200),
  length_class numeric(5, 2) check (length_class > 0),
  -- the standard the book pieces were classed under (the volume of a piece counted in excess)
  standard text not null,
  qty integer not null check (qty >= 0),
  -- the book volume of the line's pieces (ten-thousandths of a m3)
  volume_e4 bigint not null default 0 check (volume_e4 >= 0),
  -- the volume of one log of the line: its book volume per log, or (a line added while counting)
  -- what the standard gives for its diameter and length; a log counted in excess enters with it
  unit_volume_e4 integer not null default 0 check (unit_volume_e4 >= 0),
  check_qty integer not null default 0 check (check_qty between 0 and 1000000),
  counted_at timestamptz,
  check ((diameter_class is null) = (length_class is null))
);
create unique index count_lines_key on inventory.count_lines (
  plan_id, stock_id, coalesce(diameter_class, -1), coalesce(length_class, -1)
);
call platform.protect_tenant_table('inventory.count_lines', 'inventory_svc');

-- One stock adjustment of a finished plan (the log of its differences): quantity > 0 logs found in
-- excess (profit), < 0 logs missing (loss). volume_e4 is signed like quantity; applied_at is set by
-- the consumer that moved the stock (with the pieces it took out or put in).
create table inventory.stock_adjustments (
  id uuid primary key,
  tenant_id uuid not null,
  plan_id uuid not null references inventory.count_plans (id) on delete restrict,
  line_id uuid not null unique references inventory.count_lines (id) on delete restrict,
  stock_id uuid not null references inventory.stock (id) on delete restrict,
  quantity integer not null check (quantity <> 0),
  volume_e4 bigint not null default 0,
  created_at timestamptz not null default now(),
  applied_at timestamptz
);
create index stock_adjustments_plan on inventory.stock_adjustments (plan_id);
call platform.protect_tenant_table('inventory.stock_adjustments', 'inventory_svc');

-- A piece a count found missing leaves the stock by its adjustment (count_adjustment_id, out_at);
-- a piece found in excess enters with it (in_adjustment_id). A piece leaves by one cause only.
alter table inventory.stock_pieces add column count_adjustment_id uuid;
alter table inventory.stock_pieces add column in_adjustment_id uuid;
alter table inventory.stock_pieces drop constraint stock_pieces_out;
alter table inventory.stock_pieces add constraint stock_pieces_out
  check ((out_at is null) = (out_sheet_id is null and sawing_order_id is null and count_adjustment_id is null)
         and num_nonnulls(out_sheet_id, sawing_order_id, count_adjustment_id) <= 1);
create index stock_pieces_count_out on inventory.stock_pieces (count_adjustment_id)
  where count_adjustment_id is not null;
