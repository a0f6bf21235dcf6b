import { Module } from '@nestjs/common';
import { BenchesModule } from '../benches';
import { StatisticsModule } from '../statistics';
import { StockLogsModule } from '../stock-logs';
import { CloseSawingOrderHandler } from './commands/close-sawing-order/close-sawing-order.handler';
import { DeleteSawingOrderHandler } from './commands/delete-sawing-order/delete-sawing-order.handler';
import { DeleteSawingSpecHandler } from './commands/delete-sawing-spec/delete-sawing-spec.handler';
import { MergeSawingOrdersHandler } from './commands/merge-sawing-orders/merge-sawing-orders.handler';
import { ReopenSawingOrderHandler } from './commands/reopen-sawing-order/reopen-sawing-order.handler';
import { RestoreSawingOrderHandler } from './commands/restore-sawing-order/restore-sawing-order.handler';
import { SaveSawingOrderHandler } from './commands/save-sawing-order/save-sawing-order.handler';
import { SplitSawingOrderHandler } from './commands/split-sawing-order/split-sawing-order.handler';
import { TakeLogsHandler } from './commands/take-logs/take-logs.handler';
import { ListOrderLogsHandler } from './queries/list-order-logs/list-order-logs.handler';
import { ListSawingOrdersHandler } from './queries/list-sawing-orders/list-sawing-orders.handler';
import { ListSawingSpecsHandler } from './queries/list-sawing-specs/list-sawing-specs.handler';
import { SawingOrderRepository } from './sawing-order.repository';
import { SawingOrdersController } from './sawing-orders.controller';

/**
 * §4 Sawing orders and their states: save, close, merge, split, delete, restore, reopen, the logs
 * an order takes (published as sawing.order.logs-taken / .deleted through the outbox).
 */
@Module({
  imports: [BenchesModule, StatisticsModule, StockLogsModule],
  controllers: [SawingOrdersController],
  providers: [
    SawingOrderRepository,
    ListSawingOrdersHandler,
    ListSawingSpecsHandler,
    ListOrderLogsHandler,
    SaveSawingOrderHandler,
    CloseSawingOrderHandler,
    MergeSawingOrdersHandler,
    SplitSawingOrderHandler,
    DeleteSawingOrderHandler,
    RestoreSawingOrderHandler,
    ReopenSawingOrderHandler,
    DeleteSawingSpecHandler,
    TakeLogsHandler,
  ],
  exports: [SawingOrderRepository],
})
export class SawingOrdersModule {}
