import { Query } from '@nestjs/cqrs';
import { type SheetPrintData } from '@timber/contracts';
import { type SheetKind } from '../../domain/sheet-rules';

/** §7 /stockIn/d/getPrintData {id}: what a printed sheet shows. */
export class SheetPrintDataQuery extends Query<SheetPrintData> {
  constructor(
    readonly kind: SheetKind,
    readonly id: string,
  ) {
    super();
  }
}
