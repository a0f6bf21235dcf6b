-- §2 Layout settings (the settings drawer and /system/setting), kept per user so they follow the
-- user from browser to browser. No row: the defaults (libs/contracts DEFAULT_USER_PREFERENCES).
create table identity.user_preferences (
  user_id uuid primary key references identity.users (id) on delete cascade,
  tenant_id uuid not null references identity.tenants (id),
  theme_color text not null check (theme_color ~ '^#[0-9A-Fa-f]{6}$'),
  tags_view boolean not null,
  fixed_header boolean not null,
  sidebar_logo boolean not null,
  updated_at timestamptz not null default now()
);
call platform.protect_tenant_table('identity.user_preferences', 'identity_svc');
