export { MonthlyInventoryModule } from './monthly-inventory.module';
