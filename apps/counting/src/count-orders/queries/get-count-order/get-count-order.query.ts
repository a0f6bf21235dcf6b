import { Query } from '@nestjs/cqrs';
import { type CountOrderDetail } from '@timber/contracts';

/** GET /count/detail/{id}: look at an order (status above 5, not failed). */
export class GetCountOrderQuery extends Query<CountOrderDetail> {
  constructor(readonly id: number) {
    super();
  }
}
