import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type TableColumnsSave } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type IdentityDb } from '../../../identity-db';
import { PreferencesRepository } from '../../preferences.repository';
import { SaveTableColumnsCommand } from './save-table-columns.command';

/**
 * Keeps the columns the caller hides in one list: always the caller's own row (the user comes from
 * the session, never from the body), within the caller's tenant. The operation log's entry is the
 * route's own (nest-kit's operation record, in this transaction).
 */
@CommandHandler(SaveTableColumnsCommand)
export class SaveTableColumnsHandler implements ICommandHandler<SaveTableColumnsCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<IdentityDb>,
    private readonly repository: PreferencesRepository,
  ) {}

  async execute({ choice }: SaveTableColumnsCommand): Promise<TableColumnsSave> {
    const { tenantId, userId } = caller();
    await withTenant(this.db, tenantId, (trx) => this.repository.saveColumns(trx, tenantId, userId, choice));
    return choice;
  }
}
