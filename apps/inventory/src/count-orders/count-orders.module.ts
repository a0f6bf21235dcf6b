import { Module } from '@nestjs/common';
import { CountOrderCopiesRepository } from './count-order-copies.repository';
import { CountOrderStatusChangedConsumer } from './events/count-order-status-changed.consumer';

/** Inventory's copy of counting's count orders (what a stock-in sheet from a count order is checked against). */
@Module({
  controllers: [CountOrderStatusChangedConsumer],
  providers: [CountOrderCopiesRepository],
  exports: [CountOrderCopiesRepository],
})
export class CountOrdersModule {}
