-- Revoking the floor links (issue 19: the live board's, each bench's and the H5 page's links, and
-- the H5 page's sessions, are signed and would otherwise work forever once leaked). Every link
-- signs the tenant's link generation; revoking moves it on, and a link of an older generation is
-- refused ("this link was revoked"). A tenant without a row is at generation 0: the links made
-- before this table existed carry none and count as 0, so they work until the first revoke.
create table sawing.link_generations (
  tenant_id uuid primary key,
  generation integer not null check (generation >= 1),
  revoked_at timestamptz not null default now(),
  revoked_by text not null
);
call platform.protect_tenant_table('sawing.link_generations', 'sawing_svc');
