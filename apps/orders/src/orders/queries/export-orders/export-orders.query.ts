import { Query } from '@nestjs/cqrs';
import { type OrderExportQuery } from '@timber/contracts';
import { type Response } from 'express';

/** §7 /order/downloadExcel: the statements, the filtered orders as a workbook. */
export class ExportOrdersQuery extends Query<void> {
  constructor(
    readonly filter: OrderExportQuery,
    readonly res: Response,
  ) {
    super();
  }
}
