create schema billing;
call platform.install_messaging('billing');

-- Billing owns the money of each tenant (spec §1 ledger, §2 Ledger and money, §3 Ledger row,
-- Customer account): a double-entry ledger in integer cents. Every movement is two entries that sum
-- to zero; a tenant's balance is the sum of its `customer` entries, derived, never stored or edited.
-- Every table is the tenant's own (row-level security).

-- One row per tenant: the credit limit the operator grants and the overdue flag billing decides
-- (balance < -credit_limit). Created on the first movement or setting. arrears_revision counts the
-- changes of the flag, each published as billing.account.arrears-changed (identity keeps a copy).
create table billing.accounts (
  tenant_id uuid primary key,
  credit_limit_cents bigint not null default 0 check (credit_limit_cents >= 0),
  overdue boolean not null default false,
  arrears_revision integer not null default 0,
  updated_at timestamptz not null default now()
);
call platform.protect_tenant_table('billing.accounts', 'billing_svc');

-- The tenant's prices (§3 Customer account fees), set by the platform's operator: per confirmed
-- sheet, per m³ measured (cents per m³), per counted image, per month. No row: not charged.
create table billing.fee_items (
  tenant_id uuid not null,
  fee_item text not null check (fee_item in ('sheet', 'volume', 'image', 'monthly')),
  price_cents bigint not null check (price_cents >= 0),
  updated_at timestamptz not null default now(),
  updated_by text not null,
  primary key (tenant_id, fee_item)
);
call platform.protect_tenant_table('billing.fee_items', 'billing_svc');

-- A movement of money: a consumption order (kind 1: a fee item charged for what another service
-- did) or a recharge (kind 2). source_key names what caused it, unique per tenant, so the same
-- cause never moves money twice: `<eventId>:<feeItem>` for a sheet's charges, `image:<order>:<image>`
-- for a counted image (the worker may publish its result twice under two event ids),
-- `payment:<id>` for a recharge. quantity and unit price as charged (sheets, m³ or images).
create table billing.movements (
  id uuid primary key,
  tenant_id uuid not null,
  no bigint generated always as identity,
  kind smallint not null check (kind in (1, 2)),
  fee_item text check (fee_item in ('sheet', 'volume', 'image', 'monthly')),
  source_key text not null check (length(source_key) between 1 and 200),
  source_event_id uuid,
  remark text not null default '',
  quantity numeric(14, 4) not null default 1,
  unit_price_cents bigint not null default 0,
  amount_cents bigint not null check (amount_cents > 0),
  occurred_at timestamptz not null,
  created_at timestamptz not null default now(),
  check ((kind = 1) = (fee_item is not null))
);
create unique index movements_source on billing.movements (tenant_id, source_key);
create index movements_time on billing.movements (tenant_id, occurred_at desc, no desc);
call platform.protect_tenant_table('billing.movements', 'billing_svc');
grant usage on all sequences in schema billing to billing_svc;

-- The two legs of each movement. account: `customer` (the tenant's money: its balance),
-- `usage` (what the platform earned from its usage), `payments` (money received from a payment
-- provider). A consumption is customer -amount, usage +amount; a recharge payments -amount,
-- customer +amount. Entries are written once and never changed: the service role may only read
-- and add them, and a deferred check refuses a transaction whose movement's legs are not two
-- summing to zero.
create table billing.entries (
  id bigint generated always as identity primary key,
  tenant_id uuid not null,
  movement_id uuid not null references billing.movements (id),
  account text not null check (account in ('customer', 'usage', 'payments')),
  amount_cents bigint not null check (amount_cents <> 0),
  created_at timestamptz not null default now()
);
create index entries_movement on billing.entries (movement_id);
create index entries_balance on billing.entries (tenant_id, account) include (amount_cents);
call platform.protect_tenant_table('billing.entries', 'billing_svc');
revoke update, delete on billing.entries from billing_svc;
revoke update, delete on billing.movements from billing_svc;

create function billing.check_movement_balanced() returns trigger
  language plpgsql as $$
declare
  legs int;
  total bigint;
begin
  select count(*), coalesce(sum(amount_cents), 0) into legs, total
    from billing.entries where movement_id = new.movement_id;
  if legs <> 2 or total <> 0 then
    raise exception 'movement % has % entries summing to %, not two summing to zero', new.movement_id, legs, total
      using errcode = 'check_violation';
  end if;
  return null;
end $$;
create constraint trigger entries_balanced after insert on billing.entries
  deferrable initially deferred for each row execute function billing.check_movement_balanced();
