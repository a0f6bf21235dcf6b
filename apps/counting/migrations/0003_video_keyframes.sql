-- Counting by video (§3 Recognition "Video"): the recognition worker samples a video's frames,
-- tracks the logs across them and stores, for review, each frame in which new logs first appear
-- as an image of the same order (a keyframe), with the circles of those logs only. The video's own
-- image ends processed with no circles, so an order's count (sum over its live images) is the
-- number of distinct logs. A keyframe names its video image and frame: a second run of the job
-- stores no keyframe twice.
alter table counting.count_images
  add column source_image_id bigint references counting.count_images (id),
  add column frame_index integer check (frame_index >= 0),
  add check ((source_image_id is null) = (frame_index is null));
create unique index count_images_keyframe on counting.count_images (source_image_id, frame_index)
  where source_image_id is not null;
