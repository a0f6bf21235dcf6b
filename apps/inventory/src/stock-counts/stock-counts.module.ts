import { Module } from '@nestjs/common';
import { StockModule } from '../stock';
import { AddCountLineHandler } from './commands/add-count-line/add-count-line.handler';
import { ClearCountsHandler } from './commands/clear-counts/clear-counts.handler';
import { CountLineHandler } from './commands/count-line/count-line.handler';
import { CreateCountPlanHandler } from './commands/create-count-plan/create-count-plan.handler';
import { DeleteCountPlanHandler } from './commands/delete-count-plan/delete-count-plan.handler';
import { FinishCountPlanHandler } from './commands/finish-count-plan/finish-count-plan.handler';
import { CountPlanRepository } from './count-plan.repository';
import { StockCountFinishedConsumer } from './events/stock-count-finished.consumer';
import { CountDetailHandler } from './queries/count-detail/count-detail.handler';
import { ExportCountDetailHandler } from './queries/export-count-detail/export-count-detail.handler';
import { ListCountAdjustmentsHandler } from './queries/list-count-adjustments/list-count-adjustments.handler';
import { ListCountPlansHandler } from './queries/list-count-plans/list-count-plans.handler';
import { StockCountsController } from './stock-counts.controller';

/**
 * §2 Stock count: plans counted against the book stock at their time, and the stock adjustments
 * their finish makes, applied by the consumer of `inventory.stock-count.finished` through the
 * stock repositories (StockModule).
 */
@Module({
  imports: [StockModule],
  controllers: [StockCountsController, StockCountFinishedConsumer],
  providers: [
    CountPlanRepository,
    CreateCountPlanHandler,
    DeleteCountPlanHandler,
    FinishCountPlanHandler,
    CountLineHandler,
    ClearCountsHandler,
    AddCountLineHandler,
    ListCountPlansHandler,
    CountDetailHandler,
    ExportCountDetailHandler,
    ListCountAdjustmentsHandler,
  ],
})
export class StockCountsModule {}
