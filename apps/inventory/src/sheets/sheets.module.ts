import { Module } from '@nestjs/common';
import { CountOrdersModule } from '../count-orders';
import { SheetDetailSource } from '../diameter-detail';
import { StandardsModule } from '../standards';
import { StockModule } from '../stock';
import { ChangeSheetHandler } from './commands/change-sheet/change-sheet.handler';
import { ConfirmSheetHandler } from './commands/confirm-sheet/confirm-sheet.handler';
import { StockPiecesMover } from './commands/confirm-sheet/stock-pieces-mover';
import { CreateSheetHandler } from './commands/create-sheet/create-sheet.handler';
import { DisableSheetHandler } from './commands/disable-sheet/disable-sheet.handler';
import { ImportSheetsHandler } from './commands/import-sheets/import-sheets.handler';
import { MergeSheetsHandler } from './commands/merge-sheets/merge-sheets.handler';
import { ModifyDiametersHandler } from './commands/modify-diameters/modify-diameters.handler';
import { AbnormalLogsHandler } from './queries/abnormal-logs/abnormal-logs.handler';
import { DiameterRowsHandler } from './queries/diameter-rows/diameter-rows.handler';
import { ExportDiametersHandler } from './queries/export-diameters/export-diameters.handler';
import { ExportFittedDiametersHandler } from './queries/export-fitted-diameters/export-fitted-diameters.handler';
import { ExportSheetsHandler } from './queries/export-sheets/export-sheets.handler';
import { ListSheetsHandler } from './queries/list-sheets/list-sheets.handler';
import { SheetPrintDataHandler } from './queries/sheet-print-data/sheet-print-data.handler';
import { SheetPrintPdfHandler } from './queries/sheet-print-pdf/sheet-print-pdf.handler';
import { SheetDetailRepository } from './sheet-detail.repository';
import { SheetLogRepository } from './sheet-log.repository';
import { SheetRepository } from './sheet.repository';
import { StockInController, StockOutController } from './sheets.controller';

/**
 * Stock-in and stock-out sheets: entry, import, merge, the diameter edit, confirmation (which
 * moves stock: sheets depend on stock, never the reverse), the lists and their workbooks, and
 * what the diameter data detail reads of a sheet.
 */
@Module({
  imports: [StandardsModule, StockModule, CountOrdersModule],
  controllers: [StockInController, StockOutController],
  providers: [
    SheetRepository,
    SheetLogRepository,
    { provide: SheetDetailSource, useClass: SheetDetailRepository },
    StockPiecesMover,
    CreateSheetHandler,
    ConfirmSheetHandler,
    DisableSheetHandler,
    ChangeSheetHandler,
    MergeSheetsHandler,
    ImportSheetsHandler,
    ModifyDiametersHandler,
    ListSheetsHandler,
    AbnormalLogsHandler,
    DiameterRowsHandler,
    SheetPrintDataHandler,
    SheetPrintPdfHandler,
    ExportSheetsHandler,
    ExportDiametersHandler,
    ExportFittedDiametersHandler,
  ],
  exports: [SheetDetailSource],
})
export class SheetsModule {}
