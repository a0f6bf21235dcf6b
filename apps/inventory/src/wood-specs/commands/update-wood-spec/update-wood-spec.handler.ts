import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { UpdateWoodSpecCommand } from './update-wood-spec.command';

@CommandHandler(UpdateWoodSpecCommand)
export class UpdateWoodSpecHandler
  extends tenantHandler(WoodSpecRepository, (woodSpecs, trx, { input }: UpdateWoodSpecCommand) =>
    woodSpecs.update(trx, input),
  )
  implements ICommandHandler<UpdateWoodSpecCommand> {}
