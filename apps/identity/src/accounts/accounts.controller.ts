import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type PageResult, type PermissionGroup, ROUTES, type SystemUser } from '@timber/contracts';
import { type BodyOf, caller, requestContext, RouteBody } from '@timber/nest-kit';
import { Route } from '../route';

import { ListPermissionGroupsQuery } from './queries/list-permission-groups/list-permission-groups.query';
import { ListUsersQuery } from './queries/list-users/list-users.query';

/**
 * §2 Account management, tabs User and Role: §7 POST /sys/users and /sys/perm/list. Creating,
 * editing and deleting users and groups are a later issue.
 */
@Controller()
export class AccountsController {
  constructor(private readonly queries: QueryBus) {}

  @Route(ROUTES.systemUserList)
  users(@RouteBody() body: BodyOf<typeof ROUTES.systemUserList>): Promise<PageResult<SystemUser>> {
    return this.queries.execute(new ListUsersQuery(caller().tenantId, body, requestContext().tzOffsetHours));
  }

  @Route(ROUTES.permissionGroupList)
  permissionGroups(
    @RouteBody() body: BodyOf<typeof ROUTES.permissionGroupList>,
  ): Promise<PageResult<PermissionGroup>> {
    return this.queries.execute(new ListPermissionGroupsQuery(caller().tenantId, body));
  }
}
