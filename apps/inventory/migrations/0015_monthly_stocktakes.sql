-- §3 Monthly inventory row (issue 20, /simple/inv/*): per month and log (wood) kind, the volume
-- counted at the yard (logVol2), set by /simple/inv/adjust. The other figures of the row (opening
-- stock, inbound, outbound by cause, book inventory) are read from the stock pieces' history.
create table inventory.monthly_stocktakes (
  tenant_id uuid not null,
  month date not null check (extract(day from month) = 1),
  wood_kind_id uuid not null references inventory.wood_kinds (id) on delete restrict,
  counted_e4 bigint not null check (counted_e4 >= 0),
  counted_by uuid not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, month, wood_kind_id)
);
call platform.protect_tenant_table('inventory.monthly_stocktakes', 'inventory_svc');
-- the month's history of the pieces: what arrived (stocked_at) and what left (out_at)
create index stock_pieces_stocked on inventory.stock_pieces (tenant_id, stocked_at);
create index stock_pieces_out_at on inventory.stock_pieces (tenant_id, out_at) where out_at is not null;
