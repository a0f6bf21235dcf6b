import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { DiameterRangeRepository } from '../../diameter-range.repository';
import { DeleteDiameterRangesCommand } from './delete-diameter-ranges.command';

/** Deletes the selected diameter ranges, all or none. */
@CommandHandler(DeleteDiameterRangesCommand)
export class DeleteDiameterRangesHandler
  extends tenantHandler(DiameterRangeRepository, (ranges, trx, { ids }: DeleteDiameterRangesCommand) =>
    ranges.deleteSome(trx, ids),
  )
  implements ICommandHandler<DeleteDiameterRangesCommand> {}
