import { Query } from '@nestjs/cqrs';
import { type Response } from 'express';
import { type SheetKind } from '../../domain/sheet-rules';
import { type SheetExportFilter } from '../export-diameters/sheet-log-rows';

/**
 * §7 downloadFittedDia: the fitted diameter sheet of every sheet a list's filters match (per
 * sheet, its logs by diameter class and length, with the sheet's total), written to `res` as xlsx.
 */
export class ExportFittedDiametersQuery extends Query<void> {
  constructor(
    readonly kind: SheetKind,
    readonly filter: SheetExportFilter,
    readonly res: Response,
  ) {
    super();
  }
}
