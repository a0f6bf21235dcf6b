import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { recordAccountChange } from '../../account-events';
import { AccountsRepository } from '../../accounts.repository';
import { DeletePermissionGroupCommand } from './delete-permission-group.command';

/** Deletes a group no user belongs to (locked first, so no user is given it meanwhile). */
@CommandHandler(DeletePermissionGroupCommand)
export class DeletePermissionGroupHandler implements ICommandHandler<DeletePermissionGroupCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
  ) {}

  async execute({ id }: DeletePermissionGroupCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      const group = await this.accounts.lockGroup(trx, id);
      if (group.members > 0) {
        throw new DomainError('PERMISSION_GROUP.IN_USE', { count: group.members });
      }
      await this.accounts.deleteGroup(trx, id);
      await recordAccountChange(
        trx,
        'identity.permission-group.changed',
        { groupId: id, permName: group.permName, change: 'deleted', keys: [] },
        id,
      );
    });
  }
}
