import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { type InventoryConfig } from './config';
import { DashboardSummaryHandler } from './statistics/queries/dashboard-summary/dashboard-summary.handler';
import { StatisticsController } from './statistics/statistics.controller';
import { CreateWoodKindHandler } from './wood-kinds/commands/create-wood-kind/create-wood-kind.handler';
import { DeleteWoodKindsHandler } from './wood-kinds/commands/delete-wood-kinds/delete-wood-kinds.handler';
import { UpdateWoodKindHandler } from './wood-kinds/commands/update-wood-kind/update-wood-kind.handler';
import { ListWoodKindsHandler } from './wood-kinds/queries/list-wood-kinds/list-wood-kinds.handler';
import { WoodKindRepository } from './wood-kinds/wood-kind.repository';
import { WoodKindsController } from './wood-kinds/wood-kinds.controller';

/** Master data, stock and the stock-in and stock-out sheets. */
@Module({})
export class InventoryModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: InventoryModule,
      imports: dataServiceImports('inventory', config),
      controllers: [WoodKindsController, StatisticsController],
      providers: [
        WoodKindRepository,
        CreateWoodKindHandler,
        UpdateWoodKindHandler,
        DeleteWoodKindsHandler,
        ListWoodKindsHandler,
        DashboardSummaryHandler,
      ],
    };
  }
}
