import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@timber/auth';
import { DomainError, USER_TYPE } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { recordAccountChange } from '../../account-events';
import { AccountsRepository } from '../../accounts.repository';
import { assertMayChangeUserAccess } from '../../grant-rules';
import { LiveSessions } from '../../live-sessions';
import { UpdateSystemUserCommand } from './update-system-user.command';

/**
 * Edits a user of the tenant (a super administrator is not edited here, §6); once committed, the
 * user's live sessions take the new groups' keys, or end when the password changed. No one changes
 * their own groups or type, and groups are given only when the editor holds their keys
 * (grant-rules; a super administrator is exempt).
 */
@CommandHandler(UpdateSystemUserCommand)
export class UpdateSystemUserHandler implements ICommandHandler<UpdateSystemUserCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
    private readonly sessions: LiveSessions,
  ) {}

  async execute({ input }: UpdateSystemUserCommand): Promise<void> {
    const { tenantId, userId } = caller();
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await withTenant(this.db, tenantId, async (trx) => {
      const user = await this.accounts.lockUser(trx, input.id);
      if (user.type === USER_TYPE.SUPER_ADMIN) {
        throw new DomainError('SYSTEM_USER.SUPER_ADMIN');
      }
      const before = await this.accounts.userGroupIds(trx, input.id);
      assertMayChangeUserAccess(await this.accounts.editor(trx, userId), {
        userId: input.id,
        type: { before: user.type, after: input.type },
        groupIds: { before, after: input.roleIds },
        addedGroupPaths: await this.accounts.groupsPaths(
          trx,
          input.roleIds.filter((id) => !before.includes(id)),
        ),
      });
      await this.accounts.updateUser(trx, { ...input, tenantId, passwordHash });
      await this.accounts.setUserGroups(trx, tenantId, input.id, input.roleIds);
      await recordAccountChange(
        trx,
        'identity.user.changed',
        { userId: input.id, username: input.username, change: 'updated' },
        input.id,
      );
    });
    if (passwordHash) {
      await this.sessions.end(input.id);
    } else {
      await this.sessions.refresh(tenantId, [input.id]);
    }
  }
}
