import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { CarDataModule } from './car-data/car-data.module';
import { type InventoryConfig } from './config';
import { CountOrdersModule } from './count-orders/count-orders.module';
import { CustomersModule } from './customers/customers.module';
import { DevicePicturesModule } from './device-pictures/device-pictures.module';
import { DeviceSheetsModule } from './device-sheets/device-sheets.module';
import { DiameterDetailModule } from './diameter-detail/diameter-detail.module';
import { DiameterRangesModule } from './diameter-ranges/diameter-ranges.module';
import { DiameterSheetsModule } from './diameter-sheets/diameter-sheets.module';
import { ExportsModule } from './exports/exports.module';
import { LocationsModule } from './locations/locations.module';
import { LookupsModule } from './lookups/lookups.module';
import { MonthlyInventoryModule } from './monthly-inventory/monthly-inventory.module';
import { SheetsModule } from './sheets/sheets.module';
import { StandardsModule } from './standards/standards.module';
import { StatisticsModule } from './statistics/statistics.module';
import { StockAgeAlarmsModule } from './stock-age-alarms/stock-age-alarms.module';
import { StockCountsModule } from './stock-counts/stock-counts.module';
import { StockModule } from './stock/stock.module';
import { WoodKindsModule } from './wood-kinds/wood-kinds.module';
import { WoodSpecsModule } from './wood-specs/wood-specs.module';

/**
 * Master data, stock and the stock-in and stock-out sheets: one module per context, each
 * declaring its own controllers (HTTP routes and event handlers), handlers and repositories. The
 * event handlers are served by the app's event microservice (main.ts).
 */
@Module({})
export class InventoryModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: InventoryModule,
      imports: [
        ...dataServiceImports('inventory', config),
        ExportsModule.forRoot({ maxRows: config.EXPORT_MAX_ROWS, chromiumPath: config.CHROMIUM_PATH }),
        CustomersModule,
        LocationsModule,
        LookupsModule,
        WoodKindsModule,
        WoodSpecsModule,
        DiameterRangesModule,
        StandardsModule,
        CountOrdersModule,
        StockModule,
        SheetsModule,
        CarDataModule,
        DiameterDetailModule.readingFrom([SheetsModule, StockModule, CarDataModule]),
        DeviceSheetsModule,
        StatisticsModule,
        StockCountsModule,
        MonthlyInventoryModule,
        DiameterSheetsModule,
        StockAgeAlarmsModule.forRoot({ scanMs: config.STOCK_AGE_SCAN_MS }),
        DevicePicturesModule,
      ],
    };
  }
}
