import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MediaError, type PartedUploads } from '@timber/blob-store';
import { type MediaStored } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { mediaDomainError } from '../../domain/media-errors';
import { MEDIA_UPLOADS } from '../../media-store';
import { mediaStored, mediaStoredFromRow } from '../../media-stored';
import { MediaRepository } from '../../media.repository';
import { CompleteUploadCommand } from './complete-upload.command';

/**
 * What the blob store removes the whole upload for: the content is not the media it claims, or
 * a video is longer than VIDEO_MAX_SECONDS (refused whole, never cut).
 */
const CONTENT_REFUSED: ReadonlySet<string> = new Set([
  'MEDIA.BROKEN',
  'MEDIA.TYPE_MISMATCH',
  'MEDIA.TOO_LONG',
]);

/**
 * Completes the caller's tenant's upload: the blob store checks the content (magic bytes, a
 * photo decoded whole, a video's length at most VIDEO_MAX_SECONDS) and stores it under a fresh media key, which is recorded as the tenant's
 * media (the only keys /count/create accepts). A repeated call answers the same media. Content
 * that is not the declared media removes the upload: nothing stays stored.
 */
@CommandHandler(CompleteUploadCommand)
export class CompleteUploadHandler implements ICommandHandler<CompleteUploadCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_UPLOADS) private readonly uploads: PartedUploads,
    private readonly media: MediaRepository,
  ) {}

  async execute({ uploadId }: CompleteUploadCommand): Promise<MediaStored> {
    const { tenantId, userId } = caller();
    const upload = await withTenant(this.db, tenantId, async (trx) => {
      const row = await this.media.ownUpload(trx, uploadId);
      return { row, recorded: row.media_key ? await this.media.findMedia(trx, row.media_key) : undefined };
    });
    if (upload.recorded) {
      return mediaStoredFromRow(upload.recorded);
    }
    let completed;
    try {
      completed = await this.uploads.complete(uploadId);
    } catch (error) {
      if (!(error instanceof MediaError)) {
        throw error;
      }
      if (CONTENT_REFUSED.has(error.code)) {
        await withTenant(this.db, tenantId, (trx) => this.media.deleteUpload(trx, uploadId));
      }
      throw mediaDomainError(error);
    }
    await withTenant(this.db, tenantId, (trx) =>
      this.media.recordMedia(trx, { uploadId, tenantId, userId, media: completed }),
    );
    return mediaStored(completed);
  }
}
