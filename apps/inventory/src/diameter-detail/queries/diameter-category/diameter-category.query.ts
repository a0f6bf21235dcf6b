import { Query } from '@nestjs/cqrs';
import { type DiameterCategory } from '@timber/contracts';
import { type SheetTarget } from '../../detail-source';

export class DiameterCategoryQuery extends Query<DiameterCategory> {
  constructor(
    readonly kind: SheetTarget['kind'],
    readonly id: string,
    /** another standard to recompute under; the sheet's own when absent */
    readonly standard: string | undefined,
  ) {
    super();
  }
}
