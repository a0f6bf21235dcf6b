-- Issue 35: a log's age counts from the date of the stock-in sheet that brought it (the sheet's
-- date, which may be days or months before it was confirmed), not from the moment it entered the
-- stock; a piece without a stock-in sheet (a stock count's surplus) counts from the day it entered.
-- The day is kept on the piece (age_day), set once as it is inserted, so the day sums of
-- stock_age_days (0020) always take off a piece from the day they added it to.
alter table inventory.stock_pieces add column age_day date;

create or replace function inventory.stock_piece_age_day() returns trigger
  language plpgsql as $$
begin
  if new.age_day is null then
    new.age_day := coalesce(
      (select s.sheet_date from inventory.sheets s where s.id = new.in_sheet_id),
      (new.stocked_at at time zone 'UTC')::date
    );
  end if;
  return new;
end $$;

create trigger stock_piece_age_day before insert on inventory.stock_pieces
  for each row execute function inventory.stock_piece_age_day();

-- the pieces already kept: their day, without touching the day sums (rebuilt below)
alter table inventory.stock_pieces disable trigger stock_age_update;
update inventory.stock_pieces p
set age_day = coalesce(
  (select s.sheet_date from inventory.sheets s where s.id = p.in_sheet_id),
  (p.stocked_at at time zone 'UTC')::date
);
alter table inventory.stock_pieces enable trigger stock_age_update;
alter table inventory.stock_pieces alter column age_day set not null;

create or replace function inventory.stock_age_on_insert() returns trigger
  language plpgsql as $$
begin
  insert into inventory.stock_age_days as d (tenant_id, stock_id, day, qty, volume_e4)
  select tenant_id, stock_id, age_day, count(*), coalesce(sum(volume_e4), 0)
  from inserted where out_at is null
  group by tenant_id, stock_id, age_day
  on conflict (stock_id, day) do update
    set qty = d.qty + excluded.qty, volume_e4 = d.volume_e4 + excluded.volume_e4;
  return null;
end $$;

create or replace function inventory.stock_age_on_update() returns trigger
  language plpgsql as $$
begin
  -- as in 0020, by the piece's age day: net per key, a key that lost logs updated, one that gained upserted
  with moved as (
    select tenant_id, stock_id, day, sum(qty)::int as qty, sum(volume_e4)::bigint as volume_e4
    from (
      select tenant_id, stock_id, age_day as day, -1 as qty, -coalesce(volume_e4, 0)::bigint as volume_e4
      from removed where out_at is null
      union all
      select tenant_id, stock_id, age_day, 1, coalesce(volume_e4, 0)::bigint
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
    select stock_id, age_day as day, count(*)::int as qty, coalesce(sum(volume_e4), 0)::bigint as volume_e4
    from removed where out_at is null
    group by stock_id, age_day
  ) gone
  where d.stock_id = gone.stock_id and d.day = gone.day;
  return null;
end $$;

-- the day sums again, by the pieces' age days
delete from inventory.stock_age_days;
insert into inventory.stock_age_days (tenant_id, stock_id, day, qty, volume_e4)
select tenant_id, stock_id, age_day, count(*), coalesce(sum(volume_e4), 0)
from inventory.stock_pieces where out_at is null
group by tenant_id, stock_id, age_day;
