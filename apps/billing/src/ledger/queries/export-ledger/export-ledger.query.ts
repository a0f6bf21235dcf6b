import { Query } from '@nestjs/cqrs';
import { type LedgerExportQuery } from '@timber/contracts';
import { type Response } from 'express';

/** §7 /ledger/downloadExcel: the period's ledger as a workbook, streamed to `res`. */
export class ExportLedgerQuery extends Query<void> {
  constructor(
    readonly filter: LedgerExportQuery,
    readonly res: Response,
  ) {
    super();
  }
}
