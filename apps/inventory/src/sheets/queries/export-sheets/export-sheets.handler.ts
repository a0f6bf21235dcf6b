import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SheetRow } from '@timber/contracts';
import { answerWithListWorkbook, EXPORT_LIMIT, type XlsxColumn } from '@timber/exports';
import { translate } from '@timber/i18n';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { SHEET_KIND } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { ExportSheetsQuery } from './export-sheets.query';

/**
 * §2 export xlsx of the stock-in or stock-out list: the filtered sheets, newest first, read in
 * keyset batches and streamed (at most EXPORT_MAX_ROWS rows; the file is written past the
 * handler timeout, see answerWithFile).
 */
@QueryHandler(ExportSheetsQuery)
export class ExportSheetsHandler implements IQueryHandler<ExportSheetsQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ kind, filter, res }: ExportSheetsQuery): Promise<void> {
    const { locale, tzOffsetHours } = requestContext();
    // a status's text formatted once, not once per row
    const statusTexts = new Map<number, string>();
    const statusText = (status: number): string => {
      let text = statusTexts.get(status);
      if (text === undefined) {
        text = translate(locale, 'server.status.sheet', { status });
        statusTexts.set(status, text);
      }
      return text;
    };
    const columns: XlsxColumn<SheetRow>[] = [
      { header: 'server.excel.spu', width: 18, value: (r) => r.spu },
      { header: 'server.excel.date', width: 12, value: (r) => r.storageDate },
      { header: 'server.excel.customer', width: 20, value: (r) => r.tradePartner },
      { header: 'server.excel.transportNum', width: 14, value: (r) => r.transportNum },
      { header: 'server.excel.woodKind', width: 14, value: (r) => r.woodKind },
      { header: 'server.excel.location', width: 14, value: (r) => r.storageBin },
      { header: 'server.excel.standard', width: 10, value: (r) => r.standardType },
      { header: 'server.excel.quantity', width: 10, value: (r) => r.quantity },
      { header: 'server.excel.volume', width: 12, value: (r) => r.volume, numFmt: '0.000' },
      { header: 'server.excel.avgDiameter', width: 14, value: (r) => r.avgDiameter, numFmt: '0.0' },
      {
        header: 'server.excel.status',
        width: 12,
        value: (r) => statusText(r.status),
      },
      { header: 'server.excel.creator', width: 12, value: (r) => r.creator },
      // the user's wall-clock time: a spreadsheet cell has no time zone
      {
        header: 'server.excel.createTime',
        width: 20,
        value: (r) => new Date(new Date(r.createTime).getTime() + tzOffsetHours * 3_600_000),
        numFmt: 'yyyy-mm-dd hh:mm:ss',
      },
    ];
    return answerWithListWorkbook(res, this.db, this.maxRows, (trx) => ({
      counted: this.sheets.filtered(trx, kind, filter, tzOffsetHours).select('s.id'),
      fileName: kind === SHEET_KIND.IN ? 'stock-in' : 'stock-out',
      sheetTitle: kind === SHEET_KIND.IN ? 'server.excel.stockInSheet' : 'server.excel.stockOutSheet',
      locale,
      columns,
      batches: this.sheets.batches(trx, kind, filter, tzOffsetHours),
    }));
  }
}
