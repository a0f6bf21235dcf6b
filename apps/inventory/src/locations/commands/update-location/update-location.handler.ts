import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { referenceSaved } from '../../../shared/reference-events';
import { tenantHandler } from '../../../shared/tenant-handler';
import { LocationRepository } from '../../location.repository';
import { UpdateLocationCommand } from './update-location.command';

@CommandHandler(UpdateLocationCommand)
export class UpdateLocationHandler
  extends tenantHandler(LocationRepository, async (locations, trx, { input }: UpdateLocationCommand) => {
    await locations.update(trx, input);
    await referenceSaved(trx, 'location', input.id, input.locationName);
  })
  implements ICommandHandler<UpdateLocationCommand> {}
