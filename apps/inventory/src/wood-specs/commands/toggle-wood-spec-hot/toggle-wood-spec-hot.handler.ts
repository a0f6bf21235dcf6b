import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { ToggleWoodSpecHotCommand } from './toggle-wood-spec-hot.command';

/** The hot switch: the server flips it and answers the value it now has. */
@CommandHandler(ToggleWoodSpecHotCommand)
export class ToggleWoodSpecHotHandler
  extends tenantHandler(WoodSpecRepository, (woodSpecs, trx, { id }: ToggleWoodSpecHotCommand) =>
    woodSpecs.toggleHot(trx, id),
  )
  implements ICommandHandler<ToggleWoodSpecHotCommand> {}
