export { CustomerCopyRepository } from './customer-copy.repository';
export { CustomersModule } from './customers.module';
