import { Query } from '@nestjs/cqrs';
import { type DiameterSets } from '@timber/contracts';

export class DiameterSetsQuery extends Query<DiameterSets> {
  constructor(readonly stockInIds: readonly string[]) {
    super();
  }
}
