import { type CompletedMedia } from '@timber/blob-store';
import { type MediaStored } from '@timber/contracts';
import { type MediaRow } from './media.repository';

/** The answer for a stored media: its key as /count/create's ossUrl, never a storage URL. */
export const mediaStored = (media: CompletedMedia): MediaStored => ({
  ossUrl: media.key,
  size: media.size,
  contentType: media.contentType,
  width: media.width ?? null,
  height: media.height ?? null,
});

export const mediaStoredFromRow = (row: MediaRow): MediaStored => ({
  ossUrl: row.key,
  size: row.size,
  contentType: row.content_type,
  width: row.width,
  height: row.height,
});
