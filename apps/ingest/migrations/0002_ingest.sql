-- The device-facing API: copies of what devices may send (kept from events), enrolment codes,
-- device credentials, and the measurement sheets accepted under their idempotency keys.

-- A copy of each device (from devices.device.changed): applied only when its revision is newer.
-- A deleted device stays as a tombstone (deleted = true) so an older change arriving late cannot
-- bring it back; ingest treats it as gone.
create table ingest.devices (
  id uuid primary key,
  tenant_id uuid not null,
  device_no text not null,
  device_name text not null,
  status smallint not null check (status in (0, 1)),
  standards text[] not null,
  min_diameter_cm integer not null,
  max_diameter_cm integer not null,
  revision integer not null,
  deleted boolean not null default false,
  updated_at timestamptz not null default now()
);
create index devices_no on ingest.devices (tenant_id, device_no) where not deleted;
call platform.protect_tenant_table('ingest.devices', 'ingest_svc');

-- A copy of the wood kinds, locations and customers (from inventory.reference.saved/deleted).
create table ingest.references (
  tenant_id uuid not null,
  kind text not null check (kind in ('woodKind', 'location', 'customer')),
  id uuid not null,
  name text not null,
  primary key (tenant_id, kind, id)
);
call platform.protect_tenant_table('ingest.references', 'ingest_svc');

-- One-time enrolment codes: random, stored as a sha-256 hash, 15 minutes, used once.
create table ingest.enrolment_codes (
  id uuid primary key,
  tenant_id uuid not null,
  device_id uuid not null,
  code_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_by uuid not null,
  created_at timestamptz not null default now()
);
create index enrolment_codes_device on ingest.enrolment_codes (device_id);
call platform.protect_tenant_table('ingest.enrolment_codes', 'ingest_svc');

-- A device's credentials: a random 256-bit secret, stored only as its sha-256 hash.
create table ingest.credentials (
  id uuid primary key,
  tenant_id uuid not null,
  device_id uuid not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index credentials_device on ingest.credentials (device_id) where revoked_at is null;
call platform.protect_tenant_table('ingest.credentials', 'ingest_svc');

-- Accepted sheets, one per device and idempotency key: a retry finds the stored answer.
create table ingest.measurements (
  id uuid primary key,
  tenant_id uuid not null,
  device_id uuid not null,
  idempotency_key text not null,
  request_hash text not null,
  answer jsonb not null,
  created_at timestamptz not null default now()
);
create unique index measurements_key on ingest.measurements (device_id, idempotency_key);
call platform.protect_tenant_table('ingest.measurements', 'ingest_svc');

-- Enrolment happens before a tenant is known: this function (owned by the migrating role, which
-- row-level security does not restrict) finds the tenant of one code and nothing else.
create function ingest.find_enrolment_tenant(p_code_hash text)
  returns uuid
  language sql stable security definer set search_path = ingest, pg_temp
  as $$ select tenant_id from ingest.enrolment_codes where code_hash = p_code_hash $$;
revoke all on function ingest.find_enrolment_tenant(text) from public;
grant execute on function ingest.find_enrolment_tenant(text) to ingest_svc;
