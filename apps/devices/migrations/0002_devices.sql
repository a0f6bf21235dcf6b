-- §3 Device and Device log. Every table is the tenant's own (row-level security).

-- §3 Device: a log-measuring device of the yard. device_no is what the device and the sheets it
-- sends are known by (upper case, unique per tenant by index). type names an entry of the device
-- type catalogue (libs/contracts DEVICE_TYPES, which gives its measuring range). revision grows
-- with every change a user makes: ingest applies a devices.device.changed only when it is newer.
-- credential_state follows ingest's events (enrolled, revoked).
create table devices.devices (
  id uuid primary key,
  tenant_id uuid not null,
  device_no text not null check (device_no ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and length(device_no) between 2 and 20),
  device_name text not null check (length(device_name) between 1 and 50),
  type text not null check (length(type) between 1 and 30),
  status smallint not null default 1 check (status in (0, 1)),
  standards text[] not null check (cardinality(standards) >= 1),
  customer_no text not null default '' check (length(customer_no) <= 20),
  revision integer not null default 1 check (revision >= 1),
  credential_state text not null default 'none' check (credential_state in ('none', 'enrolled', 'revoked')),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index devices_no on devices.devices (tenant_id, device_no);
create index devices_created on devices.devices (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('devices.devices', 'devices_svc');

-- §3 Device log: every enrolment, upload, rejection and setting change of a device. The device's
-- number and name are copied, so the log outlives a deleted device (no foreign key on purpose).
-- opr_id is the user who acted (null when the device itself did); event_id the event a consumer
-- wrote the row for (unique: one row per event, however often it arrives).
create table devices.device_logs (
  id uuid primary key,
  tenant_id uuid not null,
  device_id uuid not null,
  device_no text not null,
  device_name text not null,
  opr_id uuid,
  opr_name text not null,
  action text not null check (action in ('added', 'renamed', 'standardsChanged', 'switchedOn', 'switchedOff',
    'deleted', 'enrolled', 'revoked', 'upload', 'rejected')),
  detail jsonb not null default '{}',
  event_id uuid unique,
  created_at timestamptz not null default now()
);
create index device_logs_created on devices.device_logs (tenant_id, created_at desc, id desc);
create index device_logs_operator on devices.device_logs (tenant_id, opr_id, created_at desc) where opr_id is not null;
create index device_logs_device on devices.device_logs (device_id, created_at desc);
call platform.protect_tenant_table('devices.device_logs', 'devices_svc');
