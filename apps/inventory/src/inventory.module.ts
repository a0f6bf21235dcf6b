import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { type InventoryConfig } from './config';
import { CountOrderCopiesRepository } from './count-orders/count-order-copies.repository';
import { CountOrderStatusChangedConsumer } from './count-orders/events/count-order-status-changed.consumer';
import { CreateCustomerHandler } from './customers/commands/create-customer/create-customer.handler';
import { DeleteCustomersHandler } from './customers/commands/delete-customers/delete-customers.handler';
import { UpdateCustomerHandler } from './customers/commands/update-customer/update-customer.handler';
import { CustomerRepository } from './customers/customer.repository';
import { CustomersController } from './customers/customers.controller';
import { ListCustomersHandler } from './customers/queries/list-customers/list-customers.handler';
import { CreateDiameterRangeHandler } from './diameter-ranges/commands/create-diameter-range/create-diameter-range.handler';
import { DeleteAllDiameterRangesHandler } from './diameter-ranges/commands/delete-all-diameter-ranges/delete-all-diameter-ranges.handler';
import { DeleteDiameterRangesHandler } from './diameter-ranges/commands/delete-diameter-ranges/delete-diameter-ranges.handler';
import { UpdateDiameterRangeHandler } from './diameter-ranges/commands/update-diameter-range/update-diameter-range.handler';
import { DiameterRangeRepository } from './diameter-ranges/diameter-range.repository';
import { DiameterRangesController } from './diameter-ranges/diameter-ranges.controller';
import { ListDiameterRangesHandler } from './diameter-ranges/queries/list-diameter-ranges/list-diameter-ranges.handler';
import { EXPORT_LIMIT } from './exports/export-limit';
import { DeviceSheetRepository } from './ingest/device-sheet.repository';
import { MeasurementReceivedConsumer } from './ingest/events/measurement-received.consumer';
import { CreateLocationHandler } from './locations/commands/create-location/create-location.handler';
import { DeleteLocationsHandler } from './locations/commands/delete-locations/delete-locations.handler';
import { UpdateLocationHandler } from './locations/commands/update-location/update-location.handler';
import { LocationRepository } from './locations/location.repository';
import { LocationsController } from './locations/locations.controller';
import { ListLocationsHandler } from './locations/queries/list-locations/list-locations.handler';
import { ChangeSheetHandler } from './sheets/commands/change-sheet/change-sheet.handler';
import { ConfirmSheetHandler } from './sheets/commands/confirm-sheet/confirm-sheet.handler';
import { StockPiecesMover } from './sheets/commands/confirm-sheet/stock-pieces-mover';
import { CreateSheetHandler } from './sheets/commands/create-sheet/create-sheet.handler';
import { DisableSheetHandler } from './sheets/commands/disable-sheet/disable-sheet.handler';
import { ImportSheetsHandler } from './sheets/commands/import-sheets/import-sheets.handler';
import { MergeSheetsHandler } from './sheets/commands/merge-sheets/merge-sheets.handler';
import { ModifyDiametersHandler } from './sheets/commands/modify-diameters/modify-diameters.handler';
import { AbnormalLogsHandler } from './sheets/queries/abnormal-logs/abnormal-logs.handler';
import { DetailWorkbookHandler } from './sheets/queries/detail-workbook/detail-workbook.handler';
import { DiameterCategoryHandler } from './sheets/queries/diameter-category/diameter-category.handler';
import { DiameterRowsHandler } from './sheets/queries/diameter-rows/diameter-rows.handler';
import { ExportDiametersHandler } from './sheets/queries/export-diameters/export-diameters.handler';
import { ExportFittedDiametersHandler } from './sheets/queries/export-fitted-diameters/export-fitted-diameters.handler';
import { ExportSheetsHandler } from './sheets/queries/export-sheets/export-sheets.handler';
import { ListSheetsHandler } from './sheets/queries/list-sheets/list-sheets.handler';
import { DetailImagesHandler } from './sheets/queries/sheet-images/detail-images.handler';
import { SheetPrintDataHandler } from './sheets/queries/sheet-print-data/sheet-print-data.handler';
import { SheetPrintRepository } from './sheets/queries/sheet-print-data/sheet-print.repository';
import { DetailSources } from './sheets/queries/wood-pieces/detail-source';
import { SheetDetailRepository } from './sheets/queries/wood-pieces/sheet-detail.repository';
import { WoodPiecesHandler } from './sheets/queries/wood-pieces/wood-pieces.handler';
import { SheetLogRepository } from './sheets/sheet-log.repository';
import { SheetRepository } from './sheets/sheet.repository';
import { StockInController, StockInPrintController, StockOutController } from './sheets/sheets.controller';
import { CreateCustomStandardHandler } from './standards/commands/create-custom-standard/create-custom-standard.handler';
import { DeleteCustomStandardHandler } from './standards/commands/delete-custom-standard/delete-custom-standard.handler';
import { UpdateCustomStandardHandler } from './standards/commands/update-custom-standard/update-custom-standard.handler';
import { CustomStandardRepository } from './standards/custom-standard.repository';
import { ListCustomStandardsHandler } from './standards/queries/list-custom-standards/list-custom-standards.handler';
import { MeasureLogHandler } from './standards/queries/measure-log/measure-log.handler';
import { StandardResolver } from './standards/standard-resolver';
import { StandardsController } from './standards/standards.controller';
import { DashboardSummaryHandler } from './statistics/queries/dashboard-summary/dashboard-summary.handler';
import { StatisticsController } from './statistics/statistics.controller';
import { TransferStockHandler } from './stock/commands/transfer-stock/transfer-stock.handler';
import { ExportStockHandler } from './stock/queries/export-stock/export-stock.handler';
import { ListOutOfStockHandler } from './stock/queries/list-out-of-stock/list-out-of-stock.handler';
import { ListStockHandler } from './stock/queries/list-stock/list-stock.handler';
import { StockByKindHandler } from './stock/queries/stock-by-kind/stock-by-kind.handler';
import { StockDiameterCategoryHandler } from './stock/queries/stock-diameter-category/stock-diameter-category.handler';
import { StockPieceRepository } from './stock/stock-piece.repository';
import { StockController } from './stock/stock.controller';
import { StockRepository } from './stock/stock.repository';
import { CreateWoodKindHandler } from './wood-kinds/commands/create-wood-kind/create-wood-kind.handler';
import { DeleteWoodKindsHandler } from './wood-kinds/commands/delete-wood-kinds/delete-wood-kinds.handler';
import { UpdateWoodKindHandler } from './wood-kinds/commands/update-wood-kind/update-wood-kind.handler';
import { ListWoodKindsHandler } from './wood-kinds/queries/list-wood-kinds/list-wood-kinds.handler';
import { WoodKindRepository } from './wood-kinds/wood-kind.repository';
import { WoodKindsController } from './wood-kinds/wood-kinds.controller';
import { CreateWoodSpecHandler } from './wood-specs/commands/create-wood-spec/create-wood-spec.handler';
import { DeleteWoodSpecsHandler } from './wood-specs/commands/delete-wood-specs/delete-wood-specs.handler';
import { ToggleWoodSpecHotHandler } from './wood-specs/commands/toggle-wood-spec-hot/toggle-wood-spec-hot.handler';
import { UpdateWoodSpecHandler } from './wood-specs/commands/update-wood-spec/update-wood-spec.handler';
import { ListWoodSpecsHandler } from './wood-specs/queries/list-wood-specs/list-wood-specs.handler';
import { WoodSpecRepository } from './wood-specs/wood-spec.repository';
import { WoodSpecsController } from './wood-specs/wood-specs.controller';

