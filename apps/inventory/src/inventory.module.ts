import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { CarDataModule } from './car-data';
import { type InventoryConfig } from './config';
import { CountOrdersModule } from './count-orders';
import { CustomersModule } from './customers';
import { DevicePicturesModule } from './device-pictures';
import { DeviceSheetsModule } from './device-sheets';
import { DiameterDetailModule } from './diameter-detail';
import { DiameterRangesModule } from './diameter-ranges';
import { DiameterSheetsModule } from './diameter-sheets';
import { ExportsModule } from './exports';
import { LocationsModule } from './locations';
import { LookupsModule } from './lookups';
import { MonthlyInventoryModule } from './monthly-inventory';
import { SheetsModule } from './sheets';
import { StandardsModule } from './standards';
import { StatisticsModule } from './statistics';
import { StockModule } from './stock';
import { StockAgeAlarmsModule } from './stock-age-alarms';
import { StockCountsModule } from './stock-counts';
import { WoodKindsModule } from './wood-kinds';
import { WoodSpecsModule } from './wood-specs';

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
