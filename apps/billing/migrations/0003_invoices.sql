-- Invoice requests (spec §2 Invoice request, §7 /invRecord/apply): a tenant asks for an invoice
-- over consumption orders it selects; the total is computed here in cents (§9). status 0
-- requested (the operator issues it outside the system for now). A consumption order is in one
-- invoice at most: the unique index refuses a second, whatever the code does.
create table billing.invoices (
  id uuid primary key,
  tenant_id uuid not null,
  amount_cents bigint not null check (amount_cents > 0),
  order_count integer not null check (order_count > 0),
  status smallint not null default 0 check (status in (0, 1)),
  created_by uuid not null,
  created_at timestamptz not null default now()
);
create index invoices_list on billing.invoices (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('billing.invoices', 'billing_svc');

create table billing.invoice_items (
  tenant_id uuid not null,
  invoice_id uuid not null references billing.invoices (id),
  movement_id uuid not null references billing.movements (id),
  primary key (invoice_id, movement_id)
);
create unique index invoice_items_once on billing.invoice_items (movement_id);
call platform.protect_tenant_table('billing.invoice_items', 'billing_svc');
