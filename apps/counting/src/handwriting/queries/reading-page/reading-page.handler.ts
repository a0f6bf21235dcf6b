import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type BlobStore } from '@timber/blob-store';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { type PhotoFile, readStoredPhoto } from '../../../images';
import { MEDIA_STORE } from '../../../media';
import { HandwritingReadingRepository } from '../../handwriting-reading.repository';
import { ReadingPageQuery } from './reading-page.query';

/** The flat page of the caller's read reading (a reading not read yet has none: not found). */
@QueryHandler(ReadingPageQuery)
export class ReadingPageHandler implements IQueryHandler<ReadingPageQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_STORE) private readonly store: BlobStore,
    private readonly readings: HandwritingReadingRepository,
  ) {}

  async execute({ id }: ReadingPageQuery): Promise<PhotoFile> {
    const { tenantId, userId } = caller();
    const reading = await withTenant(this.db, tenantId, (trx) => this.readings.own(trx, id, userId));
    if (!reading.page_key) {
      throw new DomainError('COUNT.MEDIA_NOT_FOUND');
    }
    return readStoredPhoto(this.store, reading.page_key, 'image/jpeg');
  }
}
