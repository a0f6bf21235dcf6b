import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartedUploads } from '@timber/blob-store';
import { type MediaUploadPlan } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { asDomainErrors } from '../../domain/media-errors';
import { MEDIA_UPLOADS } from '../../media-store';
import { MediaRepository } from '../../media.repository';
import { BeginUploadCommand } from './begin-upload.command';

/**
 * Checks the declared type and size, stores the upload's plan in the blob store and binds the
 * upload to the caller's tenant: only that tenant can send its parts, see or complete it.
 */
@CommandHandler(BeginUploadCommand)
export class BeginUploadHandler implements ICommandHandler<BeginUploadCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_UPLOADS) private readonly uploads: PartedUploads,
    private readonly media: MediaRepository,
  ) {}

  async execute({ input }: BeginUploadCommand): Promise<MediaUploadPlan> {
    const { tenantId, userId } = caller();
    const plan = await asDomainErrors(() => this.uploads.begin(input));
    try {
      await withTenant(this.db, tenantId, (trx) =>
        this.media.insertUpload(trx, { uploadId: plan.uploadId, tenantId, userId }),
      );
    } catch (error) {
      // an upload no tenant owns could never be used: remove its plan
      await this.uploads.abort(plan.uploadId);
      throw error;
    }
    return plan;
  }
}
