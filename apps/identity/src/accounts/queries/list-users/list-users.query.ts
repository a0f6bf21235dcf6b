import { Query } from '@nestjs/cqrs';
import { type PageResult, type SystemUser, type SystemUserListQuery } from '@timber/contracts';

/** §7 POST /sys/users: the tenant's administrator users, paged. */
export class ListUsersQuery extends Query<PageResult<SystemUser>> {
  constructor(
    readonly tenantId: string,
    readonly filter: SystemUserListQuery,
    readonly tzOffsetHours: number,
  ) {
    super();
  }
}
