import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { ChangeSystemUserStatusHandler } from './commands/change-system-user-status/change-system-user-status.handler';
import { CreateSystemUserHandler } from './commands/create-system-user/create-system-user.handler';
import { DeletePermissionGroupHandler } from './commands/delete-permission-group/delete-permission-group.handler';
import { DeleteSystemUserHandler } from './commands/delete-system-user/delete-system-user.handler';
import { SavePermissionGroupHandler } from './commands/save-permission-group/save-permission-group.handler';
import { UpdateSystemUserHandler } from './commands/update-system-user/update-system-user.handler';
import { LiveSessions } from './live-sessions';
import { ListPermissionGroupsHandler } from './queries/list-permission-groups/list-permission-groups.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';

/** System users and permission groups of a tenant; a changed user's live sessions end. */
@Module({
  imports: [AuthModule],
  controllers: [AccountsController],
  providers: [
    AccountsRepository,
    LiveSessions,
    ListUsersHandler,
    ListPermissionGroupsHandler,
    CreateSystemUserHandler,
    UpdateSystemUserHandler,
    ChangeSystemUserStatusHandler,
    DeleteSystemUserHandler,
    SavePermissionGroupHandler,
    DeletePermissionGroupHandler,
  ],
})
export class AccountsModule {}
