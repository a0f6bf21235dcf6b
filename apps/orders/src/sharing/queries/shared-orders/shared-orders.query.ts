import { Query } from '@nestjs/cqrs';
import { type SharePage, type ShareQuery } from '@timber/contracts';

/** §7 /order/business, public: the orders a share link names. */
export class SharedOrdersQuery extends Query<SharePage> {
  constructor(readonly query: ShareQuery) {
    super();
  }
}
