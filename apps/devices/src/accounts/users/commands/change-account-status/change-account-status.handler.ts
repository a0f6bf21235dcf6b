import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { ChangeAccountStatusCommand } from './change-account-status.command';

/** §4 Others: enables (1) or disables (0) a device user or an app user; setting it twice is harmless. */
@CommandHandler(ChangeAccountStatusCommand)
export class ChangeAccountStatusHandler implements ICommandHandler<ChangeAccountStatusCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ kind, id, status }: ChangeAccountStatusCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.accounts.setStatus(trx, kind, id, status));
  }
}
