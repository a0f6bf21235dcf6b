-- Platform objects every service schema relies on.
-- Policies call it as (select platform.current_tenant()): evaluated once per statement, not per row.
-- The tenant of the current request or job, set per transaction by withTenant().
-- Null when unset: row-level security then matches no row at all.
create or replace function platform.current_tenant() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.tenant_id', true), '')::uuid $$;

grant usage on schema platform to public;
grant execute on function platform.current_tenant() to public;

-- Row-level security for one business table: it sees and writes only the current tenant's rows.
-- The service role is not the owner, so the policy applies to every statement it sends.
create or replace procedure platform.protect_tenant_table(p_table text, p_service_role text)
  language plpgsql as $$
begin
  execute format('alter table %s enable row level security', p_table);
  execute format('create policy tenant_isolation on %s using (tenant_id = (select platform.current_tenant()))'
                 ' with check (tenant_id = (select platform.current_tenant()))', p_table);
  execute format('grant select, insert, update, delete on %s to %I', p_table, p_service_role);
end $$;

-- The outbox (events written in the command's transaction, published by the relay) and the
-- inbox of processed event ids (idempotent consumers) of one service schema.
create or replace procedure platform.install_messaging(p_schema text)
  language plpgsql as $$
declare
  svc text := p_schema || '_svc';
  relay text := p_schema || '_relay';
begin
  execute format('grant usage on schema %I to %I, %I', p_schema, svc, relay);
  execute format($f$create table %I.outbox (
      seq bigint generated always as identity primary key,
      event_id uuid not null unique,
      tenant_id uuid not null,
      type text not null,
      version int not null,
      partition_key text not null,
      correlation_id text not null,
      causation_id text,
      occurred_at timestamptz not null,
      payload jsonb not null,
      published_at timestamptz)$f$, p_schema);
  execute format('create index outbox_unpublished on %I.outbox (seq) where published_at is null', p_schema);
  execute format('alter table %I.outbox enable row level security', p_schema);
  execute format('create policy outbox_tenant on %I.outbox to %I using (tenant_id = (select platform.current_tenant()))'
                 ' with check (tenant_id = (select platform.current_tenant()))', p_schema, svc);
  execute format('create policy outbox_relay on %I.outbox to %I using (true)', p_schema, relay);
  execute format('grant insert, select on %I.outbox to %I', p_schema, svc);
  execute format('grant select, update on %I.outbox to %I', p_schema, relay);

  execute format($f$create table %I.processed_events (
      consumer text not null,
      event_id uuid not null,
      tenant_id uuid not null,
      processed_at timestamptz not null default now(),
      primary key (consumer, event_id))$f$, p_schema);
  call platform.protect_tenant_table(format('%I.processed_events', p_schema), svc);
end $$;
