import { Module } from '@nestjs/common';
import { StockLogsModule } from '../stock-logs';
import { DeleteManualBenchHandler } from './commands/delete-manual-bench/delete-manual-bench.handler';
import { SaveManualBenchHandler } from './commands/save-manual-bench/save-manual-bench.handler';
import { ManualBenchController } from './manual-bench.controller';
import { ManualBenchRepository } from './manual-bench.repository';
import { ListManualBenchHandler } from './queries/list-manual-bench/list-manual-bench.handler';

/** §2 The manual bench: sawing records entered by hand against the logs in stock. */
@Module({
  imports: [StockLogsModule],
  controllers: [ManualBenchController],
  providers: [
    ManualBenchRepository,
    ListManualBenchHandler,
    SaveManualBenchHandler,
    DeleteManualBenchHandler,
  ],
  exports: [ManualBenchRepository],
})
export class ManualBenchModule {}
