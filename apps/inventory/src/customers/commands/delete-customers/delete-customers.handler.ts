import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { referencesDeleted } from '../../../shared/reference-events';
import { CustomerRepository } from '../../customer.repository';
import { DeleteCustomersCommand } from './delete-customers.command';

/** Deletes the selected customers, all or none. */
@CommandHandler(DeleteCustomersCommand)
export class DeleteCustomersHandler implements ICommandHandler<DeleteCustomersCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly customers: CustomerRepository,
  ) {}

  async execute({ ids }: DeleteCustomersCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      await this.customers.deleteAll(trx, ids);
      await referencesDeleted(trx, 'customer', ids);
    });
  }
}
