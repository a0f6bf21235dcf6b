import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { answerWithListWorkbook, cursorBatches, EXPORT_LIMIT, type XlsxColumn } from '@timber/exports';
import { DB, requestContext } from '@timber/nest-kit';
import { type InferResult, type Kysely, type Transaction } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { ExportStockQuery } from './export-stock.query';

/**
 * The stock rows of the list (§2 Stock list): what lies somewhere, filtered by warehouse and wood
 * kind, by warehouse then wood kind name, as the list call (StockRepository.page) shows them.
 */
export function stockRows(trx: Transaction<InventoryDb>, filter: ExportStockQuery['filter']) {
  let rows = trx
    .selectFrom('inventory.stock as s')
    .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
    .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
    .where((eb) => eb.or([eb('s.quantity', '>', 0), eb('s.volume_e4', '>', 0)]));
  if (filter.locationId) {
    rows = rows.where('s.location_id', '=', filter.locationId);
  }
  if (filter.woodKindId) {
    rows = rows.where('s.wood_kind_id', '=', filter.woodKindId);
  }
  return rows
    .select(['l.name as location', 'k.name as wood_kind', 's.quantity', 's.volume_e4', 's.updated_at'])
    .orderBy('l.name')
    .orderBy('k.name')
    .orderBy('s.id');
}

type StockExportRow = InferResult<ReturnType<typeof stockRows>>[number];

/** The columns; the update time as the user's wall-clock time (a spreadsheet cell has no zone). */
const columns = (tzOffsetHours: number): XlsxColumn<StockExportRow>[] => [
  { header: 'server.excel.location', width: 18, value: (r) => r.location },
  { header: 'server.excel.woodKind', width: 16, value: (r) => r.wood_kind },
  { header: 'server.excel.quantity', width: 10, value: (r) => r.quantity },
  // bigint columns arrive as text: exact ten-thousandths, rounded to the list's 3 decimals
  {
    header: 'server.excel.volume',
    width: 14,
    value: (r) => Math.round(Number(r.volume_e4) / 10) / 1000,
    numFmt: '0.000',
  },
  {
    header: 'server.excel.updateTime',
    width: 20,
    value: (r) => new Date(r.updated_at.getTime() + tzOffsetHours * 3_600_000),
    numFmt: 'yyyy-mm-dd hh:mm:ss',
  },
];

/** §7 /stock/downloadExcel: the filtered stock list, read through a cursor and streamed. */
@QueryHandler(ExportStockQuery)
export class ExportStockHandler implements IQueryHandler<ExportStockQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    @Inject(EXPORT_LIMIT) private readonly maxRows: number,
  ) {}

  execute({ filter, res }: ExportStockQuery): Promise<void> {
    const { locale, tzOffsetHours } = requestContext();
    return answerWithListWorkbook(res, this.db, this.maxRows, (trx) => ({
      counted: stockRows(trx, filter),
      fileName: 'stock',
      sheetTitle: 'server.excel.stock',
      locale,
      columns: columns(tzOffsetHours),
      batches: cursorBatches(trx, stockRows(trx, filter)),
    }));
  }
}
