import { Module } from '@nestjs/common';
import { StandardsModule } from '../standards';
import { SaveDiameterSheetHandler } from './commands/save-diameter-sheet/save-diameter-sheet.handler';
import { DiameterSheetRepository } from './diameter-sheet.repository';
import { DiameterSheetsController } from './diameter-sheets.controller';
import { DiameterSetsHandler } from './queries/diameter-sets/diameter-sets.handler';
import { DiameterSheetRowsHandler } from './queries/diameter-sheet-rows/diameter-sheet-rows.handler';
import { HandwritingClassesHandler } from './queries/handwriting-classes/handwriting-classes.handler';
import { HandwritingTemplateHandler } from './queries/handwriting-template/handwriting-template.handler';
import { ListCheckedSheetsHandler } from './queries/list-checked-sheets/list-checked-sheets.handler';
import { TemplateOneClasses } from './template-one-classes';

/** The checked and purchase diameter sheets of stock-in sheets, valued under their standards. */
@Module({
  imports: [StandardsModule],
  controllers: [DiameterSheetsController],
  providers: [
    DiameterSheetRepository,
    SaveDiameterSheetHandler,
    ListCheckedSheetsHandler,
    DiameterSheetRowsHandler,
    DiameterSetsHandler,
    TemplateOneClasses,
    HandwritingTemplateHandler,
    HandwritingClassesHandler,
  ],
})
export class DiameterSheetsModule {}
