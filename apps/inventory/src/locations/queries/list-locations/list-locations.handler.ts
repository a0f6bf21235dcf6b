import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '@timber/nest-kit';
import { tenantHandler } from '../../../shared/tenant-handler';
import { LocationRepository } from '../../location.repository';
import { ListLocationsQuery } from './list-locations.query';

@QueryHandler(ListLocationsQuery)
export class ListLocationsHandler
  extends tenantHandler(LocationRepository, (locations, trx, { filter }: ListLocationsQuery) =>
    locations.page(trx, filter, requestContext().tzOffsetHours),
  )
  implements IQueryHandler<ListLocationsQuery> {}
