create schema identity;
call platform.install_messaging('identity');

-- The SaaS customer companies. A tenant sees only its own row.
create table identity.tenants (
  id uuid primary key,
  tenant_id uuid generated always as (id) stored,
  number text not null unique,
  name text not null,
  short_name text not null,
  balance_cents bigint not null default 0,
  credit_limit_cents bigint not null default 0,
  overdue boolean not null default false,
  -- measurement standards offered to this tenant's users (codes of libs/volume)
  standards text[] not null default '{ch,rus_stp,jas}',
  created_at timestamptz not null default now()
);
call platform.protect_tenant_table('identity.tenants', 'identity_svc');

-- §3 System user. type: 3 super administrator, 7 administrator, 4 ordinary user.
create table identity.users (
  id uuid primary key,
  tenant_id uuid not null references identity.tenants (id),
  username text not null,
  real_name text not null,
  phone text not null default '',
  type smallint not null check (type in (3, 4, 7)),
  status smallint not null default 1 check (status in (0, 1)),
  password_hash text not null,
  default_password boolean not null default true,
  last_sign_at timestamptz,
  sign_num int not null default 0,
  created_at timestamptz not null default now()
);
-- Login names are unique across tenants: the login form has no company field.
create unique index users_username on identity.users (lower(username));
call platform.protect_tenant_table('identity.users', 'identity_svc');

-- §3 Permission group: route keys, button keys prefixed btn.
create table identity.permission_groups (
  id uuid primary key,
  tenant_id uuid not null references identity.tenants (id),
  perm_name text not null,
  perm_desc text not null default '',
  paths text[] not null default '{}',
  created_at timestamptz not null default now(),
  unique (tenant_id, perm_name)
);
call platform.protect_tenant_table('identity.permission_groups', 'identity_svc');

create table identity.user_groups (
  tenant_id uuid not null,
  user_id uuid not null references identity.users (id) on delete cascade,
  group_id uuid not null references identity.permission_groups (id) on delete cascade,
  primary key (user_id, group_id)
);
call platform.protect_tenant_table('identity.user_groups', 'identity_svc');

-- §3 Operation log. operation is a message id rendered with params in the reader's language;
-- event_id ties an entry to the event it records (one entry per event).
create table identity.operation_log (
  id bigint generated always as identity primary key,
  tenant_id uuid not null,
  username text not null,
  ip text not null default '',
  operation text not null,
  params jsonb not null default '{}',
  event_id uuid unique,
  created_at timestamptz not null default now()
);
create index operation_log_tenant_time on identity.operation_log (tenant_id, created_at desc);
call platform.protect_tenant_table('identity.operation_log', 'identity_svc');
grant usage on all sequences in schema identity to identity_svc;

-- Login happens before a tenant is known: this function (owned by the migrating role, which
-- row-level security does not restrict) finds one account by name and returns only what login needs.
create function identity.find_login(p_username text)
  returns table (id uuid, tenant_id uuid, password_hash text, status smallint)
  language sql stable security definer set search_path = identity, pg_temp
  as $$ select id, tenant_id, password_hash, status from identity.users where lower(username) = lower(p_username) $$;
revoke all on function identity.find_login(text) from public;
grant execute on function identity.find_login(text) to identity_svc;

-- Password reset by SMS happens before login too: the accounts that use one phone number.
create function identity.find_by_phone(p_phone text)
  returns table (id uuid, tenant_id uuid, username text)
  language sql stable security definer set search_path = identity, pg_temp
  as $$ select id, tenant_id, username from identity.users where phone = p_phone and status = 1 $$;
revoke all on function identity.find_by_phone(text) from public;
grant execute on function identity.find_by_phone(text) to identity_svc;
