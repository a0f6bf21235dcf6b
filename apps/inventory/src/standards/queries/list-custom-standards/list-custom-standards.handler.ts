import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CustomStandardRepository } from '../../custom-standard.repository';
import { ListCustomStandardsQuery } from './list-custom-standards.query';

@QueryHandler(ListCustomStandardsQuery)
export class ListCustomStandardsHandler
  extends tenantHandler(
    CustomStandardRepository,
    (standards, trx, { page, pageSize }: ListCustomStandardsQuery) => standards.page(trx, page, pageSize),
  )
  implements IQueryHandler<ListCustomStandardsQuery> {}
