import { Module } from '@nestjs/common';
import { StockConfirmedConsumer } from './events/stock-confirmed.consumer';
import { ListStockLogsHandler } from './queries/list-stock-logs/list-stock-logs.handler';
import { StockLogRepository } from './stock-log.repository';
import { StockLogsController } from './stock-logs.controller';

/** Sawing's copy of the logs in stock, from inventory's confirmed stock-in and stock-out sheets. */
@Module({
  controllers: [StockLogsController, StockConfirmedConsumer],
  providers: [StockLogRepository, ListStockLogsHandler],
  exports: [StockLogRepository],
})
export class StockLogsModule {}
