import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { type InventoryConfig } from './config';
import { CreateCustomerHandler } from './customers/commands/create-customer/create-customer.handler';
import { DeleteCustomersHandler } from './customers/commands/delete-customers/delete-customers.handler';
import { UpdateCustomerHandler } from './customers/commands/update-customer/update-customer.handler';
import { CustomerRepository } from './customers/customer.repository';
import { CustomersController } from './customers/customers.controller';
import { ListCustomersHandler } from './customers/queries/list-customers/list-customers.handler';
import { CreateLocationHandler } from './locations/commands/create-location/create-location.handler';
import { DeleteLocationsHandler } from './locations/commands/delete-locations/delete-locations.handler';
import { UpdateLocationHandler } from './locations/commands/update-location/update-location.handler';
import { LocationRepository } from './locations/location.repository';
import { LocationsController } from './locations/locations.controller';
import { ListLocationsHandler } from './locations/queries/list-locations/list-locations.handler';
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
      controllers: [WoodKindsController, CustomersController, LocationsController, StatisticsController],
      providers: [
        WoodKindRepository,
        CreateWoodKindHandler,
        UpdateWoodKindHandler,
        DeleteWoodKindsHandler,
        ListWoodKindsHandler,
        CustomerRepository,
        CreateCustomerHandler,
        UpdateCustomerHandler,
        DeleteCustomersHandler,
        ListCustomersHandler,
        LocationRepository,
        CreateLocationHandler,
        UpdateLocationHandler,
        DeleteLocationsHandler,
        ListLocationsHandler,
        DashboardSummaryHandler,
      ],
    };
  }
}
