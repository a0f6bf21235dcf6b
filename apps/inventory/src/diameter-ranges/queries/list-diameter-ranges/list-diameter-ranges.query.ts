import { Query } from '@nestjs/cqrs';
import { type DiameterRange, type DiameterRangeListQuery, type PageResult } from '@timber/contracts';

export class ListDiameterRangesQuery extends Query<PageResult<DiameterRange>> {
  constructor(readonly filter: DiameterRangeListQuery) {
    super();
  }
}
