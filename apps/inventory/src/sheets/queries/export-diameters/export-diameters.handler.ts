import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { answerWithListWorkbook, cursorBatches, EXPORT_LIMIT, type XlsxColumn } from '@timber/exports';
import { type Locale, translate } from '@timber/i18n';
import { DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { SHEET_KIND } from '../../domain/sheet-rules';
import { SheetRepository } from '../../sheet.repository';
import { ExportDiametersQuery } from './export-diameters.query';
import { e4ToExactM3, sheetLogCount, type SheetLogRow, sheetLogRows } from './sheet-log-rows';

/** The columns of the diameter sheet (§2 Stock-in / Stock-out list, §3 Wood piece), headers in `locale`. */
export function diameterColumns(locale: Locale): XlsxColumn<SheetLogRow>[] {
  const yesNo = (value: boolean) => translate(locale, 'server.excel.yesNo', { value: value ? 'yes' : 'no' });
  return [
    { header: 'server.excel.spu', width: 18, value: (r) => r.spu },
    { header: 'server.excel.date', width: 12, value: (r) => r.sheet_date.toISOString().slice(0, 10) },
    { header: 'server.excel.customer', width: 20, value: (r) => r.customer ?? '' },
    { header: 'server.excel.woodKind', width: 14, value: (r) => r.wood_kind },
    { header: 'server.excel.location', width: 14, value: (r) => r.location },
    { header: 'server.excel.standard', width: 10, value: (r) => r.standard },
    { header: 'server.excel.woodCode', width: 12, value: (r) => r.wood_code },
    { header: 'server.excel.minDiameter', width: 12, value: (r) => Number(r.min_diameter), numFmt: '0.0' },
    { header: 'server.excel.maxDiameter', width: 12, value: (r) => Number(r.max_diameter), numFmt: '0.0' },
    { header: 'server.excel.measuredDiameter', width: 14, value: (r) => r.diameter_class },
    { header: 'server.excel.length', width: 10, value: (r) => Number(r.length_m), numFmt: '0.00' },
    { header: 'server.excel.volume', width: 12, value: (r) => e4ToExactM3(r.volume_e4), numFmt: '0.000#' },
    { header: 'server.excel.manual', width: 10, value: (r) => yesNo(r.manual) },
    {
      header: 'server.excel.dataSource',
      width: 16,
      value: (r) => translate(locale, 'server.excel.dataSourceName', { source: r.data_source }),
    },
  ];
}

/**
 * §7 /stockIn/h/downloadDia, /stockOut/downloadDia: every log of the sheets the list's filters
 * match, read through a cursor and written row by row (memory stays flat). Refused above
 * EXPORT_MAX_ROWS logs before anything is written.
 */
@QueryHandler(ExportDiametersQuery)
export class ExportDiametersHandler implements IQueryHandler<ExportDiametersQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly sheets: SheetRepository,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ kind, filter, res }: ExportDiametersQuery): Promise<void> {
    const { locale, tzOffsetHours } = requestContext();
    return answerWithListWorkbook(res, this.db, this.maxRows, (trx) => {
      const sheets = this.sheets.filtered(trx, kind, filter, tzOffsetHours);
      return {
        counted: sheetLogCount(sheets),
        fileName: kind === SHEET_KIND.IN ? 'stock-in-diameters' : 'stock-out-diameters',
        sheetTitle: 'server.excel.diameterSheet',
        locale,
        columns: diameterColumns(locale),
        batches: cursorBatches(trx, sheetLogRows(sheets)),
      };
    });
  }
}
