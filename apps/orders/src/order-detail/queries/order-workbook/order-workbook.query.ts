import { Query } from '@nestjs/cqrs';
import { type Response } from 'express';

/** (chosen) /order/wood/downloadExcel {id}: an order's diameter data detail as a workbook. */
export class OrderWorkbookQuery extends Query<void> {
  constructor(
    readonly id: string,
    readonly res: Response,
  ) {
    super();
  }
}
