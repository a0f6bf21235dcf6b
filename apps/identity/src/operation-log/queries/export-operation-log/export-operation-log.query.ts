import { Query } from '@nestjs/cqrs';
import { type OperationLogFilter } from '@timber/contracts';
import { type Response } from 'express';

export class ExportOperationLogQuery extends Query<void> {
  constructor(
    readonly filter: OperationLogFilter,
    readonly res: Response,
  ) {
    super();
  }
}
