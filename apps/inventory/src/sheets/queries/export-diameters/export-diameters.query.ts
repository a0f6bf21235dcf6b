import { Query } from '@nestjs/cqrs';
import { type Response } from 'express';
import { type SheetKind } from '../../domain/sheet-rules';
import { type SheetExportFilter } from './sheet-log-rows';

/**
 * §7 downloadDia: the diameter sheet of every sheet a list's filters match, one row per log,
 * written to `res` as an xlsx workbook.
 */
export class ExportDiametersQuery extends Query<void> {
  constructor(
    readonly kind: SheetKind,
    readonly filter: SheetExportFilter,
    readonly res: Response,
  ) {
    super();
  }
}
