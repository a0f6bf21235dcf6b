import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@timber/contracts';
import { tenantHandler } from '../../../shared/tenant-handler';
import { BenchRepository } from '../../bench.repository';
import { DeleteBenchCommand } from './delete-bench.command';

/**
 * Deletes a bench (marked: its closed orders keep naming it) in one transaction, unless it has an
 * open or merged order (409002): those would be left on a machine nobody can pick.
 */
@CommandHandler(DeleteBenchCommand)
export class DeleteBenchHandler
  extends tenantHandler(BenchRepository, async (benches, trx, { id }: DeleteBenchCommand) => {
    await benches.findLive(trx, id);
    if (await benches.hasOpenOrders(trx, id)) {
      throw new DomainError('COMMON.IN_USE');
    }
    await benches.markDeleted(trx, id);
  })
  implements ICommandHandler<DeleteBenchCommand> {}
