import { Query } from '@nestjs/cqrs';
import { type stockExportQuerySchema } from '@timber/contracts';
import { type Response } from 'express';
import { type z } from 'zod';

/** §7 /stock/downloadExcel: the stock list with its filters, written to `res` as an xlsx workbook. */
export class ExportStockQuery extends Query<void> {
  constructor(
    readonly filter: z.infer<typeof stockExportQuerySchema>,
    readonly res: Response,
  ) {
    super();
  }
}
