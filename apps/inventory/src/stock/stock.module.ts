import { Module } from '@nestjs/common';
import { StockDetailSource } from '../diameter-detail';
import { TransferStockHandler } from './commands/transfer-stock/transfer-stock.handler';
import { SawnLogsConsumer } from './events/sawn-logs.consumer';
import { ExportStockHandler } from './queries/export-stock/export-stock.handler';
import { ListOutOfStockHandler } from './queries/list-out-of-stock/list-out-of-stock.handler';
import { ListStockHandler } from './queries/list-stock/list-stock.handler';
import { StockByKindHandler } from './queries/stock-by-kind/stock-by-kind.handler';
import { StockDetailRepository } from './stock-detail.repository';
import { StockPieceRepository } from './stock-piece.repository';
import { StockController } from './stock.controller';
import { StockRepository } from './stock.repository';

/**
 * Stock rows (location × wood kind) and their pieces: the lists, the warehouse move, and what the
 * diameter data detail reads of a row. It imports nothing of sheets: confirming a sheet moves
 * stock through the repositories exported here. The logs sawing orders take leave it (and return)
 * by sawing's events.
 */
@Module({
  controllers: [StockController, SawnLogsConsumer],
  providers: [
    StockRepository,
    StockPieceRepository,
    { provide: StockDetailSource, useClass: StockDetailRepository },
    TransferStockHandler,
    ExportStockHandler,
    ListStockHandler,
    ListOutOfStockHandler,
    StockByKindHandler,
  ],
  exports: [StockRepository, StockPieceRepository, StockDetailSource],
})
export class StockModule {}
