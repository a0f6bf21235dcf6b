import { Injectable } from '@nestjs/common';
import { type AbnormalLog, type DiameterRow } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { type Reading } from '../measuring';
import { type NewLog } from './sheet.repository';

type Trx = Transaction<InventoryDb>;

/** The figures a sheet keeps of its logs (see sheet-builder.ts). */
export interface SheetTotals {
  quantity: number;
  volumeE4: number;
  /** diameter classes summed, in tenths of a cm */
  diameterSumE1: number;
  /** abnormal logs on the sheet */
  errorNum: number;
}

/**
 * SQL of the logs of one sheet: their readings, abnormal wood, diameter rows, the diameter edit.
 * In withTenant's transaction.
 */
@Injectable()
export class SheetLogRepository {
  /**
   * Every log of the sheet with its readings, in the sheet's order (wood code): what its diameter
   * data detail and printed sheet measure, and what a stock-out takes pieces for.
   */
  async readings(trx: Trx, sheetId: string): Promise<{ ids: string[]; readings: Reading[] }> {
    const rows = await trx
      .selectFrom('inventory.sheet_logs')
      .select(['id', 'min_diameter', 'max_diameter', 'length_m'])
      .where('sheet_id', '=', sheetId)
      .orderBy('wood_code')
      .orderBy('id')
      .execute();
    return {
      ids: rows.map((r) => r.id),
      readings: rows.map((r) => ({
        minDiameter: Number(r.min_diameter),
        maxDiameter: Number(r.max_diameter),
        length: Number(r.length_m),
      })),
    };
  }

  /** §3 Abnormal wood: the sheet's flagged logs, with the SPU of the sheet each was measured on. */
  async abnormal(trx: Trx, sheetId: string): Promise<AbnormalLog[]> {
    const rows = await trx
      .selectFrom('inventory.sheet_logs as l')
      .innerJoin('inventory.sheets as o', 'o.id', 'l.origin_sheet_id')
      .select([
        'l.id',
        'l.device_no',
        'l.pic_url',
        'l.length_m',
        'l.min_diameter',
        'l.max_diameter',
        'l.diameter_class',
        'o.spu',
      ])
      .where('l.sheet_id', '=', sheetId)
      .where('l.abnormal', '=', true)
      .orderBy('l.wood_code')
      .orderBy('l.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      deviceNo: r.device_no,
      picUrl: r.pic_url,
      woodSpecs: Number(r.length_m),
      diameter: r.diameter_class ?? Number(r.min_diameter),
      minDiameter: Number(r.min_diameter),
      maxDiameter: Number(r.max_diameter),
      spu: r.spu,
    }));
  }

  /**
   * §3 Diameter rows: the sheet's logs, abnormal ones left out, by diameter class and length
   * class (as the diameter data detail groups them), smallest first. A row carries every log id
   * and the readings of its first log, which a copy of the row's log takes.
   */
  async diameterRows(trx: Trx, sheetId: string): Promise<DiameterRow[]> {
    const logs = await trx
      .selectFrom('inventory.sheet_logs')
      .select(['id', 'min_diameter', 'max_diameter', 'length_m', 'diameter_class', 'length_class'])
      .where('sheet_id', '=', sheetId)
      .where('abnormal', '=', false)
      .orderBy('min_diameter')
      .orderBy('max_diameter')
      .orderBy('length_m')
      .orderBy('id')
      .execute();
    const rows = new Map<string, DiameterRow>();
    for (const log of logs) {
      // A log the standard could not measure shows its reading instead of a class.
      const diameter = log.diameter_class ?? Number(log.min_diameter);
      const length = Number(log.length_class ?? log.length_m);
      const key = `${diameter}|${length}`;
      const row = rows.get(key);
      if (row) {
        row.qty++;
        row.ids.push(log.id);
      } else {
        rows.set(key, {
          diameter,
          length,
          qty: 1,
          ids: [log.id],
          minDiameter: Number(log.min_diameter),
          maxDiameter: Number(log.max_diameter),
        });
      }
    }
    return [...rows.values()].sort((a, b) => a.diameter - b.diameter || a.length - b.length);
  }

  /** Removes these logs of the sheet; answers how many it removed (ids of other sheets stay). */
  async remove(trx: Trx, sheetId: string, ids: readonly string[]): Promise<number> {
    let removed = 0;
    for (let start = 0; start < ids.length; start += 1000) {
      const result = await trx
        .deleteFrom('inventory.sheet_logs')
        .where('sheet_id', '=', sheetId)
        .where('id', 'in', ids.slice(start, start + 1000))
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    return removed;
  }

  async insert(trx: Trx, logs: readonly NewLog[]): Promise<void> {
    for (let start = 0; start < logs.length; start += 1000) {
      await trx
        .insertInto('inventory.sheet_logs')
        .values(logs.slice(start, start + 1000))
        .execute();
    }
  }

  /** The sheet's figures summed again from its logs (an unmeasured log counts with no volume). */
  async totals(trx: Trx, sheetId: string): Promise<SheetTotals> {
    const row = await trx
      .selectFrom('inventory.sheet_logs')
      .select([
        sql<number>`count(*)::int`.as('quantity'),
        sql<number>`coalesce(sum(volume_e4), 0)::bigint`.as('volume_e4'),
        sql<number>`coalesce(sum(diameter_class), 0)::bigint * 10`.as('diameter_sum_e1'),
        sql<number>`(count(*) filter (where abnormal))::int`.as('error_num'),
      ])
      .where('sheet_id', '=', sheetId)
      .executeTakeFirstOrThrow();
    return {
      quantity: row.quantity,
      volumeE4: Number(row.volume_e4),
      diameterSumE1: Number(row.diameter_sum_e1),
      errorNum: row.error_num,
    };
  }
}
