-- Measurement standards a tenant defines for its own contracts (libs/volume's StandardDefinition,
-- validated by the service before it is stored). Codes never shadow a preset.
create table inventory.custom_standards (
  id uuid primary key,
  tenant_id uuid not null,
  code text not null check (code ~ '^[a-z][a-z0-9_]{1,31}$'),
  name text not null,
  definition jsonb not null,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index custom_standards_code on inventory.custom_standards (tenant_id, code);
call platform.protect_tenant_table('inventory.custom_standards', 'inventory_svc');
