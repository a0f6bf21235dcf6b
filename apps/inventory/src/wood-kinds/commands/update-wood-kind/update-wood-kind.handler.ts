import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { referenceSaved } from '../../../shared/reference-events';
import { tenantHandler } from '../../../shared/tenant-handler';
import { WoodKindRepository } from '../../wood-kind.repository';
import { UpdateWoodKindCommand } from './update-wood-kind.command';

@CommandHandler(UpdateWoodKindCommand)
export class UpdateWoodKindHandler
  extends tenantHandler(WoodKindRepository, async (woodKinds, trx, { input }: UpdateWoodKindCommand) => {
    await woodKinds.update(trx, { id: input.id, name: input.woodKindName, remark: input.remark });
    await referenceSaved(trx, 'woodKind', input.id, input.woodKindName);
  })
  implements ICommandHandler<UpdateWoodKindCommand> {}
