export { StockAgeAlarmsModule } from './stock-age-alarms.module';
