-- Logs sawn (issue 19): a sawing order takes pieces out of stock as a stock-out does, but names no
-- inventory sheet: sawing.order.logs-taken sets sawing_order_id and out_at on the pieces it names
-- (stock-in sheet and wood code), sawing.order.deleted puts them back. A piece is in stock while
-- out_at is null; it left by a stock-out (out_sheet_id) or by a sawing order (sawing_order_id),
-- never both.
alter table inventory.stock_pieces add column sawing_order_id uuid;

do $$
declare
  name text;
begin
  select conname into name
  from pg_constraint
  where conrelid = 'inventory.stock_pieces'::regclass and contype = 'c'
    and pg_get_constraintdef(oid) = 'CHECK (((out_sheet_id IS NULL) = (out_at IS NULL)))';
  execute format('alter table inventory.stock_pieces drop constraint %I', name);
end;
$$;

alter table inventory.stock_pieces add constraint stock_pieces_out
  check ((out_at is null) = (out_sheet_id is null and sawing_order_id is null)
         and (out_sheet_id is null or sawing_order_id is null));

drop index inventory.stock_pieces_live;
create index stock_pieces_live on inventory.stock_pieces (stock_id, seq) where out_at is null;
create index stock_pieces_sawing on inventory.stock_pieces (sawing_order_id) where sawing_order_id is not null;
-- the pieces a sawing order names: the stock-in sheet's log by its wood code
create index stock_pieces_in_log on inventory.stock_pieces (in_sheet_id, wood_code) where in_sheet_id is not null;
