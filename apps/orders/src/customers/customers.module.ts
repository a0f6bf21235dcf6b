import { Module } from '@nestjs/common';
import { CustomerCopyRepository } from './customer-copy.repository';
import { CustomersController } from './customers.controller';
import { CustomerChangedConsumer } from './events/customer-changed.consumer';
import { ListCustomersHandler } from './queries/list-customers/list-customers.handler';

/** Orders' copy of inventory's customers (from its events), and the list an order picks from. */
@Module({
  controllers: [CustomersController, CustomerChangedConsumer],
  providers: [CustomerCopyRepository, ListCustomersHandler],
  exports: [CustomerCopyRepository],
})
export class CustomersModule {}
