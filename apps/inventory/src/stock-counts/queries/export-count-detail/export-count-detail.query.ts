import { Query } from '@nestjs/cqrs';
import { type CountDetailExport } from '@timber/contracts';
import { type Response } from 'express';

/** §7 /inv/check/downloadExcel: the count detail with its filters, written to `res` as an xlsx workbook. */
export class ExportCountDetailQuery extends Query<void> {
  constructor(
    readonly filter: CountDetailExport,
    readonly res: Response,
  ) {
    super();
  }
}
