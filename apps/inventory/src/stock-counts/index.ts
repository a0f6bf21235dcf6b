export { localDay } from './domain/count-plan-rules';
export { StockCountsModule } from './stock-counts.module';
