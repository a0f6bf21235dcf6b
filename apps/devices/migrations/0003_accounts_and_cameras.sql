-- §3 Device user, App user, Camera. Every table is the tenant's own (row-level security); names
-- and numbers are unique by index, so two concurrent adds cannot both succeed.

-- §3 Device user: a person who logs in on a measuring device. status 1 enabled, 0 disabled.
-- password_hash: argon2id of what the client sends (clientPasswordHash), as identity stores it.
create table devices.device_users (
  id uuid primary key,
  tenant_id uuid not null,
  username text not null check (username ~ '^[A-Za-z0-9]{4,16}$'),
  real_name text not null check (length(real_name) between 1 and 20),
  phone text not null check (phone ~ '^1[3-9][0-9]{9}$'),
  status smallint not null default 1 check (status in (0, 1)),
  password_hash text not null,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index device_users_username on devices.device_users (tenant_id, lower(username));
create index device_users_created on devices.device_users (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('devices.device_users', 'devices_svc');

-- §3 App user: a person who logs in to the mobile app. The app's login form has no company
-- field, so, as for the back office's users (identity.users), a name is unique across tenants.
create table devices.app_users (
  id uuid primary key,
  tenant_id uuid not null,
  username text not null check (username ~ '^[A-Za-z0-9]{4,16}$'),
  real_name text not null check (length(real_name) between 1 and 20),
  phone text not null check (phone ~ '^1[3-9][0-9]{9}$'),
  status smallint not null default 1 check (status in (0, 1)),
  password_hash text not null,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index app_users_username on devices.app_users (lower(username));
create index app_users_created on devices.app_users (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('devices.app_users', 'devices_svc');

-- The app login happens before a tenant is known: this function (owned by the migrating role,
-- which row-level security does not restrict) finds one app user by name and returns only what
-- login needs.
create function devices.find_app_login(p_username text)
  returns table (id uuid, tenant_id uuid, username text, real_name text, password_hash text, status smallint)
  language sql stable security definer set search_path = devices, pg_temp
  as $$ select id, tenant_id, username, real_name, password_hash, status
          from devices.app_users where lower(username) = lower(p_username) $$;
revoke all on function devices.find_app_login(text) from public;
grant execute on function devices.find_app_login(text) to devices_svc;

-- §3 Camera, §5: channelNO, cameraNO, ip, rtspPort, codec required; max lengths 10, 10, 20; only
-- H.265. The admin password is needed later to pull the RTSP stream, so it is kept encrypted
-- (AES-256-GCM under CAMERA_SECRET_KEY, see cameras/camera-secret.ts), never in clear. The RTSP
-- URI is derived from ip, port and channel when read.
create table devices.cameras (
  id uuid primary key,
  tenant_id uuid not null,
  channel_no text not null check (length(channel_no) between 1 and 10),
  camera_no text not null check (length(camera_no) between 1 and 10),
  ip text not null check (length(ip) between 1 and 20),
  rtsp_port integer not null check (rtsp_port between 1 and 65535),
  codec text not null check (codec = 'H.265'),
  admin_pwd_encrypted text not null,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index cameras_camera_no on devices.cameras (tenant_id, lower(camera_no));
create index cameras_created on devices.cameras (tenant_id, created_at desc, id desc);
call platform.protect_tenant_table('devices.cameras', 'devices_svc');
