import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type PageResult, type PermissionGroup, ROUTES, type SystemUser } from '@timber/contracts';
import { type BodyOf, caller, type ParamsOf, requestContext, RouteBody, RouteParams } from '@timber/nest-kit';
import { Route } from '../route';

import { ChangeSystemUserStatusCommand } from './commands/change-system-user-status/change-system-user-status.command';
import { CreateSystemUserCommand } from './commands/create-system-user/create-system-user.command';
import { DeletePermissionGroupCommand } from './commands/delete-permission-group/delete-permission-group.command';
import { DeleteSystemUserCommand } from './commands/delete-system-user/delete-system-user.command';
import { SavePermissionGroupCommand } from './commands/save-permission-group/save-permission-group.command';
import { UpdateSystemUserCommand } from './commands/update-system-user/update-system-user.command';
import { ListPermissionGroupsQuery } from './queries/list-permission-groups/list-permission-groups.query';
import { ListUsersQuery } from './queries/list-users/list-users.query';

/**
 * §2 Account management, tabs User and Role: §7 /sys/users, /sys/user (add, edit, delete),
 * (chosen) /sys/user/status, /sys/perm/list, /sys/perm/save, /sys/perm/delete/{id}.
 */
@Controller()
export class AccountsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Route(ROUTES.systemUserList)
  users(@RouteBody() body: BodyOf<typeof ROUTES.systemUserList>): Promise<PageResult<SystemUser>> {
    return this.queries.execute(new ListUsersQuery(caller().tenantId, body, requestContext().tzOffsetHours));
  }

  @Route(ROUTES.systemUserCreate)
  createUser(@RouteBody() body: BodyOf<typeof ROUTES.systemUserCreate>): Promise<{ id: string }> {
    return this.commands.execute(new CreateSystemUserCommand(body));
  }

  @Route(ROUTES.systemUserUpdate)
  updateUser(@RouteBody() body: BodyOf<typeof ROUTES.systemUserUpdate>): Promise<void> {
    return this.commands.execute(new UpdateSystemUserCommand(body));
  }

  @Route(ROUTES.systemUserStatus)
  changeUserStatus(@RouteBody() body: BodyOf<typeof ROUTES.systemUserStatus>): Promise<void> {
    return this.commands.execute(new ChangeSystemUserStatusCommand(body.id, body.status));
  }

  @Route(ROUTES.systemUserDelete)
  deleteUser(@RouteParams() params: ParamsOf<typeof ROUTES.systemUserDelete>): Promise<void> {
    return this.commands.execute(new DeleteSystemUserCommand(params.id));
  }

  @Route(ROUTES.permissionGroupList)
  permissionGroups(
    @RouteBody() body: BodyOf<typeof ROUTES.permissionGroupList>,
  ): Promise<PageResult<PermissionGroup>> {
    return this.queries.execute(new ListPermissionGroupsQuery(caller().tenantId, body));
  }

  @Route(ROUTES.permissionGroupSave)
  saveGroup(@RouteBody() body: BodyOf<typeof ROUTES.permissionGroupSave>): Promise<{ id: string }> {
    return this.commands.execute(new SavePermissionGroupCommand(body));
  }

  @Route(ROUTES.permissionGroupDelete)
  deleteGroup(@RouteParams() params: ParamsOf<typeof ROUTES.permissionGroupDelete>): Promise<void> {
    return this.commands.execute(new DeletePermissionGroupCommand(params.id));
  }
}
