import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { UsageConsumer } from './events/usage.consumer';

/**
 * Usage: inventory's confirmed sheets and the counted images from the recognition worker become
 * consumption orders at the tenant's prices, each once (an event handler of the app's microservice).
 */
@Module({
  imports: [AccountsModule],
  controllers: [UsageConsumer],
})
export class UsageModule {}
