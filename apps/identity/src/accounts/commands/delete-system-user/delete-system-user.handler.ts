import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { recordAccountChange } from '../../account-events';
import { AccountsRepository } from '../../accounts.repository';
import { LiveSessions } from '../../live-sessions';
import { changeableUser } from '../changeable-user';
import { DeleteSystemUserCommand } from './delete-system-user.command';

/** Deletes a user (never oneself nor a super administrator) with their group memberships; their sessions end. */
@CommandHandler(DeleteSystemUserCommand)
export class DeleteSystemUserHandler implements ICommandHandler<DeleteSystemUserCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
    private readonly sessions: LiveSessions,
  ) {}

  async execute({ id }: DeleteSystemUserCommand): Promise<void> {
    const { tenantId } = caller();
    await withTenant(this.db, tenantId, async (trx) => {
      const user = changeableUser(await this.accounts.lockUser(trx, id), id);
      await this.accounts.deleteUser(trx, id);
      await recordAccountChange(
        trx,
        'identity.user.changed',
        { userId: id, username: user.username, change: 'deleted' },
        id,
      );
    });
    await this.sessions.end(id);
  }
}
