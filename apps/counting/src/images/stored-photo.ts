import { BlobNotFoundError, type BlobStore } from '@timber/blob-store';
import { DomainError } from '@timber/contracts';
import { type PhotoFile } from './queries/image-photo/image-photo.query';

/**
 * A stored photo, to be answered: its bytes, size and type (the one it was stored with unless the
 * caller knows better). A key with nothing behind it, or whose blob is gone between the look and
 * the read, is COUNT.MEDIA_NOT_FOUND.
 */
export async function readStoredPhoto(
  store: BlobStore,
  key: string,
  contentType?: string,
): Promise<PhotoFile> {
  const stat = await store.stat(key);
  if (!stat) {
    throw new DomainError('COUNT.MEDIA_NOT_FOUND');
  }
  try {
    const body = await store.get(key);
    return {
      body,
      contentType: contentType ?? stat.contentType ?? 'application/octet-stream',
      size: stat.size,
    };
  } catch (error) {
    throw error instanceof BlobNotFoundError ? new DomainError('COUNT.MEDIA_NOT_FOUND') : error;
  }
}
