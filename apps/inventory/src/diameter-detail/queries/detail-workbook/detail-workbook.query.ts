import { Query } from '@nestjs/cqrs';
import { type Response } from 'express';
import { type DetailTarget } from '../../detail-source';

/** Writes the workbook to `res` (a streamed download). */
export class DetailWorkbookQuery extends Query<void> {
  constructor(
    readonly target: DetailTarget,
    readonly standard: string | undefined,
    readonly res: Response,
  ) {
    super();
  }
}
