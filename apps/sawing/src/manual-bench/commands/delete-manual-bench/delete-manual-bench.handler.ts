import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { ManualBenchRepository } from '../../manual-bench.repository';
import { DeleteManualBenchCommand } from './delete-manual-bench.command';

@CommandHandler(DeleteManualBenchCommand)
export class DeleteManualBenchHandler
  extends tenantHandler(ManualBenchRepository, (records, trx, { id }: DeleteManualBenchCommand) =>
    records.delete(trx, id),
  )
  implements ICommandHandler<DeleteManualBenchCommand> {}
