import { Query } from '@nestjs/cqrs';
import { type PageResult, type ShareLink } from '@timber/contracts';

/** (chosen) /order/share/list: the tenant's share links. */
export class ListShareLinksQuery extends Query<PageResult<ShareLink>> {
  constructor(readonly paging: { page: number; pageSize: number }) {
    super();
  }
}
