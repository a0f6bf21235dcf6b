-- Readings of photos of filled handwritten diameter sheets (spec §2 the stock-in list's diameter
-- sheets dialog, "image upload using template one or two"; §7 /cmw/handwriting/{type}; issue 40).
-- The photo is kept in the blob store under media_key; the recognition worker reads it (a BullMQ
-- job queued from counting.handwriting.submitted) and publishes the rows, which counting records
-- here once (status reading -> read or failed). A reading is its user's: nothing of it is written
-- to a diameter sheet until the user reviews the rows and saves them through the sheet's own calls.
create table counting.handwriting_readings (
  id uuid primary key,
  tenant_id uuid not null,
  template smallint not null check (template in (1, 2)),
  media_key text not null check (length(media_key) between 1 and 1024),
  status text not null default 'reading' check (status in ('reading', 'read', 'failed')),
  -- when failed: what to retake (or failed after every attempt)
  problem text check (length(problem) between 1 and 40),
  -- when read: the rows with anything written (HandwritingRow[]) and the flat page's JPEG
  rows jsonb,
  page_key text check (length(page_key) between 1 and 1024),
  model_version text check (length(model_version) between 1 and 100),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  check ((status = 'failed') = (problem is not null)),
  check ((status = 'read') = (rows is not null and page_key is not null)),
  check ((status = 'reading') = (read_at is null))
);
create index handwriting_readings_creator on counting.handwriting_readings (tenant_id, created_by, created_at desc);
call platform.protect_tenant_table('counting.handwriting_readings', 'counting_svc');
