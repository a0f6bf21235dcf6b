export { ConfirmedSheetsModule } from './confirmed-sheets.module';
export type { ClassRow } from './domain/class-row';
export { SheetCopyRepository } from './sheet-copy.repository';
export type { SharedSheetRow } from './sheet-copy.repository';
