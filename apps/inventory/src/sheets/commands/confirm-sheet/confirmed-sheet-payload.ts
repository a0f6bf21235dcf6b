import { CONFIRMED_LOGS_PER_EVENT, type ConfirmedLogColumns, type EventPayload } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { type LockedSheet } from '../../sheet.repository';

type Payload = EventPayload<'inventory.stock-in.confirmed'>;
type MoreLogs = EventPayload<'inventory.sheet-logs.confirmed'>;

/**
 * `inventory.stock-in.confirmed` / `inventory.stock-out.confirmed` (version 2) of a sheet being
 * confirmed, read in the confirm's transaction once its logs are final (abnormal logs turned
 * manual): its totals, the names of its customer, wood kind and location, its transport number
 * and day, and its logs as columns with their classes and volumes under the sheet's standard.
 * A sheet of more than CONFIRMED_LOGS_PER_EVENT logs carries its first ones; `more` holds the
 * others, CONFIRMED_LOGS_PER_EVENT at a time, for `inventory.sheet-logs.confirmed` events.
 * Orders keeps what it settles from these alone (no other service reads inventory's tables).
 */
export async function confirmedSheetPayload(
  trx: Transaction<InventoryDb>,
  sheet: LockedSheet,
  manual: boolean,
): Promise<{ payload: Payload; more: MoreLogs[] }> {
  const [header, logs] = await Promise.all([
    trx
      .selectFrom('inventory.sheets as s')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
      .leftJoin('inventory.customers as c', 'c.id', 's.customer_id')
      .select([
        'k.name as woodKindName',
        'l.name as locationName',
        'c.name as customerName',
        's.transport_num as transportNum',
        sql<string>`to_char(s.sheet_date, 'YYYY-MM-DD')`.as('sheetDate'),
      ])
      .where('s.id', '=', sheet.id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('inventory.sheet_logs')
      .select([
        'wood_code',
        'min_diameter',
        'max_diameter',
        'length_m',
        'diameter_class',
        'length_class',
        'volume_e4',
        'manual',
        'pic_url',
      ])
      .where('sheet_id', '=', sheet.id)
      .orderBy('wood_code')
      .orderBy('id')
      .execute(),
  ]);
  const numberOrNull = (value: number | string | null): number | null =>
    value === null ? null : Number(value);
  const columns = (part: typeof logs): ConfirmedLogColumns => {
    const pictures = part.map((log) => log.pic_url);
    return {
      woodCode: part.map((log) => log.wood_code),
      // numeric columns come back as text
      minDiameterCm: part.map((log) => Number(log.min_diameter)),
      maxDiameterCm: part.map((log) => Number(log.max_diameter)),
      lengthM: part.map((log) => Number(log.length_m)),
      diameterClass: part.map((log) => log.diameter_class),
      lengthClassM: part.map((log) => numberOrNull(log.length_class)),
      volumeE4: part.map((log) => log.volume_e4),
      manual: part.map((log) => log.manual),
      picUrl: pictures.some((url) => url !== '') ? pictures : null,
    };
  };
  const more: MoreLogs[] = [];
  for (let offset = CONFIRMED_LOGS_PER_EVENT; offset < logs.length; offset += CONFIRMED_LOGS_PER_EVENT) {
    more.push({
      sheetId: sheet.id,
      offset,
      logs: columns(logs.slice(offset, offset + CONFIRMED_LOGS_PER_EVENT)),
    });
  }
  return {
    payload: {
      sheetId: sheet.id,
      spu: sheet.spu,
      standard: sheet.standard,
      woodKindId: sheet.wood_kind_id,
      locationId: sheet.location_id,
      customerId: sheet.customer_id!,
      quantity: sheet.quantity,
      volumeE4: sheet.volume_e4,
      manual,
      customerName: header.customerName ?? '',
      woodKindName: header.woodKindName,
      locationName: header.locationName,
      transportNum: header.transportNum,
      sheetDate: header.sheetDate,
      logs: columns(logs.slice(0, CONFIRMED_LOGS_PER_EVENT)),
      logCount: logs.length,
    },
    more,
  };
}
