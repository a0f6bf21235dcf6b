-- Inventory's copy of counting's count orders (from `counting.order.status-changed`), so a
-- stock-in sheet is made only from an order of the same tenant that is reviewed (12) or verified
-- (15) now, without asking counting. revision: the order's count of status changes; an older
-- event arriving late changes nothing. Another service's rows: no foreign keys.
create table inventory.count_orders (
  id bigint primary key,
  tenant_id uuid not null,
  order_no text not null check (length(order_no) between 1 and 30),
  status smallint not null,
  revision integer not null check (revision > 0),
  updated_at timestamptz not null default now()
);
call platform.protect_tenant_table('inventory.count_orders', 'inventory_svc');
