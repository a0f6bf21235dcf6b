import { Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { type Transaction } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { measureReadings, type Reading } from '../../../measuring';
import { StandardResolver } from '../../../standards';
import { type ClassifiedLog, matchPieces, StockPieceRepository } from '../../../stock';
import { SheetLogRepository } from '../../sheet-log.repository';

type Trx = Transaction<InventoryDb>;

interface ConfirmedSheet {
  id: string;
  standard: string;
  quantity: number;
}

/**
 * The pieces of stock a confirmed sheet moves, in the confirm's transaction with the stock row
 * locked: afterwards the row's pieces in stock number its quantity again (the invariant of
 * migrations/0005_stock_pieces.sql). A count that does not add up refuses the whole confirm.
 */
@Injectable()
export class StockPiecesMover {
  constructor(
    private readonly pieces: StockPieceRepository,
    private readonly logs: SheetLogRepository,
    private readonly standards: StandardResolver,
  ) {}

  /** A stock-in: each log of the sheet becomes a piece (one insert … select). */
  async stockIn(trx: Trx, stockId: string, sheet: ConfirmedSheet): Promise<void> {
    const added = await this.pieces.addFromSheet(trx, stockId, sheet);
    if (added > sheet.quantity) {
      throw new DomainError('STOCK.PIECES_OUT_OF_STEP');
    }
    // a sheet counted without a log for each of its pieces (none today): dummies stand for them
    await this.pieces.addDummies(trx, stockId, sheet.quantity - added);
  }

  /**
   * A stock-out: each log of the sheet takes one piece of the row (piece-matching.ts: same length
   * and diameter class oldest first, then the nearest diameter of the same length, then any),
   * both sides classified under the stock-out sheet's standard; one update for the whole sheet.
   */
  async stockOut(trx: Trx, stockId: string, sheet: ConfirmedSheet): Promise<void> {
    const [logs, live, standard] = await Promise.all([
      this.logs.readings(trx, sheet.id),
      this.pieces.live(trx, stockId),
      this.standards.resolve(trx, sheet.standard),
    ]);
    /** Each log's classes under the stock-out's standard: nulls where it cannot measure the log. */
    const classify = (readings: readonly Reading[]) => {
      const measured = measureReadings(standard, readings);
      return readings.map((_, i) => ({
        diameterClass: measured.volumeE4[i]! >= 0 ? measured.diameterClass[i]! : null,
        lengthClassCm: measured.volumeE4[i]! >= 0 ? measured.lengthClassCm[i]! : null,
      }));
    };
    const outLogs: ClassifiedLog[] = classify(logs.readings).map((classes, i) => ({
      id: logs.ids[i]!,
      ...classes,
    }));
    const pieces = classify(live.map((piece) => piece.reading)).map((classes, i) => ({
      id: live[i]!.id,
      seq: live[i]!.seq,
      ...classes,
    }));
    const { matches, unmatched } = matchPieces(outLogs.slice(0, sheet.quantity), pieces);
    if (unmatched.length > 0 || matches.length !== sheet.quantity) {
      throw new DomainError('STOCK.PIECES_OUT_OF_STEP');
    }
    const taken = await this.pieces.takeOut(trx, sheet.id, matches);
    if (taken !== sheet.quantity) {
      throw new DomainError('STOCK.PIECES_OUT_OF_STEP');
    }
  }
}
