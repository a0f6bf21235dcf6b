import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DETAIL_IMAGES_LIMIT } from '@timber/contracts';
import { tenantHandler } from '../../../shared/tenant-handler';
import { DetailReader } from '../../detail-reader';
import { DetailImagesQuery } from './detail-images.query';

/**
 * (chosen) /stockIn/d/images, /stockOut/d/images, /stock/d/images: "view images" of the diameter
 * data detail, the distinct pictures the logs were measured on (device-measured logs carry one)
 * with how many logs each shows; at most DETAIL_IMAGES_LIMIT, `total` counting them all.
 */
@QueryHandler(DetailImagesQuery)
export class DetailImagesHandler
  extends tenantHandler(DetailReader, async (reader, trx, { target }: DetailImagesQuery) => {
    const images = await reader.images(trx, target);
    return { total: images.length, records: images.slice(0, DETAIL_IMAGES_LIMIT) };
  })
  implements IQueryHandler<DetailImagesQuery> {}
