-- Media upload (spec §7 "Media upload"): photos and videos go up in parts through the BFF to
-- counting, which stores them in the blob store (libs/blob-store PartedUploads). The blob store
-- knows nothing of tenants; these tables bind each upload and each stored media to its tenant
-- (row-level security), so another company can neither send parts to an upload, complete it, nor
-- count or see the media.

-- One parted upload in progress (or done): who began it. The blob store holds its plan and parts
-- under uploads/{upload_id}/; a part, status or complete is refused unless this row is the
-- caller's tenant's. media_key is set once complete stored the media.
create table counting.uploads (
  upload_id text primary key check (upload_id ~ '^[0-9a-f]{32}$'),
  tenant_id uuid not null,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  media_key text check (length(media_key) between 1 and 1024)
);
call platform.protect_tenant_table('counting.uploads', 'counting_svc');

-- Every media a completed upload stored: the only keys /count/create accepts as ossUrl (the
-- tenant's own). width and height are a photo's as shown (after EXIF orientation); null for videos.
create table counting.media (
  key text primary key check (length(key) between 1 and 1024),
  tenant_id uuid not null,
  size bigint not null check (size > 0),
  content_type text not null check (length(content_type) between 1 and 100),
  width integer check (width > 0),
  height integer check (height > 0),
  created_at timestamptz not null default now(),
  created_by uuid not null
);
create index media_created on counting.media (tenant_id, created_at desc);
call platform.protect_tenant_table('counting.media', 'counting_svc');
