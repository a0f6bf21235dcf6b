-- Feedback on a recognition (spec §2 Images and counts "feedback" button, §3 picStatus, §4 "0
-- becomes 5 after successful feedback; 5 and 10 disable the button", §7 POST /oss/feedback/{id}):
-- a user reports that the detector got an image wrong, so the model's provider can look at it.
-- One row per image (sent once): who, when, an optional comment. status 5 = sent (in progress),
-- 10 = handled by the provider (resolved_at); an image without a row is 0 (can send).
create table counting.image_feedback (
  image_id bigint primary key references counting.count_images (id),
  tenant_id uuid not null,
  order_id bigint not null references counting.count_orders (id),
  comment text check (length(comment) between 1 and 500),
  status smallint not null default 5 check (status in (5, 10)),
  created_by uuid not null,
  created_by_name text not null check (length(created_by_name) between 1 and 100),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  check ((status = 10) = (resolved_at is not null))
);
call platform.protect_tenant_table('counting.image_feedback', 'counting_svc');
