-- Every second of a video counted (issue 39): the recognition worker samples a video's frames over
-- its whole length (at most 2 a second, at most 360 in all: a long video more sparsely), never only
-- its first minute, and says how much it counted. The video's own image records its length, the
-- seconds its frames cover and the frames counted, so the order can answer "counted 180 s of 180 s,
-- 360 frames". Null for photos and keyframes, and for videos counted before this migration. The
-- table is already protected by row-level security (0001): new columns need nothing more.
alter table counting.count_images
  add column video_seconds real check (video_seconds >= 0),
  add column covered_seconds real check (covered_seconds >= 0 and covered_seconds <= video_seconds + 1),
  add column frames_counted integer check (frames_counted >= 0),
  add check ((video_seconds is null) = (covered_seconds is null)
             and (video_seconds is null) = (frames_counted is null));
