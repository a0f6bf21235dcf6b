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
import { ChangeSystemUserStatusCommand } from './change-system-user-status.command';

/** Enables or disables a user (never oneself nor a super administrator); a disabled user's sessions end. */
@CommandHandler(ChangeSystemUserStatusCommand)
export class ChangeSystemUserStatusHandler implements ICommandHandler<ChangeSystemUserStatusCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly accounts: AccountsRepository,
    private readonly sessions: LiveSessions,
  ) {}

  async execute({ id, status }: ChangeSystemUserStatusCommand): Promise<void> {
    const { tenantId } = caller();
    await withTenant(this.db, tenantId, async (trx) => {
      const user = changeableUser(await this.accounts.lockUser(trx, id), id);
      await this.accounts.setUserStatus(trx, id, status);
      await recordAccountChange(
        trx,
        'identity.user.changed',
        { userId: id, username: user.username, change: status === 1 ? 'enabled' : 'disabled' },
        id,
      );
    });
    if (status === 0) {
      await this.sessions.end(id);
    }
  }
}
