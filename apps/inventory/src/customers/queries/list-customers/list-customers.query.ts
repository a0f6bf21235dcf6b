import { Query } from '@nestjs/cqrs';
import { type Customer, type CustomerListQuery, type PageResult } from '@timber/contracts';

export class ListCustomersQuery extends Query<PageResult<Customer>> {
  constructor(readonly filter: CustomerListQuery) {
    super();
  }
}
