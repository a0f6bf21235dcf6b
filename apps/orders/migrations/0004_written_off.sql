-- §3 Order status "written off" (issue 35, §7 /order/verification/{id}): a checked order (10) can be
-- written off once (15); it stays checked (checked_at kept), is final (no check, no delete, no
-- second write-off) and its sheets stay settled.
alter table orders.orders
  add column written_off_at timestamptz,
  add column written_off_by uuid,
  drop constraint orders_status_check,
  drop constraint orders_check,
  drop constraint orders_check1,
  add constraint orders_status_check check (status in (5, 10, 15)),
  add constraint orders_checked check ((status in (10, 15)) = (checked_at is not null)),
  add constraint orders_written_off check ((status = 15) = (written_off_at is not null and written_off_by is not null)),
  add constraint orders_deleted_awaiting check (deleted_at is null or status = 5);
