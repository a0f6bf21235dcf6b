import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requestContext } from '@timber/nest-kit';
import { tenantHandler } from '../../../shared/tenant-handler';
import { WoodKindRepository } from '../../wood-kind.repository';
import { ListWoodKindsQuery } from './list-wood-kinds.query';

@QueryHandler(ListWoodKindsQuery)
export class ListWoodKindsHandler
  extends tenantHandler(WoodKindRepository, (woodKinds, trx, { filter }: ListWoodKindsQuery) =>
    woodKinds.page(trx, filter, requestContext().tzOffsetHours),
  )
  implements IQueryHandler<ListWoodKindsQuery> {}
