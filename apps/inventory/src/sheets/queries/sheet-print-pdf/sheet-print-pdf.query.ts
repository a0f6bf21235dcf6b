import { Query } from '@nestjs/cqrs';
import { type Response } from 'express';
import { type SheetKind } from '../../domain/sheet-rules';

/** (chosen) downloadPrintPdf {id}: writes the printed sheet to `res` as an A4 PDF. */
export class SheetPrintPdfQuery extends Query<void> {
  constructor(
    readonly kind: SheetKind,
    readonly id: string,
    readonly res: Response,
  ) {
    super();
  }
}
