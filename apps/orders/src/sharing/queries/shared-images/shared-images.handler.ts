import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DetailImages } from '@timber/contracts';
import { OrderWoodRepository } from '../../../order-detail';
import { OrderRepository } from '../../../orders';
import { ShareAccess } from '../../share-access';
import { SharedImagesQuery } from './shared-images.query';

/**
 * §2 Shared order page, image tab: the distinct pictures of the logs of the live orders a link
 * names, or of the sheets it names; the token checked first.
 */
@QueryHandler(SharedImagesQuery)
export class SharedImagesHandler implements IQueryHandler<SharedImagesQuery> {
  constructor(
    private readonly access: ShareAccess,
    private readonly orders: OrderRepository,
    private readonly wood: OrderWoodRepository,
  ) {}

  execute({ token }: SharedImagesQuery): Promise<DetailImages> {
    return this.access.open(token, async (trx, link) => {
      if (link.kind === 'sheet') {
        return this.wood.images(trx, { sheetIds: link.sheet_ids });
      }
      const live = await this.orders.findMany(trx, link.order_ids);
      return this.wood.images(trx, { orderIds: live.map((order) => order.id) });
    });
  }
}
