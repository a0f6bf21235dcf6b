import { Query } from '@nestjs/cqrs';
import { type OrderExportQuery } from '@timber/contracts';
import { type Response } from 'express';

/** §7 /order/downloadDiaClassification: the filtered orders by diameter class, as a workbook. */
export class ExportDiaClassificationQuery extends Query<void> {
  constructor(
    readonly filter: OrderExportQuery,
    readonly res: Response,
  ) {
    super();
  }
}
