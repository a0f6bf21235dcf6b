import { Query } from '@nestjs/cqrs';
import { type DetailImages } from '@timber/contracts';

/** (chosen) /order/wood/images {id}: the pictures of an order's logs. */
export class OrderImagesQuery extends Query<DetailImages> {
  constructor(readonly id: string) {
    super();
  }
}
