import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { DiameterRangeRepository } from '../../diameter-range.repository';
import { ListDiameterRangesQuery } from './list-diameter-ranges.query';

@QueryHandler(ListDiameterRangesQuery)
export class ListDiameterRangesHandler
  extends tenantHandler(DiameterRangeRepository, (ranges, trx, { filter }: ListDiameterRangesQuery) =>
    ranges.page(trx, filter),
  )
  implements IQueryHandler<ListDiameterRangesQuery> {}