/** Master data, stock and the stock-in and stock-out sheets. */
@Module({})
export class InventoryModule {
  static forRoot(config: InventoryConfig): DynamicModule {
    return {
      module: InventoryModule,
      imports: dataServiceImports('inventory', config),
      controllers: [
        WoodKindsController,
        StockInController,
        StockInPrintController,
        StockOutController,
        StockController,
        StandardsController,
        CustomersController,
        LocationsController,
        WoodSpecsController,
        DiameterRangesController,
        StatisticsController,
        // events: device sheets from ingest, count orders from counting
        MeasurementReceivedConsumer,
        CountOrderStatusChangedConsumer,
      ],
      providers: [
        SheetRepository,
        StockRepository,
        StandardResolver,
        CreateSheetHandler,
        ConfirmSheetHandler,
        DisableSheetHandler,
        ChangeSheetHandler,
        MergeSheetsHandler,
        ImportSheetsHandler,
        DiameterCategoryHandler,
        SheetPrintRepository,
        SheetPrintDataHandler,
        // diameter edit and abnormal wood
        SheetLogRepository,
        AbnormalLogsHandler,
        DiameterRowsHandler,
        ModifyDiametersHandler,
        ListSheetsHandler,
        ExportSheetsHandler,
        // list workbooks and the simple stock view
        { provide: EXPORT_LIMIT, useValue: config.EXPORT_MAX_ROWS },
        ExportDiametersHandler,
        ExportFittedDiametersHandler,
        ExportStockHandler,
        StockByKindHandler,
        ListStockHandler,
        ListOutOfStockHandler,
        TransferStockHandler,
        // diameter data detail and stock pieces
        StockPieceRepository,
        StockPiecesMover,
        SheetDetailRepository,
        DetailSources,
        WoodPiecesHandler,
        DetailImagesHandler,
        DetailWorkbookHandler,
        StockDiameterCategoryHandler,
        CustomStandardRepository,
        CreateCustomStandardHandler,
        UpdateCustomStandardHandler,
        DeleteCustomStandardHandler,
        ListCustomStandardsHandler,
        MeasureLogHandler,
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
        WoodSpecRepository,
        CreateWoodSpecHandler,
        UpdateWoodSpecHandler,
        ToggleWoodSpecHotHandler,
        DeleteWoodSpecsHandler,
        ListWoodSpecsHandler,
        DiameterRangeRepository,
        CreateDiameterRangeHandler,
        UpdateDiameterRangeHandler,
        DeleteDiameterRangesHandler,
        DeleteAllDiameterRangesHandler,
        ListDiameterRangesHandler,
        DashboardSummaryHandler,
        // device sheets from ingest
        DeviceSheetRepository,
        CountOrderCopiesRepository,
      ],
    };
  }
}
