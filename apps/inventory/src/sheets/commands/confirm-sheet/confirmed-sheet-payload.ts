import { type EventPayload } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../../../inventory-db';
import { type LockedSheet } from '../../sheet.repository';

type Payload = EventPayload<'inventory.stock-in.confirmed'>;

/**
 * `inventory.stock-in.confirmed` / `inventory.stock-out.confirmed` (version 2) of a sheet being
 * confirmed, read in the confirm's transaction once its logs are final (abnormal logs turned
 * manual): its totals, the names of its customer, wood kind and location, its transport number
 * and day, and its logs as columns with their classes and volumes under the sheet's standard.
 * Orders keeps what it settles from this alone (no other service reads inventory's tables).
 */
export async function confirmedSheetPayload(
  trx: Transaction<InventoryDb>,
  sheet: LockedSheet,
  manual: boolean,
): Promise<Payload> {
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
  const pictures = logs.map((log) => log.pic_url);
  return {
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
    logs: {
      woodCode: logs.map((log) => log.wood_code),
      // numeric columns come back as text
      minDiameterCm: logs.map((log) => Number(log.min_diameter)),
      maxDiameterCm: logs.map((log) => Number(log.max_diameter)),
      lengthM: logs.map((log) => Number(log.length_m)),
      diameterClass: logs.map((log) => log.diameter_class),
      lengthClassM: logs.map((log) => numberOrNull(log.length_class)),
      volumeE4: logs.map((log) => log.volume_e4),
      manual: logs.map((log) => log.manual),
      picUrl: pictures.some((url) => url !== '') ? pictures : null,
    },
  };
}
