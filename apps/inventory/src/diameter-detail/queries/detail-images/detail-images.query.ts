import { Query } from '@nestjs/cqrs';
import { type DetailImages } from '@timber/contracts';
import { type DetailTarget } from '../../detail-source';

export class DetailImagesQuery extends Query<DetailImages> {
  constructor(readonly target: DetailTarget) {
    super();
  }
}
