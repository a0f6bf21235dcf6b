import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DETAIL_IMAGES_LIMIT, type DetailImages } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DetailReader } from '../../detail-reader';
import { DetailImagesQuery } from './detail-images.query';

/**
 * (chosen) /stockIn/d/images, /stockOut/d/images, /stock/d/images: "view images" of the diameter
 * data detail, the distinct pictures the logs were measured on (device-measured logs carry one)
 * with how many logs each shows; at most DETAIL_IMAGES_LIMIT, `total` counting them all.
 */
@QueryHandler(DetailImagesQuery)
export class DetailImagesHandler implements IQueryHandler<DetailImagesQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly reader: DetailReader,
  ) {}

  execute({ target }: DetailImagesQuery): Promise<DetailImages> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const images = await this.reader.images(trx, target);
      return { total: images.length, records: images.slice(0, DETAIL_IMAGES_LIMIT) };
    });
  }
}
