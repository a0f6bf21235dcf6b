import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { referencesDeleted } from '../../../shared/reference-events';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CustomerRepository } from '../../customer.repository';
import { DeleteCustomersCommand } from './delete-customers.command';

/** Deletes the selected customers, all or none. */
@CommandHandler(DeleteCustomersCommand)
export class DeleteCustomersHandler
  extends tenantHandler(CustomerRepository, async (customers, trx, { ids }: DeleteCustomersCommand) => {
    await customers.deleteAll(trx, ids);
    await referencesDeleted(trx, 'customer', ids);
  })
  implements ICommandHandler<DeleteCustomersCommand> {}
