-- §3 Wood piece of a stock row: the logs that lie at a location, per wood kind, one row each, so a
-- stock row's diameters and pieces can be shown (§2 Diameter data detail, type stock).
-- Invariant, kept by every command in its own transaction: the pieces of a stock row still in
-- stock (out_sheet_id is null) number exactly stock.quantity.
--   stock-in confirm: the sheet's logs become pieces (one insert ... select);
--   stock-out confirm: each out log takes one piece (same length and diameter class, oldest
--     first; then the nearest diameter of the same length; then any), marked with the sheet
--     and the log that took it out (kept, not deleted: where a log went stays traceable);
--   warehouse move: the pieces in stock move to the destination row.
-- A dummy piece stands for stock without a measured log (the backfill below, when the logs of
-- what lies at a place cannot be told apart); it has no readings.

-- §3 picStatus: 0 feedback can be sent, 5 feedback in progress, 10 done (the image feedback call
-- sets it; every log starts at 0).
alter table inventory.sheet_logs
  add column pic_status smallint not null default 0 check (pic_status in (0, 5, 10));

create table inventory.stock_pieces (
  id uuid primary key,
  tenant_id uuid not null,
  -- order of arrival at the yard: "oldest first" when stock goes out
  seq bigint generated always as identity,
  stock_id uuid not null references inventory.stock (id) on delete restrict,
  dummy boolean not null default false,
  -- provenance: the confirmed stock-in sheet and the log the piece was measured as (a copy of the
  -- log's readings is kept here, so the stock's history never changes with a sheet)
  in_sheet_id uuid references inventory.sheets (id) on delete restrict,
  sheet_log_id uuid,
  wood_code text not null default '',
  min_diameter numeric(5, 1),
  max_diameter numeric(5, 1),
  length_m numeric(5, 2),
  -- the stock-in sheet's standard and what it measured then
  standard text,
  diameter_class integer,
  length_class numeric(5, 2),
  volume_e4 integer,
  manual boolean not null default false,
  -- 0 none (dummy), 1 device, 2 manual entry, 3 image
  data_source smallint not null check (data_source in (0, 1, 2, 3)),
  device_no text not null default '',
  pic_url text not null default '',
  pic_status smallint not null default 0 check (pic_status in (0, 5, 10)),
  stocked_at timestamptz not null default now(),
  -- set when a stock-out takes the piece away
  out_sheet_id uuid references inventory.sheets (id) on delete restrict,
  out_log_id uuid,
  out_at timestamptz,
  check (
    (dummy and in_sheet_id is null and min_diameter is null and max_diameter is null and length_m is null
      and data_source = 0)
    or (not dummy and min_diameter is not null and max_diameter is not null and length_m is not null
      and data_source <> 0)
  ),
  check ((out_sheet_id is null) = (out_at is null))
);
-- the pieces in stock of a row, in order of arrival (detail pages, stock-out matching, moves)
create index stock_pieces_live on inventory.stock_pieces (stock_id, seq) where out_sheet_id is null;
create index stock_pieces_out_sheet on inventory.stock_pieces (out_sheet_id) where out_sheet_id is not null;
call platform.protect_tenant_table('inventory.stock_pieces', 'inventory_svc');

-- Backfill: every stock row gets as many pieces as its quantity. The logs of the confirmed
-- stock-in sheets of its place come first, newest first (stock goes out oldest first, so the
-- newest logs are the likeliest still there); the rest, which no log can be told for (stock
-- taken out without naming its logs, or moved in from another warehouse), become dummies.
-- Dummies are inserted first: they stand for the oldest stock and go out first.
insert into inventory.stock_pieces (id, tenant_id, stock_id, dummy, data_source, stocked_at)
select gen_random_uuid(), st.tenant_id, st.id, true, 0, st.updated_at
from inventory.stock st
cross join lateral generate_series(
  1,
  st.quantity - least(
    st.quantity,
    (select count(*)
     from inventory.sheets s
     join inventory.sheet_logs l on l.sheet_id = s.id
     where s.tenant_id = st.tenant_id and s.kind = 1 and s.status = 10
       and s.location_id = st.location_id and s.wood_kind_id = st.wood_kind_id)
  )::integer
) as dummy_number
where st.quantity > 0
order by st.id, dummy_number;

insert into inventory.stock_pieces (
  id, tenant_id, stock_id, in_sheet_id, sheet_log_id, wood_code, min_diameter, max_diameter, length_m,
  standard, diameter_class, length_class, volume_e4, manual, data_source, device_no, pic_url, pic_status,
  stocked_at
)
select gen_random_uuid(), kept.tenant_id, kept.stock_id, kept.sheet_id, kept.log_id, kept.wood_code,
       kept.min_diameter, kept.max_diameter, kept.length_m, kept.standard, kept.diameter_class,
       kept.length_class, kept.volume_e4, kept.manual, kept.data_source, kept.device_no, kept.pic_url,
       kept.pic_status, kept.stocked_at
from (
  select st.tenant_id, st.id as stock_id, st.quantity, s.id as sheet_id, l.id as log_id, l.wood_code,
         l.min_diameter, l.max_diameter, l.length_m, s.standard, l.diameter_class, l.length_class,
         l.volume_e4, l.manual, l.data_source, l.device_no, l.pic_url, l.pic_status,
         coalesce(s.confirmed_at, s.updated_at) as stocked_at,
         row_number() over (
           partition by st.id
           order by coalesce(s.confirmed_at, s.updated_at) desc, s.id desc, l.wood_code desc, l.id desc
         ) as newest
  from inventory.stock st
  join inventory.sheets s
    on s.tenant_id = st.tenant_id and s.kind = 1 and s.status = 10
   and s.location_id = st.location_id and s.wood_kind_id = st.wood_kind_id
  join inventory.sheet_logs l on l.sheet_id = s.id
  where st.quantity > 0
) kept
where kept.newest <= kept.quantity
order by kept.stock_id, kept.stocked_at, kept.sheet_id, kept.wood_code, kept.log_id;
