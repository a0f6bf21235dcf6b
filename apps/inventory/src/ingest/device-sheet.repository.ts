import { Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { type SheetKind } from '../sheets/domain/sheet-rules';
import { type NewLog, type NewSheet } from '../sheets/sheet.repository';

type Trx = Transaction<InventoryDb>;

/**
 * SQL of the device sheets written in batches (the consumer of ingest's measurements). Few
 * statements per batch whatever its size: the inbox rows in one, the sheet numbers in one per
 * kind and day, the sheets in one, the logs as column arrays in one.
 */
@Injectable()
export class DeviceSheetRepository {
  /** `count` consecutive sheet numbers of the tenant's kind and day (one upsert, as nextNumber takes one): the first. */
  async takeNumbers(
    trx: Trx,
    tenantId: string,
    kind: SheetKind,
    day: string,
    count: number,
  ): Promise<number> {
    const row = await trx
      .insertInto('inventory.sheet_numbers')
      .values({ tenant_id: tenantId, kind, day, last_number: count })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'kind', 'day'])
          .doUpdateSet((eb) => ({ last_number: eb('inventory.sheet_numbers.last_number', '+', count) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number - count + 1;
  }

  async insertSheets(trx: Trx, sheets: readonly NewSheet[]): Promise<void> {
    if (sheets.length > 0) {
      await trx.insertInto('inventory.sheets').values(sheets).execute();
    }
  }

  /** The logs as one array per column: one statement and 16 parameters however many logs. */
  async insertLogs(trx: Trx, logs: readonly NewLog[]): Promise<void> {
    if (logs.length === 0) {
      return;
    }
    const column = <T>(pick: (log: NewLog) => T): T[] => logs.map(pick);
    await sql`
      insert into inventory.sheet_logs (id, tenant_id, sheet_id, origin_sheet_id, wood_code, min_diameter,
        max_diameter, length_m, diameter_class, length_class, volume_e4, abnormal, manual, data_source, device_no, pic_url)
      select * from unnest(
        ${column((l) => l.id)}::uuid[], ${column((l) => l.tenant_id)}::uuid[], ${column((l) => l.sheet_id)}::uuid[],
        ${column((l) => l.origin_sheet_id)}::uuid[], ${column((l) => l.wood_code)}::text[],
        ${column((l) => l.min_diameter)}::numeric[], ${column((l) => l.max_diameter)}::numeric[],
        ${column((l) => l.length_m)}::numeric[], ${column((l) => l.diameter_class ?? null)}::integer[],
        ${column((l) => l.length_class ?? null)}::numeric[], ${column((l) => l.volume_e4 ?? null)}::integer[],
        ${column((l) => l.abnormal ?? false)}::boolean[], ${column((l) => l.manual ?? false)}::boolean[],
        ${column((l) => l.data_source)}::smallint[], ${column((l) => l.device_no ?? '')}::text[],
        ${column((l) => l.pic_url ?? '')}::text[])`.execute(trx);
  }
}
