import { Module } from '@nestjs/common';
import { CreateWoodKindHandler } from './commands/create-wood-kind/create-wood-kind.handler';
import { DeleteWoodKindsHandler } from './commands/delete-wood-kinds/delete-wood-kinds.handler';
import { UpdateWoodKindHandler } from './commands/update-wood-kind/update-wood-kind.handler';
import { ListWoodKindsHandler } from './queries/list-wood-kinds/list-wood-kinds.handler';
import { WoodKindRepository } from './wood-kind.repository';
import { WoodKindsController } from './wood-kinds.controller';

/** §7 Master data: wood kinds. */
@Module({
  controllers: [WoodKindsController],
  providers: [
    WoodKindRepository,
    CreateWoodKindHandler,
    DeleteWoodKindsHandler,
    UpdateWoodKindHandler,
    ListWoodKindsHandler,
  ],
})
export class WoodKindsModule {}
