import { Query } from '@nestjs/cqrs';
import { type DiameterRow } from '@timber/contracts';
import { type SheetKind } from '../../domain/sheet-rules';

/** (chosen) The diameter rows of a sheet for the diameter edit. */
export class DiameterRowsQuery extends Query<DiameterRow[]> {
  constructor(
    readonly kind: SheetKind,
    readonly sheetId: string,
  ) {
    super();
  }
}
