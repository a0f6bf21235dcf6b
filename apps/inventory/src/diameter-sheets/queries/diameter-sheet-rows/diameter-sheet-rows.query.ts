import { Query } from '@nestjs/cqrs';
import { type DiameterSheet } from '@timber/contracts';
import { type DiameterSheetKind } from '../../domain/diameter-sheet-rows';

export class DiameterSheetRowsQuery extends Query<DiameterSheet> {
  constructor(
    readonly stockInHeadId: string,
    readonly kind: DiameterSheetKind,
  ) {
    super();
  }
}
