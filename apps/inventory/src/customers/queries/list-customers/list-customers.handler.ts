import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '@timber/nest-kit';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CustomerRepository } from '../../customer.repository';
import { ListCustomersQuery } from './list-customers.query';

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler
  extends tenantHandler(CustomerRepository, (customers, trx, { filter }: ListCustomersQuery) =>
    customers.page(trx, filter, requestContext().tzOffsetHours),
  )
  implements IQueryHandler<ListCustomersQuery> {}
