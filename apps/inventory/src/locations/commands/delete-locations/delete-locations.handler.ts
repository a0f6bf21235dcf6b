import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { referencesDeleted } from '../../../shared/reference-events';
import { tenantHandler } from '../../../shared/tenant-handler';
import { LocationRepository } from '../../location.repository';
import { DeleteLocationsCommand } from './delete-locations.command';

/** Deletes the selected warehouse locations, all or none. */
@CommandHandler(DeleteLocationsCommand)
export class DeleteLocationsHandler
  extends tenantHandler(LocationRepository, async (locations, trx, { ids }: DeleteLocationsCommand) => {
    await locations.deleteAll(trx, ids);
    await referencesDeleted(trx, 'location', ids);
  })
  implements ICommandHandler<DeleteLocationsCommand> {}
