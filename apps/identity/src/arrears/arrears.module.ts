import { Module } from '@nestjs/common';
import { ArrearsChangedConsumer } from './events/arrears-changed.consumer';

/** Identity's copy of the overdue flag billing decides (billing.account.arrears-changed). */
@Module({
  controllers: [ArrearsChangedConsumer],
})
export class ArrearsModule {}
