-- Recharges (spec §2 Recharge page, §3 Recharge record, §4 Recharge flow): one row per payment
-- order, amount in cents (more than 0, at most 5000.00, §9). status 0 awaiting the provider, 1 paid
-- (credited: the ledger's movement `payment:<id>`), 2 failed; only a verified provider callback
-- changes it, once. feedback: the user's report of a failure (1 alipay, 2 others), kept as told.
create table billing.payments (
  id uuid primary key,
  tenant_id uuid not null,
  amount_cents bigint not null check (amount_cents > 0 and amount_cents <= 500000),
  channel text not null check (channel in ('alipay', 'wechat', 'bankCard')),
  provider text not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  provider_ref text,
  feedback smallint check (feedback in (1, 2)),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((status = 0) = (settled_at is null))
);
create index payments_list on billing.payments (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('billing.payments', 'billing_svc');

-- A provider's callback and its pay page come without a login: this function (owned by the
-- migrating role, which row-level security does not restrict) tells which tenant a payment is of
-- and its amount, and nothing else; the callback is then applied under that tenant.
create function billing.find_payment(p_id uuid)
  returns table (tenant_id uuid, amount_cents bigint, status smallint)
  language sql stable security definer set search_path = billing, pg_temp
  as $$ select tenant_id, amount_cents, status from billing.payments where id = p_id $$;
revoke all on function billing.find_payment(uuid) from public;
grant execute on function billing.find_payment(uuid) to billing_svc;
