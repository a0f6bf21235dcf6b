-- Every status change counting makes to a count order goes out as `counting.order.status-changed`
-- (outbox, same transaction) with the order's revision, counted up by each such change: a copy
-- (inventory's, to check the order a stock-in sheet names) keeps only the newest, whatever order
-- the events arrive in.
alter table counting.count_orders add column revision integer not null default 0;
