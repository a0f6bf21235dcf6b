import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type LedgerRow } from '@timber/contracts';
import { answerWithListWorkbook, EXPORT_LIMIT, mapBatches, type XlsxColumn } from '@timber/exports';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type BillingDb } from '../../../billing-db';
import { periodOf } from '../../domain/periods';
import { LedgerReadRepository } from '../../ledger-read.repository';
import { toLedgerRow } from '../../ledger-row';
import { ExportLedgerQuery } from './export-ledger.query';

/** The ledger of the period as the detail tab shows it, newest first (at most EXPORT_MAX_ROWS rows). */
@QueryHandler(ExportLedgerQuery)
export class ExportLedgerHandler implements IQueryHandler<ExportLedgerQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<BillingDb>,
    private readonly reads: LedgerReadRepository,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ filter, res }: ExportLedgerQuery): Promise<void> {
    const { locale, tzOffsetHours } = requestContext();
    const period = periodOf(filter.periodBegin, filter.periodEnd, tzOffsetHours);
    const columns: XlsxColumn<LedgerRow>[] = [
      { header: 'server.excel.tradeTime', width: 20, value: (r) => r.tradeTime },
      { header: 'server.excel.businessNo', width: 16, value: (r) => r.businessNo },
      { header: 'server.excel.tradeType', width: 12, value: (r) => r.tradeTypeDesc },
      { header: 'server.excel.remark', width: 36, value: (r) => r.remark },
      { header: 'server.excel.qty', width: 10, value: (r) => r.qty, numFmt: '0.000' },
      { header: 'server.excel.unitPrice', width: 12, value: (r) => r.unitPrice, numFmt: '0.00' },
      { header: 'server.excel.amount', width: 12, value: (r) => r.amount, numFmt: '0.00' },
      { header: 'server.excel.balance', width: 14, value: (r) => r.balance, numFmt: '0.00' },
    ];
    return answerWithListWorkbook(res, this.db, this.maxRows, (trx) => ({
      counted: this.reads.counted(trx, period),
      batches: mapBatches(this.reads.batches(trx, period), (record) =>
        toLedgerRow(record, locale, tzOffsetHours),
      ),
      fileName: 'ledger',
      sheetTitle: 'server.excel.ledger',
      locale,
      columns,
    }));
  }
}
