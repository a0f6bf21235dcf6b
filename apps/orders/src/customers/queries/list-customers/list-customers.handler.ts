import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrderCustomer, type PageResult } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type OrdersDb } from '../../../orders-db';
import { CustomerCopyRepository } from '../../customer-copy.repository';
import { ListCustomersQuery } from './list-customers.query';

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<OrdersDb>,
    private readonly customers: CustomerCopyRepository,
  ) {}

  execute({ filter }: ListCustomersQuery): Promise<PageResult<OrderCustomer>> {
    return withTenant(this.db, caller().tenantId, (trx) => this.customers.page(trx, filter));
  }
}
