import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { referencesDeleted } from '../../../shared/reference-events';
import { tenantHandler } from '../../../shared/tenant-handler';
import { WoodKindRepository } from '../../wood-kind.repository';
import { DeleteWoodKindsCommand } from './delete-wood-kinds.command';

/** Deletes the selected wood kinds, all or none. */
@CommandHandler(DeleteWoodKindsCommand)
export class DeleteWoodKindsHandler
  extends tenantHandler(WoodKindRepository, async (woodKinds, trx, { ids }: DeleteWoodKindsCommand) => {
    await woodKinds.deleteAll(trx, ids);
    await referencesDeleted(trx, 'woodKind', ids);
  })
  implements ICommandHandler<DeleteWoodKindsCommand> {}
