import { Query } from '@nestjs/cqrs';
import { type DetailImages } from '@timber/contracts';

/** §7 /order/business/img, public: the pictures of a share link's orders. */
export class SharedImagesQuery extends Query<DetailImages> {
  constructor(readonly token: string) {
    super();
  }
}
