import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { CarDataRepository } from '../../car-data.repository';
import { ListCarDataQuery } from './list-car-data.query';

@QueryHandler(ListCarDataQuery)
export class ListCarDataHandler
  extends tenantHandler(CarDataRepository, (cars, trx, { query }: ListCarDataQuery) => cars.page(trx, query))
  implements IQueryHandler<ListCarDataQuery> {}
