import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '@timber/auth';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type IdentityDb } from '../../../identity-db';
import { recordAccountChange } from '../../account-events';
import { AccountsRepository } from '../../accounts.repository';
import { assertMayChangeUserAccess } from '../../grant-rules';
import { CreateSystemUserCommand } from './create-system-user.command';

/**
 * Adds a user, enabled, in the given groups (all the tenant's, granting only keys the editor holds),
 * and `identity.user.changed`, in one transaction.
 */
@CommandHandler(CreateSystemUserCommand)
export class CreateSystemUserHandler implements ICommandHandler<CreateSystemUserCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ input }: CreateSystemUserCommand): Promise<{ id: string }> {
    const { tenantId, userId } = caller();
    const id = randomUUID();
    const passwordHash = await hashPassword(input.password);
    await withTenant(this.db, tenantId, async (trx) => {
      assertMayChangeUserAccess(await this.accounts.editor(trx, userId), {
        userId: id,
        type: { before: input.type, after: input.type },
        groupIds: { before: [], after: input.roleIds },
        addedGroupPaths: await this.accounts.groupsPaths(trx, input.roleIds),
      });
      await this.accounts.insertUser(trx, { id, tenantId, ...input, passwordHash });
      await this.accounts.setUserGroups(trx, tenantId, id, input.roleIds);
      await recordAccountChange(
        trx,
        'identity.user.changed',
        { userId: id, username: input.username, change: 'created' },
        id,
      );
    });
    return { id };
  }
}
