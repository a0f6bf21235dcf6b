import { Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { type NewLog, type NewSheet, type SheetKind } from '../sheets';

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

  /**
   * The logs in one statement whatever their number: numbers, ids and flags as comma-joined text
   * that the server splits (`string_to_array`, '' for null), a few times cheaper to build and send
   * than array parameters; the texts as arrays; the tenant once (every log of a transaction is its
   * tenant's, row-level security refuses any other).
   */
  async insertLogs(trx: Trx, logs: readonly NewLog[]): Promise<void> {
    const [first] = logs;
    if (!first) {
      return;
    }
    if (logs.some((log) => log.tenant_id !== first.tenant_id)) {
      throw new Error('insertLogs: the logs of one call belong to one tenant');
    }
    const joined = (pick: (log: NewLog) => string | number | boolean | null | undefined): string =>
      logs.map((log) => pick(log) ?? '').join(',');
    const text = (pick: (log: NewLog) => string): string[] => logs.map(pick);
    await sql`
      insert into inventory.sheet_logs (id, tenant_id, sheet_id, origin_sheet_id, wood_code, min_diameter,
        max_diameter, length_m, diameter_class, length_class, volume_e4, abnormal, manual, data_source, device_no, pic_url)
      select l.id, ${first.tenant_id}::uuid, l.sheet_id, l.origin_sheet_id, l.wood_code, l.min_diameter,
        l.max_diameter, l.length_m, l.diameter_class, l.length_class, l.volume_e4, l.abnormal, l.manual,
        l.data_source, l.device_no, l.pic_url
      from unnest(
        string_to_array(${joined((l) => l.id)}, ',')::uuid[],
        string_to_array(${joined((l) => l.sheet_id)}, ',')::uuid[],
        string_to_array(${joined((l) => l.origin_sheet_id)}, ',')::uuid[],
        ${text((l) => l.wood_code)}::text[],
        string_to_array(${joined((l) => l.min_diameter)}, ',')::numeric[],
        string_to_array(${joined((l) => l.max_diameter)}, ',')::numeric[],
        string_to_array(${joined((l) => l.length_m)}, ',')::numeric[],
        string_to_array(${joined((l) => l.diameter_class)}, ',', '')::integer[],
        string_to_array(${joined((l) => l.length_class)}, ',', '')::numeric[],
        string_to_array(${joined((l) => l.volume_e4)}, ',', '')::integer[],
        string_to_array(${joined((l) => l.abnormal ?? false)}, ',')::boolean[],
        string_to_array(${joined((l) => l.manual ?? false)}, ',')::boolean[],
        string_to_array(${joined((l) => l.data_source)}, ',')::smallint[],
        ${text((l) => l.device_no ?? '')}::text[],
        ${text((l) => l.pic_url ?? '')}::text[])
        as l (id, sheet_id, origin_sheet_id, wood_code, min_diameter, max_diameter, length_m, diameter_class,
          length_class, volume_e4, abnormal, manual, data_source, device_no, pic_url)`.execute(trx);
  }
}
