-- A stock-in sheet made from a count order (issue 7, the add sheet dialog's image tab): the order
-- it came from (counting's id and number; another service's rows, so no foreign key). Its logs
-- keep their provenance in the existing columns: data_source 3 (image) and pic_url
-- `count-image:{imgId}`, the count image the log was counted on.
alter table inventory.sheets
  add column count_order_id bigint,
  add column count_order_no text,
  add constraint sheets_count_order check ((count_order_id is null) = (count_order_no is null)),
  add constraint sheets_count_order_in check (count_order_id is null or kind = 1);

-- One live sheet per count order: a second save (a double click, a second tab) is refused; a
-- disabled sheet frees the order.
create unique index sheets_count_order on inventory.sheets (tenant_id, count_order_id)
  where count_order_id is not null and status <> 0;
