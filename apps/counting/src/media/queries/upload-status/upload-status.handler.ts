import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PartedUploads } from '@timber/blob-store';
import { type MediaUploadStatus } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { asDomainErrors } from '../../domain/media-errors';
import { MEDIA_UPLOADS } from '../../media-store';
import { mediaStored } from '../../media-stored';
import { MediaRepository } from '../../media.repository';
import { UploadStatusQuery } from './upload-status.query';

@QueryHandler(UploadStatusQuery)
export class UploadStatusHandler implements IQueryHandler<UploadStatusQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_UPLOADS) private readonly uploads: PartedUploads,
    private readonly media: MediaRepository,
  ) {}

  async execute({ uploadId }: UploadStatusQuery): Promise<MediaUploadStatus> {
    await withTenant(this.db, caller().tenantId, (trx) => this.media.ownUpload(trx, uploadId));
    const status = await asDomainErrors(() => this.uploads.status(uploadId));
    return { ...status, completed: status.completed ? mediaStored(status.completed) : null };
  }
}
