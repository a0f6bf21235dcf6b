import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { tenantHandler } from '../../../shared/tenant-handler';
import { SawingOrderRepository } from '../../sawing-order.repository';
import { ListSawingSpecsQuery } from './list-sawing-specs.query';

@QueryHandler(ListSawingSpecsQuery)
export class ListSawingSpecsHandler
  extends tenantHandler(SawingOrderRepository, async (orders, trx, { orderId }: ListSawingSpecsQuery) => {
    await orders.find(trx, orderId);
    return orders.specs(trx, orderId);
  })
  implements IQueryHandler<ListSawingSpecsQuery> {}
