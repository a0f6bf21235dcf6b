import { Query } from '@nestjs/cqrs';
import { type CountAdjustment } from '@timber/contracts';

export class ListCountAdjustmentsQuery extends Query<{ records: CountAdjustment[] }> {
  constructor(readonly planId: string) {
    super();
  }
}
