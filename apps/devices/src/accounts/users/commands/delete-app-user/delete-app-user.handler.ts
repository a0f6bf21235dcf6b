import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type AccountsDb } from '../../../accounts-db';
import { AccountRepository } from '../../account.repository';
import { DeleteAppUserCommand } from './delete-app-user.command';

/** §7 /appcus/delete/{id}: one app user per call (the screen calls it for each selected row). */
@CommandHandler(DeleteAppUserCommand)
export class DeleteAppUserHandler implements ICommandHandler<DeleteAppUserCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<AccountsDb>,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ id }: DeleteAppUserCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, (trx) => this.accounts.delete(trx, 'app', id));
  }
}
