import { Module } from '@nestjs/common';
import { CreateWoodSpecHandler } from './commands/create-wood-spec/create-wood-spec.handler';
import { DeleteWoodSpecsHandler } from './commands/delete-wood-specs/delete-wood-specs.handler';
import { ToggleWoodSpecHotHandler } from './commands/toggle-wood-spec-hot/toggle-wood-spec-hot.handler';
import { UpdateWoodSpecHandler } from './commands/update-wood-spec/update-wood-spec.handler';
import { ListWoodSpecsHandler } from './queries/list-wood-specs/list-wood-specs.handler';
import { WoodSpecRepository } from './wood-spec.repository';
import { WoodSpecsController } from './wood-specs.controller';

/** §7 Master data: wood specifications. */
@Module({
  controllers: [WoodSpecsController],
  providers: [
    WoodSpecRepository,
    CreateWoodSpecHandler,
    DeleteWoodSpecsHandler,
    ToggleWoodSpecHotHandler,
    UpdateWoodSpecHandler,
    ListWoodSpecsHandler,
  ],
})
export class WoodSpecsModule {}
