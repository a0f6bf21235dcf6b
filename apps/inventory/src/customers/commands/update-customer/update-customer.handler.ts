import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { referenceSaved } from '../../../shared/reference-events';
import { CustomerRepository } from '../../customer.repository';
import { UpdateCustomerCommand } from './update-customer.command';

/** Edits a customer; its number is locked. */
@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomerCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly customers: CustomerRepository,
  ) {}

  async execute({ input }: UpdateCustomerCommand): Promise<void> {
    await withTenant(this.db, caller().tenantId, async (trx) => {
      await this.customers.update(trx, input);
      await referenceSaved(trx, 'customer', input.id, input.customerName);
    });
  }
}
