import { type DynamicModule, Module } from '@nestjs/common';
import { dataServiceImports } from '@timber/nest-kit';
import { BenchRepository } from './benches/bench.repository';
import { BenchesController } from './benches/benches.controller';
import { DeleteBenchHandler } from './benches/commands/delete-bench/delete-bench.handler';
import { SaveBenchHandler } from './benches/commands/save-bench/save-bench.handler';
import { ListBenchesHandler } from './benches/queries/list-benches/list-benches.handler';
import { BoardHub } from './board/board-hub';
import { BoardController } from './board/board.controller';
import { BoardRepository } from './board/board.repository';
import { RevokeFloorLinksHandler } from './board/commands/revoke-floor-links/revoke-floor-links.handler';
import { BoardEventsConsumer } from './board/events/board-events.consumer';
import { BoardFiguresHandler } from './board/queries/board-figures/board-figures.handler';
import { SawLinksHandler } from './board/queries/saw-links/saw-links.handler';
import { SAWING_CONFIG, type SawingConfig } from './config';
import { ChangeH5PasswordHandler } from './h5/commands/change-h5-password/change-h5-password.handler';
import { H5LoginHandler } from './h5/commands/h5-login/h5-login.handler';
import { IssueCheckCodeHandler } from './h5/commands/issue-check-code/issue-check-code.handler';
import { SetH5PasswordHandler } from './h5/commands/set-h5-password/set-h5-password.handler';
import { H5Gate } from './h5/h5-gate';
import { H5PasswordRepository } from './h5/h5-password.repository';
import { H5Controller } from './h5/h5.controller';
import { H5PasswordStateHandler } from './h5/queries/h5-password-state/h5-password-state.handler';
import { H5SawListHandler } from './h5/queries/h5-saw-list/h5-saw-list.handler';
import { DeleteManualBenchHandler } from './manual-bench/commands/delete-manual-bench/delete-manual-bench.handler';
import { SaveManualBenchHandler } from './manual-bench/commands/save-manual-bench/save-manual-bench.handler';
import { ManualBenchController } from './manual-bench/manual-bench.controller';
import { ManualBenchRepository } from './manual-bench/manual-bench.repository';
import { ListManualBenchHandler } from './manual-bench/queries/list-manual-bench/list-manual-bench.handler';
import { AppSawbenchController } from './mobile/app-sawbench.controller';
import { BenchActions } from './mobile/bench-actions';
import { BenchEditing } from './mobile/bench-editing';
import { BenchFloor } from './mobile/bench-floor';
import { BenchPageController } from './mobile/bench-page.controller';
import { SaveProcessingPriceHandler } from './processing-prices/commands/save-processing-price/save-processing-price.handler';
import { ProcessingPriceRepository } from './processing-prices/processing-price.repository';
import { ProcessingPricesController } from './processing-prices/processing-prices.controller';
import { LoadProcessingPriceHandler } from './processing-prices/queries/load-processing-price/load-processing-price.handler';
import { CloseSawingOrderHandler } from './sawing-orders/commands/close-sawing-order/close-sawing-order.handler';
import { DeleteSawingOrderHandler } from './sawing-orders/commands/delete-sawing-order/delete-sawing-order.handler';
import { DeleteSawingSpecHandler } from './sawing-orders/commands/delete-sawing-spec/delete-sawing-spec.handler';
import { MergeSawingOrdersHandler } from './sawing-orders/commands/merge-sawing-orders/merge-sawing-orders.handler';
import { ReopenSawingOrderHandler } from './sawing-orders/commands/reopen-sawing-order/reopen-sawing-order.handler';
import { RestoreSawingOrderHandler } from './sawing-orders/commands/restore-sawing-order/restore-sawing-order.handler';
import { SaveSawingOrderHandler } from './sawing-orders/commands/save-sawing-order/save-sawing-order.handler';
import { SplitSawingOrderHandler } from './sawing-orders/commands/split-sawing-order/split-sawing-order.handler';
import { TakeLogsHandler } from './sawing-orders/commands/take-logs/take-logs.handler';
import { ListOrderLogsHandler } from './sawing-orders/queries/list-order-logs/list-order-logs.handler';
import { ListSawingOrdersHandler } from './sawing-orders/queries/list-sawing-orders/list-sawing-orders.handler';
import { ListSawingSpecsHandler } from './sawing-orders/queries/list-sawing-specs/list-sawing-specs.handler';
import { SawingOrderRepository } from './sawing-orders/sawing-order.repository';
import { SawingOrdersController } from './sawing-orders/sawing-orders.controller';
import { LinkGenerationRepository } from './shared/link-generation.repository';
import { BenchRankingHandler } from './statistics/queries/bench-ranking/bench-ranking.handler';
import { LogCategoriesHandler } from './statistics/queries/log-categories/log-categories.handler';
import { VolumeShareHandler } from './statistics/queries/volume-share/volume-share.handler';
import { StatisticsController } from './statistics/statistics.controller';
import { StatisticsRepository } from './statistics/statistics.repository';
import { StockConfirmedConsumer } from './stock-logs/events/stock-confirmed.consumer';
import { ListStockLogsHandler } from './stock-logs/queries/list-stock-logs/list-stock-logs.handler';
import { StockLogRepository } from './stock-logs/stock-log.repository';
import { StockLogsController } from './stock-logs/stock-logs.controller';

