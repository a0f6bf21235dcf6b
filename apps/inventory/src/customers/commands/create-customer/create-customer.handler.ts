import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CustomerCreated } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../../../inventory-db';
import { referenceSaved } from '../../../shared/reference-events';
import { CustomerRepository } from '../../customer.repository';
import { CreateCustomerCommand } from './create-customer.command';

/** Adds a customer under the tenant's next customer number, in one transaction. */
@CommandHandler(CreateCustomerCommand)
export class CreateCustomerHandler implements ICommandHandler<CreateCustomerCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly customers: CustomerRepository,
  ) {}

  async execute({ input }: CreateCustomerCommand): Promise<CustomerCreated> {
    const { tenantId, userId } = caller();
    const id = randomUUID();
    const customerNo = await withTenant(this.db, tenantId, async (trx) => {
      const number = await this.customers.nextNumber(trx, tenantId);
      await this.customers.insert(trx, { ...input, id, tenantId, customerNo: number, createdBy: userId });
      await referenceSaved(trx, 'customer', id, input.customerName);
      return number;
    });
    return { id, customerNo };
  }
}
