-- Issue 34: reset codes by e-mail for tenants outside mainland China. A user's e-mail address,
-- kept on the user form (account management); empty until set, lower-cased, at most 254 characters.
alter table identity.users add column email text not null default ''
  check (char_length(email) <= 254 and email = lower(email) and (email = '' or email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'));
create index users_email on identity.users (email) where email <> '';

-- Password reset by e-mail happens before login: the enabled accounts that use one address.
create function identity.find_by_email(p_email text)
  returns table (id uuid, tenant_id uuid, username text)
  language sql stable security definer set search_path = identity, pg_temp
  as $$ select id, tenant_id, username from identity.users where email = lower(p_email) and p_email <> '' and status = 1 $$;
revoke all on function identity.find_by_email(text) from public;
grant execute on function identity.find_by_email(text) to identity_svc;
