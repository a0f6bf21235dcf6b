import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type Customer, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { CustomerRepository } from '../../customer.repository';
import { ListCustomersQuery } from './list-customers.query';

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly customers: CustomerRepository,
  ) {}

  execute({ filter }: ListCustomersQuery): Promise<PageResult<Customer>> {
    return withTenant(this.db, caller().tenantId, (trx) =>
      this.customers.page(trx, filter, requestContext().tzOffsetHours),
    );
  }
}
