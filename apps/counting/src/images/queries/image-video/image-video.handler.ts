import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BlobNotFoundError, type BlobStore } from '@timber/blob-store';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { Readable } from 'node:stream';
import { type CountingDb } from '../../../counting-db';
import { MEDIA_STORE } from '../../../media';
import { byteRange } from '../../domain/byte-range';
import { ImageRepository } from '../../image.repository';
import { ImageVideoQuery, type VideoFile } from './image-video.query';

/**
 * The video of one of the tenant's images, in the asked byte range. Only a video: a photo's image
 * answers COUNT.MEDIA_NOT_FOUND here (its route is /count/img/photo). The blob store reads from
 * the start, so a part is cut from the stream: bytes before it are read and dropped.
 */
@QueryHandler(ImageVideoQuery)
export class ImageVideoHandler implements IQueryHandler<ImageVideoQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    @Inject(MEDIA_STORE) private readonly store: BlobStore,
    private readonly images: ImageRepository,
  ) {}

  async execute({ imageId, rangeHeader }: ImageVideoQuery): Promise<VideoFile> {
    const key = await withTenant(this.db, caller().tenantId, (trx) => this.images.mediaKey(trx, imageId));
    const stat = await this.store.stat(key);
    if (!stat?.contentType?.startsWith('video/')) {
      throw new DomainError('COUNT.MEDIA_NOT_FOUND');
    }
    const range = byteRange(rangeHeader, stat.size);
    if (range.kind === 'unsatisfiable') {
      return { body: null, contentType: stat.contentType, size: stat.size, range };
    }
    try {
      const whole = await this.store.get(key);
      const body = range.kind === 'whole' ? whole : Readable.from(slice(whole, range.start, range.end));
      return { body, contentType: stat.contentType, size: stat.size, range };
    } catch (error) {
      throw error instanceof BlobNotFoundError ? new DomainError('COUNT.MEDIA_NOT_FOUND') : error;
    }
  }
}

/** Bytes `start` to `end` (both included) of a stream; the source is closed once they are out. */
async function* slice(source: Readable, start: number, end: number): AsyncGenerator<Buffer> {
  let position = 0;
  try {
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      const from = Math.max(0, start - position);
      const to = Math.min(bytes.length, end + 1 - position);
      if (to > from) {
        yield bytes.subarray(from, to);
      }
      position += bytes.length;
      if (position > end) {
        return;
      }
    }
  } finally {
    source.destroy();
  }
}
