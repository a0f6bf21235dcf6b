import { Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import {
  type DetailImage,
  type DetailLogs,
  type DetailSheet,
  type PieceDetail,
  type SheetDetailSource,
  type SheetTarget,
} from '../diameter-detail';
import { type InventoryDb } from '../inventory-db';
import { SheetLogRepository } from './sheet-log.repository';
import { SheetRepository, toSheetRow } from './sheet.repository';

type Trx = Transaction<InventoryDb>;

/**
 * A sheet as its diameter data detail reads it (diameter-detail/detail-source.ts): its header from
 * the sheet query, its logs' readings, provenance and pictures.
 */
@Injectable()
export class SheetDetailRepository implements SheetDetailSource {
  constructor(
    private readonly sheets: SheetRepository,
    private readonly logs: SheetLogRepository,
  ) {}

  async header(trx: Trx, kind: SheetTarget['kind'], id: string): Promise<DetailSheet> {
    const sheet = toSheetRow(await this.sheets.named(trx, kind, id));
    return {
      id: sheet.id,
      spu: sheet.spu,
      date: sheet.storageDate,
      standard: sheet.standardType,
      customer: sheet.tradePartner,
      woodKind: sheet.woodKind,
      location: sheet.storageBin,
      transportNum: sheet.transportNum,
      status: sheet.status,
    };
  }

  readings(trx: Trx, sheetId: string): Promise<DetailLogs> {
    return this.logs.readings(trx, sheetId);
  }

  async pieces(trx: Trx, sheetId: string, ids: readonly string[]): Promise<Map<string, PieceDetail>> {
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

  async images(trx: Trx, sheetId: string): Promise<DetailImage[]> {
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
