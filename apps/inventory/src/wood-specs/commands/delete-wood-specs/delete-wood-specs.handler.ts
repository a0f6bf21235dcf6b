import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { DeleteWoodSpecsCommand } from './delete-wood-specs.command';

/** Deletes the selected wood specifications, all or none. */
@CommandHandler(DeleteWoodSpecsCommand)
export class DeleteWoodSpecsHandler
  extends tenantHandler(WoodSpecRepository, (woodSpecs, trx, { ids }: DeleteWoodSpecsCommand) =>
    woodSpecs.deleteAll(trx, ids),
  )
  implements ICommandHandler<DeleteWoodSpecsCommand> {}
