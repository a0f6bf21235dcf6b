import { type DynamicModule, Module } from '@nestjs/common';
import { AppValuesModule, dataServiceImports } from '@timber/nest-kit';
import { BenchesModule } from './benches';
import { BoardModule } from './board';
import { SAWING_CONFIG, type SawingConfig } from './config';
import { H5Module } from './h5';
import { ManualBenchModule } from './manual-bench';
import { MobileModule } from './mobile';
import { ProcessingPricesModule } from './processing-prices';
import { SawingOrdersModule } from './sawing-orders';
import { StatisticsModule } from './statistics';
import { StockLogsModule } from './stock-logs';

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
      imports: [
        ...dataServiceImports('sawing', config),
        AppValuesModule.forRoot([{ provide: SAWING_CONFIG, useValue: config }]),
        BenchesModule,
        // events: the stock logs from inventory
        StockLogsModule,
        StatisticsModule,
        SawingOrdersModule,
        ManualBenchModule,
        ProcessingPricesModule,
        // the floor: the live board (told of sawing's own events), the bench pages and the mobile app, the H5 page
        BoardModule,
        MobileModule,
        H5Module,
      ],
    };
  }
}
