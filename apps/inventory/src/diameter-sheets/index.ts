export { DiameterSheetsModule } from './diameter-sheets.module';
