export { ProcessingPricesModule } from './processing-prices.module';
