import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CountOrderDetail } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { caller, DB } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type CountingDb } from '../../../counting-db';
import { toOrderDetail } from '../../count-order-detail';
import { CountOrderRepository } from '../../count-order.repository';
import { assertLookable } from '../../domain/count-order-rules';
import { GetCountOrderQuery } from './get-count-order.query';

@QueryHandler(GetCountOrderQuery)
export class GetCountOrderHandler implements IQueryHandler<GetCountOrderQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<CountingDb>,
    private readonly orders: CountOrderRepository,
  ) {}

  execute({ id }: GetCountOrderQuery): Promise<CountOrderDetail> {
    return withTenant(this.db, caller().tenantId, async (trx) => {
      const order = await this.orders.find(trx, id);
      assertLookable(order.status);
      const images = await this.orders.images(trx, order.id);
      const { recognitions, reviews } = await this.orders.results(
        trx,
        images.map((image) => image.id),
      );
      return toOrderDetail(order, images, recognitions, reviews);
    });
  }
}
