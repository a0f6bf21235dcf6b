import { Injectable } from '@nestjs/common';
import { DomainError } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { type Reading } from '../../../measuring/measure-readings';
import { type PieceDetail } from '../../../stock/stock-piece.repository';
import { type SheetKind } from '../../domain/sheet-rules';

type Trx = Transaction<InventoryDb>;

/** What the detail workbook's summary says of a sheet. */
export interface SheetHeader {
  id: string;
  spu: string;
  date: string;
  standard: string;
  customer: string;
  woodKind: string;
  location: string;
  transportNum: string;
  status: number;
}

/** SQL of the diameter data detail of a sheet: its header, its logs' readings and provenance, its pictures. */
@Injectable()
export class SheetDetailRepository {
  async header(trx: Trx, kind: SheetKind, id: string): Promise<SheetHeader> {
    const row = await trx
      .selectFrom('inventory.sheets as s')
      .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .leftJoin('inventory.customers as c', 'c.id', 's.customer_id')
      .select([
        's.id',
        's.spu',
        's.sheet_date',
        's.standard',
        'c.name as customer',
        'k.name as wood_kind',
        'l.name as location',
        's.transport_num',
        's.status',
      ])
      .where('s.id', '=', id)
      .where('s.kind', '=', kind)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('SHEET.NOT_FOUND');
    }
    return {
      id: row.id,
      spu: row.spu,
      date: row.sheet_date.toISOString().slice(0, 10),
      standard: row.standard,
      customer: row.customer ?? '',
      woodKind: row.wood_kind,
      location: row.location,
      transportNum: row.transport_num,
      status: row.status,
    };
  }

  /** Every log of the sheet with its readings, in the sheet's order. */
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

  /** These logs of the sheet with what the detail shows. */
  async details(
    trx: Trx,
    sheetId: string,
    ids: readonly string[],
  ): Promise<Map<string, PieceDetail & { abnormal: boolean }>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await trx
      .selectFrom('inventory.sheet_logs')
      .select([
        'id',
        'wood_code',
        'min_diameter',
        'max_diameter',
        'length_m',
        'manual',
        'abnormal',
        'data_source',
        'device_no',
        'pic_url',
        'pic_status',
      ])
      .where('sheet_id', '=', sheetId)
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          woodCode: r.wood_code,
          minDiameter: Number(r.min_diameter),
          maxDiameter: Number(r.max_diameter),
          length: Number(r.length_m),
          manual: r.manual,
          abnormal: r.abnormal,
          dataSource: r.data_source,
          deviceNo: r.device_no,
          picUrl: r.pic_url,
          picStatus: r.pic_status,
          dummy: false,
        },
      ]),
    );
  }

  /** The distinct pictures of the sheet's logs, with how many logs each shows, in the sheet's order. */
  async images(trx: Trx, sheetId: string): Promise<{ url: string; count: number }[]> {
    return trx
      .selectFrom('inventory.sheet_logs')
      .select(['pic_url as url', sql<number>`count(*)::int`.as('count')])
      .where('sheet_id', '=', sheetId)
      .where('pic_url', '<>', '')
      .groupBy('pic_url')
      .orderBy(sql`min(wood_code)`)
      .execute();
  }
}
