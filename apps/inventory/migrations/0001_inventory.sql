create schema inventory;
call platform.install_messaging('inventory');

-- §3 Wood kind. Names are unique per tenant, whatever their case.
create table inventory.wood_kinds (
  id uuid primary key,
  tenant_id uuid not null,
  name text not null check (length(name) between 1 and 50),
  remark text not null default '' check (length(remark) <= 200),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index wood_kinds_name on inventory.wood_kinds (tenant_id, lower(name));
create index wood_kinds_created on inventory.wood_kinds (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('inventory.wood_kinds', 'inventory_svc');
