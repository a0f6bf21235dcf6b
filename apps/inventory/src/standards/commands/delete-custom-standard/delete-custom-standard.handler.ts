import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CustomStandardRepository } from '../../custom-standard.repository';
import { DeleteCustomStandardCommand } from './delete-custom-standard.command';

@CommandHandler(DeleteCustomStandardCommand)
export class DeleteCustomStandardHandler
  extends tenantHandler(CustomStandardRepository, (standards, trx, { id }: DeleteCustomStandardCommand) =>
    standards.delete(trx, id),
  )
  implements ICommandHandler<DeleteCustomStandardCommand> {}
