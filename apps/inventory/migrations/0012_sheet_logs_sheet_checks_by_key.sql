-- Issue 6: sheet_logs_name_sheets (0008) looks each named sheet up by its primary key, one at a
-- time and without row-level security, as a foreign key's check does.
-- 0008 locked `where s.id in (select ... from new_logs)` in one query under the caller's row-level
-- security. PostgreSQL planned it as a hash join over every sheet of the tenant (the policy's
-- tenant_id = current tenant, answered from an index on tenant_id), so the check of each statement
-- grew with the table: 54 ms for one statement of 64 sheets once the tenant had 17,000 sheets. A
-- lookup by id under the policy fares no better (a bitmap AND of the id with all of the tenant's
-- sheets). Like the foreign key checks it replaces, the check now runs as the table's owner
-- (security definer, fixed search_path), so `id = $1` is a primary-key lookup under any plan; it
-- locks each distinct named sheet FOR KEY SHARE and also requires the sheet to be of the log's
-- tenant (which the keys did not). Same guarantees as 0008 otherwise.

create or replace function inventory.sheet_logs_name_sheets() returns trigger
  language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  named record;
  owner uuid;
begin
  for named in
    select sheet_id as id, tenant_id from new_logs
    union
    select origin_sheet_id, tenant_id from new_logs where origin_sheet_id <> sheet_id
  loop
    select s.tenant_id into owner from inventory.sheets s where s.id = named.id for key share of s;
    if not found or owner <> named.tenant_id then
      raise exception 'a log of inventory.sheet_logs names a sheet that does not exist'
        using errcode = 'foreign_key_violation';
    end if;
  end loop;
  return null;
end $$;
