import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterCategory, type WoodPiece } from '@timber/contracts';
import { withTenant } from '@timber/db';
import {
  addColumnSheet,
  addDiameterSheet,
  answerWithFile,
  openXlsx,
  type SummaryLine,
  whileConnected,
  type XlsxColumn,
  yesNoCell,
} from '@timber/exports';
import { type Locale, translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DetailReader } from '../../detail-reader';
import { type DetailHeader } from '../../detail-source';
import { toDiameterCategory } from '../../diameter-category';
import { orderPieces } from '../../wood-piece-order';
import { DetailWorkbookQuery } from './detail-workbook.query';

/** Pieces read and written per batch: memory stays flat however many logs a detail has. */
const BATCH = 1_000;
const PIECE_VOLUME = '0.0000';

/**
 * §7 /{stockIn|stockOut|stock}/d/downloadExcel {id, standard}: the diameter data detail as a
 * streamed workbook in the caller's language. Sheet one: a summary block, the diameter table
 * (diameter, length, quantity, volume, with a total) and the range groups; sheet two: every
 * wood piece. File name: the SPU, or the warehouse and wood kind of a stock row, and the date.
 */
@QueryHandler(DetailWorkbookQuery)
export class DetailWorkbookHandler implements IQueryHandler<DetailWorkbookQuery> {
  constructor(
    @Inject(DB) private readonly db: Kysely<InventoryDb>,
    private readonly reader: DetailReader,
  ) {}

  execute({ target, standard, res }: DetailWorkbookQuery): Promise<void> {
    const { locale } = requestContext();
    return answerWithFile(res, (started) =>
      withTenant(this.db, caller().tenantId, async (trx) => {
        // Everything that can be refused (not found, unknown standard) is settled before the file starts.
        const detail = await this.reader.measure(trx, target, standard);
        const category = toDiameterCategory(detail.standard, detail.measured);
        started();
        const book = openXlsx(res, { fileName: fileNameOf(detail.header), locale });

        addDiameterSheet(book, locale, summaryOf(detail.header, category, locale), category);
        const yesNo = (yes: boolean) => yesNoCell(locale, yes);
        const columns: XlsxColumn<WoodPiece>[] = [
          { header: 'server.excel.woodCode', width: 12, value: (p) => p.woodCode },
          { header: 'server.excel.minDiameter', width: 14, value: (p) => p.minDiameter },
          { header: 'server.excel.maxDiameter', width: 14, value: (p) => p.maxDiameter },
          { header: 'server.excel.length', width: 10, value: (p) => p.woodSpecs },
          { header: 'server.excel.diameterClass', width: 14, value: (p) => p.diameter },
          { header: 'server.excel.volume', width: 12, value: (p) => p.volume, numFmt: PIECE_VOLUME },
          { header: 'server.excel.dataSource', width: 18, value: (p) => p.dataSourceDesc },
          { header: 'server.excel.manual', width: 10, value: (p) => yesNo(p.isManual) },
          { header: 'server.excel.device', width: 14, value: (p) => p.deviceNo },
          { header: 'server.excel.picture', width: 40, value: (p) => p.ossUrl },
          ...(target.type === 'stock'
            ? [{ header: 'server.excel.dummy', width: 12, value: (p: WoodPiece) => yesNo(p.dummy) }]
            : []),
        ];
        const ordered = orderPieces(detail.measured);
        const reader = this.reader;
        // the pieces a batch at a time; stops reading as soon as the caller has gone
        const pieces = async function* () {
          for await (const start of whileConnected(res, batchStarts(ordered.length))) {
            yield await reader.woodPieces(trx, target, detail, ordered.slice(start, start + BATCH), locale);
          }
        };
        await addColumnSheet(book, locale, 'server.excel.woodPieces', columns, pieces());
        await book.commit();
      }),
    );
  }
}

/** The file name: the SPU of a sheet, the warehouse and wood kind of a stock row (§9: plus the date). */
function fileNameOf(header: DetailHeader): string {
  return header.type === 'sheet' ? header.sheet.spu : `${header.stock.storageBin}-${header.stock.woodKind}`;
}

/** The summary lines: the sheet's or the stock row's, then the standard and the totals. */
function summaryOf(header: DetailHeader, category: DiameterCategory, locale: Locale): SummaryLine[] {
  const head: SummaryLine[] =
    header.type === 'sheet'
      ? [
          ['server.excel.spu', header.sheet.spu],
          ['server.excel.date', header.sheet.date],
          ['server.excel.customer', header.sheet.customer],
          ['server.excel.transportNum', header.sheet.transportNum],
          ['server.excel.woodKind', header.sheet.woodKind],
          ['server.excel.location', header.sheet.location],
          ['server.excel.status', translate(locale, 'server.status.sheet', { status: header.sheet.status })],
        ]
      : [
          ['server.excel.location', header.stock.storageBin],
          ['server.excel.woodKind', header.stock.woodKind],
          ['server.excel.updateTime', new Date(header.stock.updateTime)],
        ];
  return [
    ...head,
    ['server.excel.standard', category.standard],
    ['server.excel.quantity', category.totalQty],
    ['server.excel.volume', category.totalVol],
  ];
}

/** The first index of each batch of pieces. */
function* batchStarts(count: number): Generator<number> {
  for (let start = 0; start < count; start += BATCH) {
    yield start;
  }
}
