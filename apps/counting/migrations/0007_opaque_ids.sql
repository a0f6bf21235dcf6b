-- Opaque ids for count orders and images (issue 14). Their ids were global identity sequences,
-- shown to the tenant (detail links, image cards, photos, stock-in logs' `count-image:{id}`): the
-- step between two of one tenant's ids told how many orders and photos all other tenants made in
-- between. New rows take an opaque id instead: a keyed permutation of a private counter (a
-- four-round Feistel network on 52 bits, md5 of a secret key as round function), placed in
-- [2^52, 2^53): 16 digits, held exactly by a JavaScript number and countIdSchema, unique by
-- construction (a permutation never repeats), and telling nothing of order or volume without the
-- key. The key is drawn here at random and lives only in this database, readable by its owner
-- alone. Rows made before keep their ids: inventory's sheets and copies name them, and they were
-- shown already.
create table counting.id_key (
  only_row boolean primary key default true check (only_row),
  secret text not null check (length(secret) >= 32)
);
insert into counting.id_key (secret)
  values (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
revoke all on counting.id_key from public;

-- The permutation: counter (0 <= counter < 2^52) -> id (2^52 <= id < 2^53), one per kind of
-- row (an order and an image of the same counter value get unrelated ids).
create function counting.opaque_id(p_kind text, p_counter bigint)
  returns bigint
  language plpgsql stable security definer set search_path = counting, pg_temp
  as $$
declare
  half constant bigint := 67108863; -- 2^26 - 1
  secret text := (select k.secret from counting.id_key k);
  l bigint := (p_counter >> 26) & half;
  r bigint := p_counter & half;
  t bigint;
begin
  if p_counter < 0 or p_counter >= 4503599627370496 then
    raise exception 'opaque_id: counter % outside [0, 2^52)', p_counter;
  end if;
  for round in 1..4 loop
    t := l # (('x' || substr(md5(secret || ':' || p_kind || ':' || round || ':' || r), 1, 7))::bit(28)::bigint & half);
    l := r;
    r := t;
  end loop;
  return 4503599627370496 + (l << 26) + r;
end $$;
revoke all on function counting.opaque_id(text, bigint) from public;

create sequence counting.count_order_counter;
create sequence counting.count_image_counter;
revoke all on sequence counting.count_order_counter, counting.count_image_counter from public;

create function counting.next_count_order_id()
  returns bigint
  language sql volatile security definer set search_path = counting, pg_temp
  as $$ select counting.opaque_id('order', nextval('counting.count_order_counter')) $$;
create function counting.next_count_image_id()
  returns bigint
  language sql volatile security definer set search_path = counting, pg_temp
  as $$ select counting.opaque_id('image', nextval('counting.count_image_counter')) $$;
revoke all on function counting.next_count_order_id(), counting.next_count_image_id() from public;
grant execute on function counting.next_count_order_id(), counting.next_count_image_id() to counting_svc;

alter table counting.count_orders alter column id drop identity;
alter table counting.count_orders alter column id set default counting.next_count_order_id();
alter table counting.count_images alter column id drop identity;
alter table counting.count_images alter column id set default counting.next_count_image_id();
