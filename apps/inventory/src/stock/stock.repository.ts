import { Injectable } from '@nestjs/common';
import { type PageResult, type StockRow } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../inventory-db';
import { type StockLevel } from './domain/stock-rules';

type Trx = Transaction<InventoryDb>;

/**
 * Which stock rows a list shows: those holding logs (the stock list), or those sold out (quantity
 * 0: every log gone out or moved away; a row is kept at zero once it has held stock). Every row is
 * in exactly one of the two.
 */
export type StockHolding = 'held' | 'soldOut';

/** The columns toStockRow reads: a stock row (`s`) with its location's (`l`) and wood kind's (`k`) names. */
const STOCK_ROW_COLUMNS = [
  's.id',
  's.location_id',
  'l.name as location',
  's.wood_kind_id',
  'k.name as wood_kind',
  's.quantity',
  's.volume_e4',
  's.updated_at',
] as const;

/** SQL of stock rows (location × wood kind); every call runs inside withTenant's transaction. */
@Injectable()
export class StockRepository {
  /** The row's current level, locked until the transaction ends (created at zero when missing). */
  async lock(
    trx: Trx,
    tenantId: string,
    locationId: string,
    woodKindId: string,
  ): Promise<StockLevel & { id: string }> {
    await trx
      .insertInto('inventory.stock')
      .values({
        id: randomUUID(),
        tenant_id: tenantId,
        location_id: locationId,
        wood_kind_id: woodKindId,
        quantity: 0,
        volume_e4: 0,
        updated_at: new Date(),
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'location_id', 'wood_kind_id']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('inventory.stock')
      .select(['id', 'quantity', 'volume_e4'])
      .where('location_id', '=', locationId)
      .where('wood_kind_id', '=', woodKindId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { id: row.id, quantity: row.quantity, volumeE4: row.volume_e4 };
  }

  async lockById(
    trx: Trx,
    id: string,
  ): Promise<(StockLevel & { id: string; locationId: string; woodKindId: string }) | undefined> {
    const row = await trx
      .selectFrom('inventory.stock')
      .select(['id', 'location_id', 'wood_kind_id', 'quantity', 'volume_e4'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        locationId: row.location_id,
        woodKindId: row.wood_kind_id,
        quantity: row.quantity,
        volumeE4: row.volume_e4,
      }
    );
  }

  /**
   * Sets a stock row's level. Its update time (the list's "Updated") never goes back: a movement
   * stamped earlier than the last (a consumer catching up on older events) leaves it.
   */
  async set(trx: Trx, id: string, level: StockLevel): Promise<void> {
    await trx
      .updateTable('inventory.stock')
      .set({
        quantity: level.quantity,
        volume_e4: level.volumeE4,
        updated_at: sql<Date>`greatest(updated_at, ${new Date()})`,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Moves a stock row by a sawing order's logs (negative: taken, positive: returned), in one
   * update; the volume stays at or above zero (the pieces' volumes are their own measures).
   */
  async shift(trx: Trx, id: string, quantity: number, volumeE4: number): Promise<void> {
    await sql`
      update inventory.stock
      set quantity = quantity + ${quantity}, volume_e4 = greatest(volume_e4 + ${volumeE4}, 0),
          updated_at = greatest(updated_at, ${new Date()})
      where id = ${id}`.execute(trx);
  }

  /** One stock row with its names (the diameter data detail of type stock); undefined when missing. */
  async row(trx: Trx, id: string): Promise<StockRow | undefined> {
    const row = await trx
      .selectFrom('inventory.stock as s')
      .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .select(STOCK_ROW_COLUMNS)
      .where('s.id', '=', id)
      .executeTakeFirst();
    return row && toStockRow(row);
  }

  /** Held rows by location and wood kind; sold-out rows most recently emptied first. */
  async page(
    trx: Trx,
    query: {
      page: number;
      pageSize: number;
      locationId?: string | undefined;
      woodKindId?: string | undefined;
    },
    holding: StockHolding = 'held',
  ): Promise<PageResult<StockRow>> {
    let base = trx
      .selectFrom('inventory.stock as s')
      .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .where((eb) => {
        const held = eb.or([eb('s.quantity', '>', 0), eb('s.volume_e4', '>', 0)]);
        return holding === 'held' ? held : eb.not(held);
      });
    if (query.locationId) {
      base = base.where('s.location_id', '=', query.locationId);
    }
    if (query.woodKindId) {
      base = base.where('s.wood_kind_id', '=', query.woodKindId);
    }
    const [rows, count] = await Promise.all([
      base
        .select(STOCK_ROW_COLUMNS)
        .$if(holding === 'soldOut', (q) => q.orderBy('s.updated_at', 'desc'))
        .orderBy('l.name')
        .orderBy('k.name')
        .orderBy('s.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows.map(toStockRow) };
  }
}

function toStockRow(r: {
  id: string;
  location_id: string;
  location: string;
  wood_kind_id: string;
  wood_kind: string;
  quantity: number;
  volume_e4: number;
  updated_at: Date;
}): StockRow {
  return {
    id: r.id,
    storageBinId: r.location_id,
    storageBin: r.location,
    woodKindId: r.wood_kind_id,
    woodKind: r.wood_kind,
    quantity: r.quantity,
    volume: Math.round(r.volume_e4 / 10) / 1000,
    updateTime: r.updated_at.toISOString(),
  };
}
