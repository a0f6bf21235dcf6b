import { Query } from '@nestjs/cqrs';
import { type SawingSpec } from '@timber/contracts';

/** §7 /cutting/record/querySpecs/{id}: an order's specifications, first one first. */
export class ListSawingSpecsQuery extends Query<SawingSpec[]> {
  constructor(readonly orderId: string) {
    super();
  }
}
