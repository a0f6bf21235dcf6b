create schema counting;
call platform.install_messaging('counting');

-- Counting logs from photos (spec §2 Images and counts, §3 Count order, Image coordinates, Image
-- card, §4 Count orders and images). Every table is the tenant's own (row-level security). The
-- recognition worker writes the detector's results through the same role (counting_svc).

-- Order numbers CT{yyyyMMdd}{seq}: one counter per tenant and day (the caller's day), taken with
-- an upsert, so two concurrent orders never get the same number.
create table counting.order_numbers (
  tenant_id uuid not null,
  day date not null,
  last_seq integer not null check (last_seq >= 1),
  primary key (tenant_id, day)
);
call platform.protect_tenant_table('counting.order_numbers', 'counting_svc');

-- §3 Count order. status (§4): 1 queued, 5 recognising, 8 failed (the media cannot be read:
-- deletable, nothing to look at), 10 recognised (look, delete), 12 reviewed (every live image
-- confirmed: verify; delete refused), 15 verified. A deleted order stays as a row (deleted_at) so
-- a job still in the queue finds it gone instead of missing. log_length_m and standard_code are
-- what the review chose for volumes (both null: counts and diameters only).
create table counting.count_orders (
  id bigint generated always as identity primary key,
  tenant_id uuid not null,
  order_no text not null check (order_no ~ '^CT[0-9]{12,14}$'),
  oss_type smallint not null check (oss_type in (1, 2)),
  status smallint not null default 1 check (status in (1, 5, 8, 10, 12, 15)),
  log_length_m numeric(5, 2) check (log_length_m > 0 and log_length_m <= 40),
  standard_code text check (length(standard_code) between 1 and 50),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  verified_at timestamptz,
  verified_by uuid,
  deleted_at timestamptz,
  deleted_by uuid,
  check ((status = 15) = (verified_at is not null))
);
create unique index count_orders_no on counting.count_orders (tenant_id, order_no);
create index count_orders_created on counting.count_orders (tenant_id, created_at desc, id desc)
  where deleted_at is null;
call platform.protect_tenant_table('counting.count_orders', 'counting_svc');

-- §3 Image card. status 0 uploaded (queued), 5 processing, 8 failed, 10 processed, 12 confirmed;
-- state (§4) 4 normal, 0 deleted (recoverable): only normal images count towards the order.
-- width and height are the photo's, known once the detector has read it. manual_dia is the card's
-- "manual diameter" tag (the diameters come from a reference the user marked). progress 0..100
-- follows the recognition job; error_code says why it failed.
create table counting.count_images (
  id bigint generated always as identity primary key,
  tenant_id uuid not null,
  order_id bigint not null references counting.count_orders (id),
  seq smallint not null check (seq >= 1),
  media_key text not null check (length(media_key) between 1 and 1024),
  width integer check (width > 0),
  height integer check (height > 0),
  status smallint not null default 0 check (status in (0, 5, 8, 10, 12)),
  state smallint not null default 4 check (state in (0, 4)),
  manual_dia boolean not null default false,
  progress smallint not null default 0 check (progress between 0 and 100),
  error_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_id, seq)
);
create index count_images_created on counting.count_images (tenant_id, created_at desc, id desc);
create index count_images_status on counting.count_images (tenant_id, status);
call platform.protect_tenant_table('counting.count_images', 'counting_svc');

-- The detector's result for one image: one row ever (the primary key), so a job that runs again
-- writes nothing and publishes nothing. detected: [{x, y, r, score}] in the photo's pixels.
-- Never changed by a user (their circles go to reviews).
create table counting.recognitions (
  image_id bigint primary key references counting.count_images (id),
  tenant_id uuid not null,
  model_version text not null,
  detected jsonb not null check (jsonb_typeof(detected) = 'array'),
  created_at timestamptz not null default now()
);
call platform.protect_tenant_table('counting.recognitions', 'counting_svc');

-- The user's review of one image (the point editor): their whole set of circles and the scale
-- reference ({kind:'stick', x1, y1, x2, y2, lengthCm} or {kind:'pile', x1, x2, lengthM}).
create table counting.reviews (
  image_id bigint primary key references counting.count_images (id),
  tenant_id uuid not null,
  coordinate_manual jsonb not null check (jsonb_typeof(coordinate_manual) = 'array'),
  reference jsonb check (reference is null or jsonb_typeof(reference) = 'object'),
  updated_at timestamptz not null default now(),
  updated_by uuid not null
);
call platform.protect_tenant_table('counting.reviews', 'counting_svc');
