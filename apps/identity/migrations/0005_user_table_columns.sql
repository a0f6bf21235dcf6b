-- The columns a user hides in each wide list (issue 22: "the user can choose which columns to show,
-- kept per user"), so the choice follows them from browser to browser. No row: every column shown.
-- table_key names the list (e.g. stock-in), hidden its hidden columns' keys.
create table identity.user_table_columns (
  user_id uuid not null references identity.users (id) on delete cascade,
  tenant_id uuid not null references identity.tenants (id),
  table_key text not null check (table_key ~ '^[a-z][a-zA-Z0-9.-]{0,59}$'),
  hidden text[] not null check (cardinality(hidden) <= 60),
  updated_at timestamptz not null default now(),
  primary key (user_id, table_key)
);
call platform.protect_tenant_table('identity.user_table_columns', 'identity_svc');
