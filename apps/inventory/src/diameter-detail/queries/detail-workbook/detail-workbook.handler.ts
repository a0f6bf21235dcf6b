import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type DiameterCategory, type WoodPiece } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { answerWithFile, openXlsx, whileConnected, type XlsxValue } from '@timber/exports';
import { type Locale, translate } from '@timber/i18n';
import { caller, DB, requestContext } from '@timber/nest-kit';
import { type Kysely } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { DetailReader } from '../../detail-reader';
import { type DetailHeader } from '../../detail-source';
import { toDiameterCategory } from '../../diameter-category';
import { orderPieces } from '../../wood-piece-order';
import { DetailWorkbookQuery } from './detail-workbook.query';

interface PieceColumn {
  /** message id of the header */
  header: string;
  width: number;
  value: (piece: WoodPiece) => XlsxValue;
  numFmt?: string;
}

/** Pieces read and written per batch: memory stays flat however many logs a detail has. */
const BATCH = 1_000;
const VOLUME = '0.000';
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
    const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
    return answerWithFile(res, (started) =>
      withTenant(this.db, caller().tenantId, async (trx) => {
        // Everything that can be refused (not found, unknown standard) is settled before the file starts.
        const detail = await this.reader.measure(trx, target, standard);
        const category = toDiameterCategory(detail.standard, detail.measured);
        started();
        const book = openXlsx(res, { fileName: fileNameOf(detail.header), locale });

        const summary = book.addSheet('server.excel.detailSheet', [24, 16, 12, 14]);
        for (const [label, value] of summaryOf(detail.header, category, locale)) {
          summary.addRow([t(label), value]);
        }
        summary.addRow([]);
        summary.addRow(
          [
            t('server.excel.diameter'),
            t('server.excel.length'),
            t('server.excel.quantity'),
            t('server.excel.volume'),
          ],
          { bold: true },
        );
        const volumeFormat = [undefined, undefined, undefined, VOLUME];
        for (const row of category.rows) {
          summary.addRow([row.dia, row.length, row.qty, row.vol], { numFmts: volumeFormat });
        }
        summary.addRow([t('server.excel.total'), null, category.totalQty, category.totalVol], {
          bold: true,
          numFmts: volumeFormat,
        });
        summary.addRow([]);
        summary.addRow(
          [t('server.excel.diameterRange'), t('server.excel.quantity'), t('server.excel.volume')],
          {
            bold: true,
          },
        );
        for (const group of category.rangeGroups) {
          summary.addRow([group.label, group.qty, group.vol], { numFmts: [undefined, undefined, VOLUME] });
        }
        summary.commit();

        const yesNo = (yes: boolean) => t('server.excel.yesNo', { value: yes ? 'yes' : 'no' });
        const columns: PieceColumn[] = [
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
        const pieces = book.addSheet(
          'server.excel.woodPieces',
          columns.map((column) => column.width),
        );
        pieces.addRow(
          columns.map((column) => t(column.header)),
          { bold: true },
        );
        const numFmts = columns.map((column) => column.numFmt);
        const ordered = orderPieces(detail.measured);
        const batches = function* () {
          for (let start = 0; start < ordered.length; start += BATCH) {
            yield ordered.slice(start, start + BATCH);
          }
        };
        // stops reading as soon as the caller has gone
        for await (const indices of whileConnected(res, batches())) {
          const batch = await this.reader.woodPieces(trx, target, detail, indices, locale);
          for (const piece of batch) {
            pieces.addRow(
              columns.map((column) => column.value(piece)),
              { numFmts },
            );
          }
        }
        pieces.commit();
        await book.commit();
      }),
    );
  }
}

/** The file name: the SPU of a sheet, the warehouse and wood kind of a stock row (§9: plus the date). */
function fileNameOf(header: DetailHeader): string {
  return header.type === 'sheet' ? header.sheet.spu : `${header.stock.storageBin}-${header.stock.woodKind}`;
}

/** The summary block: label (message id) and value. */
function summaryOf(header: DetailHeader, category: DiameterCategory, locale: Locale): [string, XlsxValue][] {
  const head: [string, XlsxValue][] =
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
    ['server.excel.avgDiameter', category.avgDiameter],
    ...(category.unmeasured > 0
      ? [['server.excel.unmeasured', category.unmeasured] as [string, XlsxValue]]
      : []),
  ];
}
