export { MonthlyFeeModule } from './monthly-fee.module';
