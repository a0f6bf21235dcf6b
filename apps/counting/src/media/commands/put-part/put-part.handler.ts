import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartedUploads } from '@timber/blob-store';
import { type MediaPartReceipt } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { asDomainErrors } from '../../domain/media-errors';
import { MEDIA_UPLOADS } from '../../media-store';
import { MediaRepository } from '../../media.repository';
import { PutPartCommand } from './put-part.command';

/** Stores one part of the caller's tenant's upload (index in range, exactly its size). */
@CommandHandler(PutPartCommand)
export class PutPartHandler implements ICommandHandler<PutPartCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_UPLOADS) private readonly uploads: PartedUploads,
    private readonly media: MediaRepository,
  ) {}

  async execute({ uploadId, index, bytes }: PutPartCommand): Promise<MediaPartReceipt> {
    await withTenant(this.db, caller().tenantId, (trx) => this.media.ownUpload(trx, uploadId));
    return asDomainErrors(() => this.uploads.putPart(uploadId, index, bytes));
  }
}
