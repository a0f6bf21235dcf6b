import { Query } from '@nestjs/cqrs';
import { type DiameterCategory } from '@timber/contracts';
import { type SheetKind } from '../../domain/sheet-rules';

export class DiameterCategoryQuery extends Query<DiameterCategory> {
  constructor(
    readonly kind: SheetKind,
    readonly id: string,
    /** another standard to recompute under; the sheet's own when absent */
    readonly standard: string | undefined,
  ) {
    super();
  }
}
