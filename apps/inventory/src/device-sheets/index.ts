export { DeviceSheetsModule } from './device-sheets.module';
