import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type BlobStore } from '@timber/blob-store';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { MEDIA_STORE } from '../../../media';
import { ImageRepository } from '../../image.repository';
import { readStoredPhoto } from '../../stored-photo';
import { ImagePhotoQuery, type PhotoFile } from './image-photo.query';

/**
 * The photo of one of the tenant's images (deleted cards too, to be recovered), read from the
 * blob store with the type it was stored with.
 */
@QueryHandler(ImagePhotoQuery)
export class ImagePhotoHandler implements IQueryHandler<ImagePhotoQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_STORE) private readonly store: BlobStore,
    private readonly images: ImageRepository,
  ) {}

  async execute({ imageId }: ImagePhotoQuery): Promise<PhotoFile> {
    const key = await withTenant(this.db, caller().tenantId, (trx) => this.images.mediaKey(trx, imageId));
    return readStoredPhoto(this.store, key);
  }
}
