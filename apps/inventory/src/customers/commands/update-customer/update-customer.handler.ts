import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { referenceSaved } from '../../../shared/reference-events';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CustomerRepository } from '../../customer.repository';
import { UpdateCustomerCommand } from './update-customer.command';

/** Edits a customer; its number is locked. */
@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler
  extends tenantHandler(CustomerRepository, async (customers, trx, { input }: UpdateCustomerCommand) => {
    await customers.update(trx, input);
    await referenceSaved(trx, 'customer', input.id, input.customerName);
  })
  implements ICommandHandler<UpdateCustomerCommand> {}
