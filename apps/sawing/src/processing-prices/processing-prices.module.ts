import { Module } from '@nestjs/common';
import { ManualBenchModule } from '../manual-bench';
import { StockLogsModule } from '../stock-logs';
import { SaveProcessingPriceHandler } from './commands/save-processing-price/save-processing-price.handler';
import { ProcessingPriceRepository } from './processing-price.repository';
import { ProcessingPricesController } from './processing-prices.controller';
import { LoadProcessingPriceHandler } from './queries/load-processing-price/load-processing-price.handler';

/** §2 Processing prices of the manual bench's records. */
@Module({
  imports: [ManualBenchModule, StockLogsModule],
  controllers: [ProcessingPricesController],
  providers: [ProcessingPriceRepository, LoadProcessingPriceHandler, SaveProcessingPriceHandler],
})
export class ProcessingPricesModule {}
