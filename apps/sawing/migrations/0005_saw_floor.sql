-- The H5 saw page's password gate (spec §2 H5 saw machine page, §7 /app/sawbench/setuppwd and H5
-- saw, §9 H5 password 6 digits): one password per tenant, set from the mobile app and changed on
-- the page with the current one; kept as an argon2id hash, never in the clear.
create table sawing.h5_passwords (
  tenant_id uuid primary key,
  password_hash text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null
);
call platform.protect_tenant_table('sawing.h5_passwords', 'sawing_svc');
