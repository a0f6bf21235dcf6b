import { Query } from '@nestjs/cqrs';
import { type PageResult, type Paging, type PermissionGroup } from '@timber/contracts';

/** §7 POST /sys/perm/list: the tenant's permission groups, paged. */
export class ListPermissionGroupsQuery extends Query<PageResult<PermissionGroup>> {
  constructor(
    readonly tenantId: string,
    readonly paging: Paging,
  ) {
    super();
  }
}
