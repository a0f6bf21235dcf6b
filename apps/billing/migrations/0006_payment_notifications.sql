-- Real payment providers (issue 34): Alipay, WeChat Pay and, in development only, the sandbox.
--
-- A payment may now be closed: status 3, not paid before its expiry (expires_at, PAYMENT_EXPIRY_MINUTES
-- after its creation), closed at its provider and here by the reconciliation job; settled_at says
-- when. Payments made before this migration expire 30 minutes after their creation.
alter table billing.payments drop constraint payments_status_check;
alter table billing.payments
  add constraint payments_status_check check (status in (0, 1, 2, 3)),
  add column expires_at timestamptz;
update billing.payments set expires_at = created_at + interval '30 minutes';
alter table billing.payments alter column expires_at set not null;
-- the reconciliation job's sweep: payments still awaiting, oldest first
create index payments_pending on billing.payments (created_at, id) where status = 0;

-- Every notification a provider's server sent (/zfPay/notify/{provider}), kept as received: the
-- provider, its notification id, the payment it names, the raw body and the provider's headers,
-- whether its signature held, and what it did (outcome: credit, fail, repeat, or the refusal's
-- error key, e.g. PAYMENT.AMOUNT_MISMATCH, PAYMENT.BAD_SIGNATURE).
--
-- A verified notification is applied once: (provider, notify_id) is unique among the verified
-- ones, and the same notification again only counts (received_count, last_received_at) and is
-- answered as the first was. A forged one proves nothing, not even its notify id: it is kept as
-- it came (no uniqueness, so a forger cannot take a real notification's id before it arrives).
--
-- Row-level security as on the other tenant tables: a notification of a known payment is its
-- tenant's (tenant_id, written under that tenant in the settlement's transaction). A forged one,
-- or one naming no payment, has no tenant: its tenant_id is null, which no tenant's policy
-- matches, so the service role can neither read nor write it directly; it is written only through
-- billing.record_stray_notification below, and read by the platform's operators in the database.
create table billing.payment_notifications (
  id bigint generated always as identity primary key,
  provider text not null check (provider in ('alipay', 'wechat', 'sandbox')),
  notify_id text check (length(notify_id) between 1 and 200),
  payment_id uuid,
  tenant_id uuid,
  verified boolean not null,
  outcome text not null check (length(outcome) between 1 and 100),
  body text not null,
  headers jsonb not null default '{}',
  received_at timestamptz not null default now(),
  received_count integer not null default 1 check (received_count >= 1),
  last_received_at timestamptz not null default now(),
  check (not verified or notify_id is not null),
  check (tenant_id is null or (verified and payment_id is not null))
);
create unique index payment_notifications_once on billing.payment_notifications (provider, notify_id) where verified;
create index payment_notifications_payment on billing.payment_notifications (tenant_id, payment_id, received_at);
create index payment_notifications_received on billing.payment_notifications (received_at);
call platform.protect_tenant_table('billing.payment_notifications', 'billing_svc');

-- A notification of no tenant (forged, or naming no payment of this provider): kept as received.
-- A verified one seen before only counts again; answers the outcome first recorded.
create function billing.record_stray_notification(
  p_provider text, p_notify_id text, p_payment_id uuid, p_verified boolean, p_outcome text,
  p_body text, p_headers jsonb)
  returns text
  language plpgsql volatile security definer set search_path = billing, pg_temp
  as $$
declare
  recorded text;
begin
  if p_verified then
    insert into billing.payment_notifications
      (provider, notify_id, payment_id, tenant_id, verified, outcome, body, headers)
    values (p_provider, p_notify_id, p_payment_id, null, true, p_outcome, p_body, p_headers)
    on conflict (provider, notify_id) where verified do update
      set received_count = payment_notifications.received_count + 1, last_received_at = now()
    returning outcome into recorded;
    return recorded;
  end if;
  insert into billing.payment_notifications
    (provider, notify_id, payment_id, tenant_id, verified, outcome, body, headers)
  values (p_provider, p_notify_id, p_payment_id, null, false, p_outcome, p_body, p_headers);
  return p_outcome;
end $$;
revoke all on function billing.record_stray_notification(text, text, uuid, boolean, text, text, jsonb) from public;
grant execute on function billing.record_stray_notification(text, text, uuid, boolean, text, text, jsonb) to billing_svc;

-- A provider's notification comes without a login: which tenant a payment is of, its amount,
-- status and provider, and nothing else (now with the provider: a notification is applied only
-- to a payment of the provider that signed it).
drop function billing.find_payment(uuid);
create function billing.find_payment(p_id uuid)
  returns table (tenant_id uuid, amount_cents bigint, status smallint, provider text)
  language sql stable security definer set search_path = billing, pg_temp
  as $$ select tenant_id, amount_cents, status, provider from billing.payments where id = p_id $$;
revoke all on function billing.find_payment(uuid) from public;
grant execute on function billing.find_payment(uuid) to billing_svc;

-- The reconciliation job's sweep, over every tenant: online payments still awaiting that were
-- created before p_before, oldest first (each is then reconciled under its own tenant).
create function billing.pending_payments(p_before timestamptz, p_limit integer)
  returns table (id uuid, tenant_id uuid)
  language sql stable security definer set search_path = billing, pg_temp
  as $$ select id, tenant_id from billing.payments
         where status = 0 and created_at < p_before and provider in ('alipay', 'wechat', 'sandbox')
         order by created_at, id limit p_limit $$;
revoke all on function billing.pending_payments(timestamptz, integer) from public;
grant execute on function billing.pending_payments(timestamptz, integer) to billing_svc;
