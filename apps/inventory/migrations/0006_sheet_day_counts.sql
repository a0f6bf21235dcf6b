-- How many sheets each UTC day holds, per kind, status, customer and wood kind: the totals of a
-- filtered sheet list (§2) are summed from these rows for the whole days of the range, and only
-- the partial days at its ends are counted from the sheets themselves. Kept by a trigger in the
-- transaction of every change to a sheet, so a total is always exact.
create table inventory.sheet_day_counts (
  tenant_id uuid not null,
  kind smallint not null,
  day date not null,
  status smallint not null,
  customer_id uuid,
  wood_kind_id uuid not null,
  -- no check (sheets >= 0): ON CONFLICT checks the proposed row, whose delta may be -1
  sheets integer not null
);
create unique index sheet_day_counts_key on inventory.sheet_day_counts
  (tenant_id, kind, day, status, customer_id, wood_kind_id) nulls not distinct;
call platform.protect_tenant_table('inventory.sheet_day_counts', 'inventory_svc');

insert into inventory.sheet_day_counts (tenant_id, kind, day, status, customer_id, wood_kind_id, sheets)
select tenant_id, kind, (created_at at time zone 'UTC')::date, status, customer_id, wood_kind_id, count(*)
from inventory.sheets
group by 1, 2, 3, 4, 5, 6;

create function inventory.count_sheet_days() returns trigger
  language plpgsql as $$
begin
  -- One statement, the keys in a fixed order: two transactions moving sheets between the same two
  -- buckets in opposite directions lock them in the same order and cannot deadlock.
  insert into inventory.sheet_day_counts as c (tenant_id, kind, day, status, customer_id, wood_kind_id, sheets)
  select tenant_id, kind, day, status, customer_id, wood_kind_id, sum(delta)
  from (
    select old.tenant_id, old.kind, (old.created_at at time zone 'UTC')::date as day, old.status,
           old.customer_id, old.wood_kind_id, -1 as delta
    where tg_op <> 'INSERT'
    union all
    select new.tenant_id, new.kind, (new.created_at at time zone 'UTC')::date, new.status, new.customer_id,
           new.wood_kind_id, 1
    where tg_op <> 'DELETE'
  ) change
  group by tenant_id, kind, day, status, customer_id, wood_kind_id
  having sum(delta) <> 0
  order by tenant_id, kind, day, status, customer_id, wood_kind_id
  on conflict (tenant_id, kind, day, status, customer_id, wood_kind_id)
  do update set sheets = c.sheets + excluded.sheets;
  return null;
end $$;

create trigger sheets_count_days
  after insert or delete on inventory.sheets
  for each row execute function inventory.count_sheet_days();
create trigger sheets_count_days_moved
  after update of tenant_id, kind, created_at, status, customer_id, wood_kind_id on inventory.sheets
  for each row
  when ((old.tenant_id, old.kind, old.created_at, old.status, old.customer_id, old.wood_kind_id)
        is distinct from (new.tenant_id, new.kind, new.created_at, new.status, new.customer_id, new.wood_kind_id))
  execute function inventory.count_sheet_days();
