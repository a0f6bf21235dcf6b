import { Injectable } from '@nestjs/common';
import { DomainError, type WoodPiece } from '@timber/contracts';
import { type Locale, translate } from '@timber/i18n';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { type MeasuredReadings, measureReadings, type Reading } from '../measuring';
import { StandardResolver } from '../standards';
import {
  type DetailHeader,
  type DetailImage,
  type DetailTarget,
  type PieceDetail,
  SheetDetailSource,
  type SheetTarget,
  StockDetailSource,
} from './detail-source';
import { measuredAt } from './wood-piece-order';

type Trx = Transaction<InventoryDb>;

/** A stock row none of whose pieces was measured is shown under the first preset standard. */
export const STOCK_FALLBACK_STANDARD = 'ch';

export interface MeasuredDetail {
  header: DetailHeader;
  /** the standard the classes and volumes are under */
  standard: string;
  /** the logs (sheet) or pieces in stock (stock row), in their own order */
  ids: string[];
  measured: MeasuredReadings;
}

/**
 * The logs behind a diameter data detail, for every call of the detail (its diameter category,
 * pieces, images, workbook): a sheet's logs, or the pieces in stock of a stock row, read through
 * their source (detail-source.ts) and measured again under the standard asked for. Without one, a
 * sheet's own standard, or the standard most of a stock row's pieces came in under (ch when none
 * was measured).
 */
@Injectable()
export class DetailReader {
  constructor(
    private readonly sheets: SheetDetailSource,
    private readonly stock: StockDetailSource,
    private readonly standards: StandardResolver,
  ) {}

  async header(trx: Trx, target: DetailTarget): Promise<DetailHeader> {
    if (target.type === 'sheet') {
      return { type: 'sheet', sheet: await this.sheets.header(trx, target.kind, target.id) };
    }
    const stock = await this.stock.row(trx, target.id);
    if (!stock) {
      throw new DomainError('STOCK.NOT_FOUND');
    }
    return { type: 'stock', stock };
  }

  async measure(trx: Trx, target: DetailTarget, standard: string | undefined): Promise<MeasuredDetail> {
    const header = await this.header(trx, target);
    const code =
      standard ??
      (header.type === 'sheet'
        ? header.sheet.standard
        : ((await this.stock.majorityStandard(trx, target.id)) ?? STOCK_FALLBACK_STANDARD));
    const resolved = await this.standards.resolve(trx, code);
    const logs =
      target.type === 'sheet'
        ? await this.sheets.readings(trx, target.id)
        : await this.stock.readings(trx, target.id);
    return { header, standard: code, ids: logs.ids, measured: measureReadings(resolved, logs.readings) };
  }

  /**
   * The logs of several sheets of a kind together (a truck's), all measured under one standard:
   * the one asked for, else the first sheet's own. SHEET.NOT_FOUND for a sheet that is not there.
   */
  async measureSheets(
    trx: Trx,
    kind: SheetTarget['kind'],
    ids: readonly string[],
    standard: string | undefined,
  ): Promise<{ standard: string; measured: MeasuredReadings }> {
    const first = await this.sheets.header(trx, kind, ids[0]!);
    const code = standard ?? first.standard;
    const resolved = await this.standards.resolve(trx, code);
    const readings: Reading[] = [];
    for (const id of ids) {
      readings.push(...(await this.sheets.readings(trx, id)).readings);
    }
    return { standard: code, measured: measureReadings(resolved, readings) };
  }

  /** These logs or pieces, as §3 Wood piece, in the order of `indices` (into the measured logs). */
  async woodPieces(
    trx: Trx,
    target: DetailTarget,
    detail: MeasuredDetail,
    indices: readonly number[],
    locale: Locale,
  ): Promise<WoodPiece[]> {
    const ids = indices.map((i) => detail.ids[i]!);
    const found =
      target.type === 'sheet'
        ? await this.sheets.pieces(trx, target.id, ids)
        : await this.stock.pieces(trx, ids);
    // A log removed from a pending sheet between the two reads (an edit committed meanwhile) is
    // left out rather than failing the page.
    return indices.flatMap((i) => {
      const piece = found.get(detail.ids[i]!);
      return piece ? [toWoodPiece(piece, measuredAt(detail.measured, i), locale)] : [];
    });
  }

  /** The distinct pictures of the logs (a stock row: of its pieces in stock). */
  async images(trx: Trx, target: DetailTarget): Promise<DetailImage[]> {
    await this.header(trx, target);
    return target.type === 'sheet' ? this.sheets.images(trx, target.id) : this.stock.images(trx, target.id);
  }
}

/** §3 Wood piece, the data source in the caller's language. */
export function toWoodPiece(
  piece: PieceDetail,
  measured: { diameter: number | null; lengthClass: number | null; volume: number | null },
  locale: Locale,
): WoodPiece {
  return {
    id: piece.id,
    woodCode: piece.woodCode,
    minDiameter: piece.minDiameter,
    maxDiameter: piece.maxDiameter,
    woodSpecs: piece.length,
    diameter: measured.diameter,
    lengthClass: measured.lengthClass,
    volume: measured.volume,
    dataSource: piece.dataSource,
    dataSourceDesc: translate(locale, 'server.piece.dataSource', { source: piece.dataSource }),
    isManual: piece.manual,
    abnormal: piece.abnormal ?? false,
    deviceNo: piece.deviceNo,
    ossUrl: piece.picUrl,
    picStatus: piece.picStatus,
    dummy: piece.dummy,
  };
}
