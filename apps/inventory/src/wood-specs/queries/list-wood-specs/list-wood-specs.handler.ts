import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '@timber/nest-kit';
import { tenantHandler } from '../../../shared/tenant-handler';
import { WoodSpecRepository } from '../../wood-spec.repository';
import { ListWoodSpecsQuery } from './list-wood-specs.query';

@QueryHandler(ListWoodSpecsQuery)
export class ListWoodSpecsHandler
  extends tenantHandler(WoodSpecRepository, (woodSpecs, trx, { filter }: ListWoodSpecsQuery) =>
    woodSpecs.page(trx, filter, requestContext().tzOffsetHours),
  )
  implements IQueryHandler<ListWoodSpecsQuery> {}
