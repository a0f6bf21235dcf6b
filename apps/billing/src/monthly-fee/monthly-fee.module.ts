import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { ChargeMonthlyFeesHandler } from './commands/charge-monthly-fees/charge-monthly-fees.handler';
import { MonthlyFeeScheduler } from './monthly-fee.scheduler';

/** The monthly fee: a BullMQ job scheduler charging each tenant's fee once a month. */
@Module({
  imports: [AccountsModule],
  providers: [ChargeMonthlyFeesHandler, MonthlyFeeScheduler],
})
export class MonthlyFeeModule {}
