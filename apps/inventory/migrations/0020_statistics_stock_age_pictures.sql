-- Issue 20 (part 2): the daily statistics, the stock-age warning and the device pictures' card states.

-- §2 Statistics and tools, Dashboard charts: the sheets confirmed on a day, by kind.
create index sheets_confirmed on inventory.sheets (tenant_id, kind, confirmed_at)
  include (customer_id, wood_kind_id, quantity, volume_e4)
  where status = 10;

-- §2 Dashboard stock-age warning (§7 /invalarm/*): warn when a stock row holds at least `minimum`
-- logs that came in `months` months ago or earlier.
create table inventory.stock_age_rules (
  id uuid primary key,
  tenant_id uuid not null,
  minimum integer not null check (minimum between 1 and 1000000),
  months integer not null check (months between 1 and 120),
  created_by uuid not null,
  created_at timestamptz not null default now()
);
create unique index stock_age_rules_same on inventory.stock_age_rules (tenant_id, minimum, months);
call platform.protect_tenant_table('inventory.stock_age_rules', 'inventory_svc');

-- The tenants that have rules: the scanner's list (it then reads each tenant under its own
-- row-level security). Holds nothing but tenant ids, so it needs no policy.
create table inventory.stock_age_tenants (tenant_id uuid primary key);
grant select, insert, delete on inventory.stock_age_tenants to inventory_svc;

-- The logs in stock per stock row and day of arrival (UTC), kept by the triggers below from
-- stock_pieces (a piece is in stock while out_at is null), so a rule's aged logs are a sum over
-- days, not a count over millions of pieces.
create table inventory.stock_age_days (
  tenant_id uuid not null,
  stock_id uuid not null references inventory.stock (id) on delete cascade,
  day date not null,
  qty integer not null check (qty >= 0),
  volume_e4 bigint not null check (volume_e4 >= 0),
  primary key (stock_id, day)
);
create index stock_age_days_day on inventory.stock_age_days (tenant_id, day) include (stock_id, qty, volume_e4);
call platform.protect_tenant_table('inventory.stock_age_days', 'inventory_svc');

create or replace function inventory.stock_age_on_insert() returns trigger
  language plpgsql as $$
begin
  insert into inventory.stock_age_days as d (tenant_id, stock_id, day, qty, volume_e4)
  select tenant_id, stock_id, (stocked_at at time zone 'UTC')::date, count(*), coalesce(sum(volume_e4), 0)
  from inserted where out_at is null
  group by tenant_id, stock_id, (stocked_at at time zone 'UTC')::date
  on conflict (stock_id, day) do update
    set qty = d.qty + excluded.qty, volume_e4 = d.volume_e4 + excluded.volume_e4;
  return null;
end $$;

create or replace function inventory.stock_age_on_update() returns trigger
  language plpgsql as $$
begin
  -- what left (or moved away from) a row and day, and what came (or moved) in: net per key. A key
  -- that lost logs exists already: an update (a check constraint sees an upsert's insert before
  -- its conflict); one that gained may be new: an upsert. The two sets of keys are disjoint.
  with moved as (
    select tenant_id, stock_id, day, sum(qty)::int as qty, sum(volume_e4)::bigint as volume_e4
    from (
      select tenant_id, stock_id, (stocked_at at time zone 'UTC')::date as day, -1 as qty,
             -coalesce(volume_e4, 0)::bigint as volume_e4
      from removed where out_at is null
      union all
      select tenant_id, stock_id, (stocked_at at time zone 'UTC')::date, 1, coalesce(volume_e4, 0)::bigint
      from inserted where out_at is null
    ) pieces
    group by tenant_id, stock_id, day
    having sum(qty) <> 0 or sum(volume_e4) <> 0
  ), lost as (
    update inventory.stock_age_days d
    set qty = d.qty + m.qty, volume_e4 = d.volume_e4 + m.volume_e4
    from moved m
    where m.qty <= 0 and d.stock_id = m.stock_id and d.day = m.day
  )
  insert into inventory.stock_age_days as d (tenant_id, stock_id, day, qty, volume_e4)
  select tenant_id, stock_id, day, qty, volume_e4 from moved where qty > 0
  on conflict (stock_id, day) do update
    set qty = d.qty + excluded.qty, volume_e4 = d.volume_e4 + excluded.volume_e4;
  return null;
end $$;

create or replace function inventory.stock_age_on_delete() returns trigger
  language plpgsql as $$
begin
  update inventory.stock_age_days d
  set qty = d.qty - gone.qty, volume_e4 = d.volume_e4 - gone.volume_e4
  from (
    select stock_id, (stocked_at at time zone 'UTC')::date as day, count(*)::int as qty,
           coalesce(sum(volume_e4), 0)::bigint as volume_e4
    from removed where out_at is null
    group by stock_id, (stocked_at at time zone 'UTC')::date
  ) gone
  where d.stock_id = gone.stock_id and d.day = gone.day;
  return null;
end $$;

create trigger stock_age_insert after insert on inventory.stock_pieces
  referencing new table as inserted for each statement execute function inventory.stock_age_on_insert();
create trigger stock_age_update after update on inventory.stock_pieces
  referencing old table as removed new table as inserted
  for each statement execute function inventory.stock_age_on_update();
create trigger stock_age_delete after delete on inventory.stock_pieces
  referencing old table as removed for each statement execute function inventory.stock_age_on_delete();

-- the day sums of the pieces already in stock
insert into inventory.stock_age_days (tenant_id, stock_id, day, qty, volume_e4)
select tenant_id, stock_id, (stocked_at at time zone 'UTC')::date, count(*), coalesce(sum(volume_e4), 0)
from inventory.stock_pieces where out_at is null
group by tenant_id, stock_id, (stocked_at at time zone 'UTC')::date;

-- The stock rows a rule fires for now: one row per crossing. A row enters when the stock crosses
-- the rule (inventory.stock-age.alarmed goes to the outbox in the same transaction) and leaves when
-- it falls below, so the next crossing raises the event again.
create table inventory.stock_age_alarms (
  tenant_id uuid not null,
  rule_id uuid not null references inventory.stock_age_rules (id) on delete cascade,
  stock_id uuid not null references inventory.stock (id) on delete cascade,
  aged_qty integer not null,
  fired_at timestamptz not null default now(),
  primary key (rule_id, stock_id)
);
call platform.protect_tenant_table('inventory.stock_age_alarms', 'inventory_svc');

-- §2 Images and counts, §4 image card state of a device picture (one card per log with a
-- picture): 4 shown, 0 deleted (recover sets 4 again). The feedback of §4 picStatus (0 → 5) is
-- recorded with who sent it, when and why. A stock piece's picture is its stock-in log's.
alter table inventory.sheet_logs
  add column card_state smallint not null default 4 check (card_state in (0, 4)),
  add column feedback_at timestamptz,
  add column feedback_by text,
  add column feedback_comment text check (length(feedback_comment) <= 500);
-- the image centre's pages: the logs with a picture, by sheet
create index sheet_logs_pictures on inventory.sheet_logs (sheet_id) where pic_url <> '';
