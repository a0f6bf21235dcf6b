import { Query } from '@nestjs/cqrs';
import { type CountImageCard, type CountImagePageQuery, type PageResult } from '@timber/contracts';

export class ListImagesQuery extends Query<PageResult<CountImageCard>> {
  constructor(readonly filter: CountImagePageQuery) {
    super();
  }
}
