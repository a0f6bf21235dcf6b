import { Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { type Reading } from '../measuring';

type Trx = Transaction<InventoryDb>;

/** What a sawing order took from, or returned to, one stock row. */
export interface StockTaken {
  stockId: string;
  quantity: number;
  volumeE4: number;
}
interface StockTakenRow {
  stock_id: string;
  qty: number;
  volume_e4: string;
}
const stockTaken = (row: StockTakenRow): StockTaken => ({
  stockId: row.stock_id,
  quantity: row.qty,
  volumeE4: Number(row.volume_e4),
});

/** The readings of a piece in stock, in order of arrival (null readings: a dummy). */
export interface LivePiece {
  id: string;
  seq: number;
  reading: Reading;
}

/**
 * SQL of the pieces of stock (migrations/0005_stock_pieces.sql): one row per log lying at a
 * place. A piece is in stock while out_at is null (a stock-out or a sawing order took it otherwise); every call runs inside withTenant's
 * transaction, with the stock row locked by the caller for the commands.
 */
@Injectable()
export class StockPieceRepository {
  /**
   * A confirmed stock-in: the sheet's logs become pieces of the stock row, in one insert …
   * select, keeping their provenance. Returns how many were added.
   */
  async addFromSheet(trx: Trx, stockId: string, sheet: { id: string; standard: string }): Promise<number> {
    const result = await sql`
      insert into inventory.stock_pieces (
        id, tenant_id, stock_id, in_sheet_id, sheet_log_id, wood_code, min_diameter, max_diameter,
        length_m, standard, diameter_class, length_class, volume_e4, manual, data_source, device_no,
        pic_url, pic_status, stocked_at
      )
      select gen_random_uuid(), l.tenant_id, ${stockId}, l.sheet_id, l.id, l.wood_code, l.min_diameter,
             l.max_diameter, l.length_m, ${sheet.standard}, l.diameter_class, l.length_class, l.volume_e4,
             l.manual, l.data_source, l.device_no, l.pic_url, l.pic_status, now()
      from inventory.sheet_logs l
      where l.sheet_id = ${sheet.id}
      order by l.wood_code, l.id`.execute(trx);
    return Number(result.numAffectedRows ?? 0n);
  }

  /** Dummy pieces: stock without a measured log. */
  async addDummies(trx: Trx, stockId: string, count: number): Promise<void> {
    if (count <= 0) {
      return;
    }
    await sql`
      insert into inventory.stock_pieces (id, tenant_id, stock_id, dummy, data_source)
      select gen_random_uuid(), (select platform.current_tenant()), ${stockId}, true, 0
      from generate_series(1, ${count}::integer)`.execute(trx);
  }

  /** The pieces in stock of a row, oldest first, with their readings. */
  async live(trx: Trx, stockId: string): Promise<LivePiece[]> {
    const rows = await trx
      .selectFrom('inventory.stock_pieces')
      .select(['id', 'seq', 'min_diameter', 'max_diameter', 'length_m', 'dummy'])
      .where('stock_id', '=', stockId)
      .where('out_at', 'is', null)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      seq: Number(r.seq),
      reading:
        r.dummy || r.min_diameter === null || r.length_m === null
          ? null
          : {
              minDiameter: Number(r.min_diameter),
              maxDiameter: Number(r.max_diameter ?? r.min_diameter),
              length: Number(r.length_m),
            },
    }));
  }

  /** A stock-out takes these pieces, each for one of its logs (one statement for the whole sheet). */
  async takeOut(
    trx: Trx,
    outSheetId: string,
    matches: readonly { pieceId: string; logId: string }[],
  ): Promise<number> {
    if (matches.length === 0) {
      return 0;
    }
    const result = await sql`
      update inventory.stock_pieces p
      set out_sheet_id = ${outSheetId}, out_log_id = m.log_id, out_at = now()
      from unnest(${matches.map((m) => m.pieceId)}::uuid[], ${matches.map((m) => m.logId)}::uuid[])
        as m(piece_id, log_id)
      where p.id = m.piece_id and p.out_at is null`.execute(trx);
    return Number(result.numAffectedRows ?? 0n);
  }

  /** A warehouse move: every piece in stock of one row now lies in another. */
  async moveAll(trx: Trx, fromStockId: string, toStockId: string): Promise<number> {
    const result = await trx
      .updateTable('inventory.stock_pieces')
      .set({ stock_id: toStockId })
      .where('stock_id', '=', fromStockId)
      .where('out_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** How many pieces of a row are in stock (the invariant: equal to stock.quantity). */
  async count(trx: Trx, stockId: string): Promise<number> {
    const row = await trx
      .selectFrom('inventory.stock_pieces')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('stock_id', '=', stockId)
      .where('out_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.n;
  }
  /**
   * A sawing order takes the pieces of these logs (stock-in sheet and wood code) that are in
   * stock: one statement. Returns, per stock row, how many it took and their volume.
   */
  async takeForSawing(
    trx: Trx,
    orderId: string,
    logs: readonly { sheetId: string; woodCode: string }[],
  ): Promise<StockTaken[]> {
    if (logs.length === 0) {
      return [];
    }
    const { rows } = await sql<StockTakenRow>`
      with taken as (
        update inventory.stock_pieces p
        set sawing_order_id = ${orderId}, out_at = now()
        from unnest(${logs.map((l) => l.sheetId)}::uuid[], ${logs.map((l) => l.woodCode)}::text[])
          as l(sheet_id, wood_code)
        where p.in_sheet_id = l.sheet_id and p.wood_code = l.wood_code and p.out_at is null
        returning p.stock_id, p.volume_e4
      )
      select stock_id, count(*)::int as qty, coalesce(sum(volume_e4), 0)::bigint as volume_e4
      from taken group by stock_id order by stock_id`.execute(trx);
    return rows.map(stockTaken);
  }

  /** The pieces a deleted sawing order took are in stock again; per stock row, how many and their volume. */
  async returnFromSawing(trx: Trx, orderId: string): Promise<StockTaken[]> {
    const { rows } = await sql<StockTakenRow>`
      with returned as (
        update inventory.stock_pieces p
        set sawing_order_id = null, out_at = null
        where p.sawing_order_id = ${orderId}
        returning p.stock_id, p.volume_e4
      )
      select stock_id, count(*)::int as qty, coalesce(sum(volume_e4), 0)::bigint as volume_e4
      from returned group by stock_id order by stock_id`.execute(trx);
    return rows.map(stockTaken);
  }
}
