-- Share links of confirmed sheets (issue 16): the stock-in and stock-out lists' share mode makes a
-- link of the public page /shareOrder for sheets, as the order list does for orders. A link shows
-- one kind: 'order' (order_ids) or 'sheet' (sheet_ids, orders' copies of confirmed sheets in
-- orders.sheets); the other list is empty. Its token names the kind and the ids under the
-- signature. Row-level security stays as it was (the table is the tenant's own).
alter table orders.share_links
  add column kind text not null default 'order' check (kind in ('order', 'sheet')),
  add column sheet_ids uuid[] not null default '{}',
  alter column order_ids set default '{}',
  drop constraint share_links_order_ids_check,
  add constraint share_links_ids check (
    (kind = 'order' and cardinality(order_ids) between 1 and 50 and cardinality(sheet_ids) = 0)
    or (kind = 'sheet' and cardinality(sheet_ids) between 1 and 50 and cardinality(order_ids) = 0)
  );
-- every new link says what it shows
alter table orders.share_links alter column kind drop default;