/**
 * Sawing: the saw machines (benches) and sawing orders of a tenant (§2 Sawing, §3, §4 Sawing
 * order state, §5, §7 Sawing and cutting). It keeps its own copy of the logs in stock from
 * inventory's events (no other schema read); an order taking logs, or deleted, publishes
 * sawing.order.logs-taken / .deleted through its outbox, so inventory's stock agrees. The floor's
 * public pages open by signed links of the tenant's link generation, which revoking moves on.
 */
@Module({})
export class SawingModule {
  static forRoot(config: SawingConfig): DynamicModule {
    return {
      module: SawingModule,
      imports: dataServiceImports('sawing', config),
      controllers: [
        BenchesController,
        SawingOrdersController,
        StockLogsController,
        StatisticsController,
        ManualBenchController,
        ProcessingPricesController,
        BoardController,
        BenchPageController,
        AppSawbenchController,
        H5Controller,
        // events: the stock logs from inventory; the live boards told of sawing's own
        StockConfirmedConsumer,
        BoardEventsConsumer,
      ],
      providers: [
        { provide: SAWING_CONFIG, useValue: config },
        BenchRepository,
        SawingOrderRepository,
        StockLogRepository,
        StatisticsRepository,
        ManualBenchRepository,
        ProcessingPriceRepository,
        ListManualBenchHandler,
        SaveManualBenchHandler,
        DeleteManualBenchHandler,
        LoadProcessingPriceHandler,
        SaveProcessingPriceHandler,
        BenchRankingHandler,
        VolumeShareHandler,
        LogCategoriesHandler,
        ListBenchesHandler,
        SaveBenchHandler,
        DeleteBenchHandler,
        ListSawingOrdersHandler,
        ListSawingSpecsHandler,
        ListOrderLogsHandler,
        ListStockLogsHandler,
        SaveSawingOrderHandler,
        CloseSawingOrderHandler,
        MergeSawingOrdersHandler,
        SplitSawingOrderHandler,
        DeleteSawingOrderHandler,
        RestoreSawingOrderHandler,
        ReopenSawingOrderHandler,
        DeleteSawingSpecHandler,
        TakeLogsHandler,
        // the floor: the live board, the bench pages and the mobile app, the H5 page
        BoardRepository,
        BoardHub,
        BoardFiguresHandler,
        SawLinksHandler,
        LinkGenerationRepository,
        RevokeFloorLinksHandler,
        BenchFloor,
        BenchActions,
        BenchEditing,
        H5PasswordRepository,
        H5Gate,
        SetH5PasswordHandler,
        ChangeH5PasswordHandler,
        H5LoginHandler,
        IssueCheckCodeHandler,
        H5SawListHandler,
        H5PasswordStateHandler,
      ],
    };
  }
}
