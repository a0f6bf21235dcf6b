-- The tenants that have stock-age rules (0020) are a tenant table like any other: row-level
-- security, each tenant's service connection sees and writes its own row only. The scanner, which
-- runs outside any tenant, lists them through this function (owned by the migrating role, which
-- row-level security does not restrict), which tells the tenant ids and nothing else; each scan
-- then runs under its tenant.
call platform.protect_tenant_table('inventory.stock_age_tenants', 'inventory_svc');
revoke update on inventory.stock_age_tenants from inventory_svc;

create function inventory.tenants_with_stock_age_rules()
  returns table (tenant_id uuid)
  language sql stable security definer set search_path = inventory, pg_temp
  as $$ select tenant_id from inventory.stock_age_tenants order by tenant_id $$;
revoke all on function inventory.tenants_with_stock_age_rules() from public;
grant execute on function inventory.tenants_with_stock_age_rules() to inventory_svc;
