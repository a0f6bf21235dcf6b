import { Query } from '@nestjs/cqrs';
import { type PageResult, type WoodSpec, type WoodSpecListQuery } from '@timber/contracts';

export class ListWoodSpecsQuery extends Query<PageResult<WoodSpec>> {
  constructor(readonly filter: WoodSpecListQuery) {
    super();
  }
}
