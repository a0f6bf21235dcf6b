import { Query } from '@nestjs/cqrs';
import { type PageResult, type WoodKind, type WoodKindListQuery } from '@timber/contracts';

export class ListWoodKindsQuery extends Query<PageResult<WoodKind>> {
  constructor(readonly filter: WoodKindListQuery) {
    super();
  }
}
