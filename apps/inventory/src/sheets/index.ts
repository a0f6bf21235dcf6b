export { DATA_SOURCE, SHEET_KIND, SHEET_STATUS, sheetNumber } from './domain/sheet-rules';
export type { SheetKind } from './domain/sheet-rules';
export { buildSheet } from './sheet-builder';
export type { NewLog, NewSheet } from './sheet.repository';
export { SheetsModule } from './sheets.module';
