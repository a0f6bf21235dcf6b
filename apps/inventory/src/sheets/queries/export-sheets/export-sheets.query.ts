import { Query } from '@nestjs/cqrs';
import { type sheetExportQuerySchema } from '@timber/contracts';
import { type Response } from 'express';
import { type z } from 'zod';
import { type SheetKind } from '../../domain/sheet-rules';

/** Writes every matching sheet to `res` as an xlsx workbook (§4 Excel out). */
export class ExportSheetsQuery extends Query<void> {
  constructor(
    readonly kind: SheetKind,
    readonly filter: z.infer<typeof sheetExportQuerySchema>,
    readonly res: Response,
  ) {
    super();
  }
}
