import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type PageResult,
  type PermissionGroup,
  permissionGroupListQuerySchema,
  type SystemUser,
  systemUserListQuerySchema,
} from '@timber/contracts';
import { caller, requestContext, ZodPipe } from '@timber/nest-kit';
import { type z } from 'zod';
import { ListPermissionGroupsQuery } from './queries/list-permission-groups/list-permission-groups.query';
import { ListUsersQuery } from './queries/list-users/list-users.query';

/**
 * §2 Account management, tabs User and Role: §7 POST /sys/users and /sys/perm/list. Creating,
 * editing and deleting users and groups are a later issue.
 */
@Controller('sys')
export class AccountsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('users')
  @HttpCode(200)
  users(
    @Body(new ZodPipe(systemUserListQuerySchema)) body: z.infer<typeof systemUserListQuerySchema>,
  ): Promise<PageResult<SystemUser>> {
    return this.queries.execute(new ListUsersQuery(caller().tenantId, body, requestContext().tzOffsetHours));
  }

  @Post('perm/list')
  @HttpCode(200)
  permissionGroups(
    @Body(new ZodPipe(permissionGroupListQuerySchema)) body: z.infer<typeof permissionGroupListQuerySchema>,
  ): Promise<PageResult<PermissionGroup>> {
    return this.queries.execute(new ListPermissionGroupsQuery(caller().tenantId, body));
  }
}
