-- Abandoned uploads (begun, never completed) are removed after a while, with their parts in the
-- blob store (counting's UploadSweeper). The sweep serves every tenant at once, which row-level
-- security forbids the service role: these two functions (owned by the migrating role, which it
-- does not restrict) only find such uploads' ids and forget them, nothing else.
create index uploads_unfinished on counting.uploads (created_at) where media_key is null;

create function counting.abandoned_uploads(p_before timestamptz, p_limit integer)
  returns table (upload_id text)
  language sql stable security definer set search_path = counting, pg_temp
  as $$ select upload_id from counting.uploads
         where media_key is null and created_at < p_before
         order by created_at limit p_limit $$;
revoke all on function counting.abandoned_uploads(timestamptz, integer) from public;
grant execute on function counting.abandoned_uploads(timestamptz, integer) to counting_svc;

-- Forgets those of `p_ids` that are still unfinished and older than `p_before` (one completed
-- meanwhile is kept); answers how many.
create function counting.forget_uploads(p_ids text[], p_before timestamptz)
  returns integer
  language sql security definer set search_path = counting, pg_temp
  as $$ with gone as (
           delete from counting.uploads
            where upload_id = any (p_ids) and media_key is null and created_at < p_before
        returning 1)
        select count(*)::integer from gone $$;
revoke all on function counting.forget_uploads(text[], timestamptz) from public;
grant execute on function counting.forget_uploads(text[], timestamptz) to counting_svc;
