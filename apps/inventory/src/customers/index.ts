export { CustomersModule } from './customers.module';
export { ListCustomersQuery } from './queries/list-customers/list-customers.query';
