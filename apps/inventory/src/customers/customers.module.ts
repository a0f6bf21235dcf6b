import { Module } from '@nestjs/common';
import { CreateCustomerHandler } from './commands/create-customer/create-customer.handler';
import { DeleteCustomersHandler } from './commands/delete-customers/delete-customers.handler';
import { UpdateCustomerHandler } from './commands/update-customer/update-customer.handler';
import { CustomerRepository } from './customer.repository';
import { CustomersController } from './customers.controller';
import { ListCustomersHandler } from './queries/list-customers/list-customers.handler';

/** §7 Master data: customers. */
@Module({
  controllers: [CustomersController],
  providers: [
    CustomerRepository,
    CreateCustomerHandler,
    DeleteCustomersHandler,
    UpdateCustomerHandler,
    ListCustomersHandler,
  ],
})
export class CustomersModule {}
