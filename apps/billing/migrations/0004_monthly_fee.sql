-- The monthly fee (§3 Customer account fees, item `monthly`) is charged by billing itself once a
-- month per tenant, outside any request: this function (owned by the migrating role, which
-- row-level security does not restrict) tells which tenants have a monthly price, and nothing
-- else; each charge is then written under its tenant with row-level security.
create function billing.tenants_with_monthly_fee()
  returns table (tenant_id uuid)
  language sql stable security definer set search_path = billing, pg_temp
  as $$ select tenant_id from billing.fee_items where fee_item = 'monthly' and price_cents > 0
        order by tenant_id $$;
revoke all on function billing.tenants_with_monthly_fee() from public;
grant execute on function billing.tenants_with_monthly_fee() to billing_svc;
