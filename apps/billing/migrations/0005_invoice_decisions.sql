-- An invoice's life (spec §2 invoice list and status; issue 18): the platform operator decides a
-- tenant's request in the system. status 0 requested, 1 issued (under its number, unique per
-- tenant, and its date), 2 rejected (with the reason); decided_at and decided_by (the operator's
-- user) say when and who. Only a requested invoice is decided, once: the commands update
-- `where status = 0`.
alter table billing.invoices drop constraint invoices_status_check;
alter table billing.invoices
  add constraint invoices_status_check check (status in (0, 1, 2)),
  add column invoice_no text check (length(invoice_no) between 1 and 50),
  add column invoice_date date,
  add column reject_reason text check (length(reject_reason) between 1 and 200),
  add column decided_at timestamptz,
  add column decided_by uuid,
  -- who asked (the requesting user's name, for the operator's list; '' for requests made before)
  add column created_by_name text not null default '';

-- What each status carries. NOT VALID: a request marked issued by hand before this migration
-- ("issued outside the system") has no number and stays as it is; every row written from now on
-- is checked.
alter table billing.invoices add constraint invoices_decision check (
  case status
    when 0 then invoice_no is null and invoice_date is null and reject_reason is null
                and decided_at is null and decided_by is null
    when 1 then invoice_no is not null and invoice_date is not null and reject_reason is null
                and decided_at is not null and decided_by is not null
    when 2 then invoice_no is null and invoice_date is null and reject_reason is not null
                and decided_at is not null and decided_by is not null
  end) not valid;

create unique index invoices_number on billing.invoices (tenant_id, invoice_no) where invoice_no is not null;
create index invoices_requested on billing.invoices (created_at, id) where status = 0;

-- A rejected invoice releases its consumption orders: its items stay (the invoice still shows what
-- it held) with released_at set in the rejection's transaction, and a consumption order is in one
-- unreleased item at most, so it may be requested again, and still never be in two live invoices.
alter table billing.invoice_items add column released_at timestamptz;
drop index billing.invoice_items_once;
create unique index invoice_items_once on billing.invoice_items (movement_id) where released_at is null;

-- The operator decides invoices of every tenant, outside any one tenant's rows: these functions
-- (owned by the migrating role, which row-level security does not restrict) tell which tenant an
-- invoice is of, and list the requests awaiting a decision; the decision itself is then written
-- under the invoice's tenant with row-level security. Callable by the service role only, and billing
-- lets only the operator reach them.
create function billing.find_invoice(p_id uuid)
  returns table (tenant_id uuid)
  language sql stable security definer set search_path = billing, pg_temp
  as $$ select tenant_id from billing.invoices where id = p_id $$;
revoke all on function billing.find_invoice(uuid) from public;
grant execute on function billing.find_invoice(uuid) to billing_svc;

create function billing.requested_invoices(p_limit integer, p_offset integer)
  returns table (id uuid, tenant_id uuid, amount_cents bigint, order_count integer, created_by_name text,
                 created_at timestamptz)
  language sql stable security definer set search_path = billing, pg_temp
  as $$ select id, tenant_id, amount_cents, order_count, created_by_name, created_at
          from billing.invoices where status = 0
         order by created_at, id limit p_limit offset p_offset $$;
revoke all on function billing.requested_invoices(integer, integer) from public;
grant execute on function billing.requested_invoices(integer, integer) to billing_svc;

create function billing.requested_invoice_count()
  returns bigint
  language sql stable security definer set search_path = billing, pg_temp
  as $$ select count(*) from billing.invoices where status = 0 $$;
revoke all on function billing.requested_invoice_count() from public;
grant execute on function billing.requested_invoice_count() to billing_svc;
