import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { DeleteAccountCommand } from './delete-account.command';

/**
 * §7 /appcus/delete/{id} and /operator/del/{id}: one app user or device user per call (the screen
 * calls it for each selected row).
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ kind, id }: DeleteAccountCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.accounts.delete(trx, kind, id));
  }
}
