import { Injectable } from '@nestjs/common';
import {
  type ConfirmedLogColumns,
  type OrderSheet,
  type PageResult,
  type UnsettledQuery,
} from '@timber/contracts';
import { dayStart, escapeLike } from '@timber/db';
import { type Selectable, sql, type Transaction } from 'kysely';
import { type OrdersDb } from '../orders-db';
import { e4ToM3, inIdOrder, meanDiameter } from '../shared/figures';
import { type ClassRow } from './domain/class-row';
import { type SheetCopy } from './domain/sheet-copy';

type Trx = Transaction<OrdersDb>;
export type SheetRow = Selectable<OrdersDb['orders.sheets']>;

/** The columns a sheet is answered with: its day as text (a date column would come back in local time). */
const SHEET_COLUMNS = [
  'id',
  'kind',
  'spu',
  'standard',
  'customer_id',
  'customer_name',
  'wood_kind_id',
  'wood_kind_name',
  'location_id',
  'location_name',
  'transport_num',
  'quantity',
  'volume_e4',
  'measured_logs',
  'diameter_class_sum',
  'length_classes',
  'confirmed_at',
  'order_id',
] as const;
type SheetAnswerRow = Pick<SheetRow, (typeof SHEET_COLUMNS)[number]> & { sheet_day: string | null };

/** What a share link's page shows of a kept sheet. */
const SHARED_SHEET_COLUMNS = [
  'id',
  'kind',
  'spu',
  'standard',
  'customer_name',
  'wood_kind_name',
  'transport_num',
  'quantity',
  'volume_e4',
  'confirmed_at',
] as const;
/** A sheet as the unsettled list and an order's SPU list answer it. */
export function toOrderSheet(row: SheetAnswerRow): OrderSheet {
  return {
    id: row.id,
    spu: row.spu,
    orderType: row.kind,
    customerId: row.customer_id,
    customerName: row.customer_name,
    woodKindId: row.wood_kind_id,
    woodKind: row.wood_kind_name,
    storageBinId: row.location_id,
    storageBin: row.location_name,
    transportNum: row.transport_num,
    standardType: row.standard,
    storageDate: row.sheet_day ?? row.confirmed_at.toISOString().slice(0, 10),
    quantity: row.quantity,
    volume: e4ToM3(row.volume_e4),
    avgDiameter: meanDiameter(row.diameter_class_sum, row.measured_logs),
    woodSpecs: row.length_classes,
    confirmTime: row.confirmed_at.toISOString(),
    orderId: row.order_id,
  };
}

/** What the settlement needs of a sheet, locked until its transaction ends. */
export type LockedSheet = Pick<
  SheetRow,
  | 'id'
  | 'kind'
  | 'spu'
  | 'standard'
  | 'customer_id'
  | 'wood_kind_name'
  | 'transport_num'
  | 'quantity'
  | 'volume_e4'
  | 'measured_logs'
  | 'diameter_class_sum'
  | 'length_classes'
  | 'log_count'
  | 'logs_kept'
  | 'order_id'
>;

/**
 * SQL of orders' copy of the confirmed sheets and their logs. Written only from inventory's
 * events (SheetConfirmedConsumer); every call runs inside withTenant's transaction.
 */
@Injectable()
export class SheetCopyRepository {
  /**
   * Keeps a confirmed sheet with the logs its confirmation carries; a sheet kept already is left as
   * it is (answers false).
   */
  async record(
    trx: Trx,
    tenantId: string,
    sheet: SheetCopy,
    logs: ConfirmedLogColumns | null,
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('orders.sheets')
      .values({
        tenant_id: tenantId,
        id: sheet.id,
        kind: sheet.kind,
        spu: sheet.spu,
        standard: sheet.standard,
        customer_id: sheet.customerId,
        customer_name: sheet.customerName,
        wood_kind_id: sheet.woodKindId,
        wood_kind_name: sheet.woodKindName,
        location_id: sheet.locationId,
        location_name: sheet.locationName,
        transport_num: sheet.transportNum,
        sheet_date: sheet.sheetDate,
        quantity: sheet.quantity,
        volume_e4: sheet.volumeE4,
        measured_logs: 0,
        diameter_class_sum: 0,
        length_classes: '',
        log_count: sheet.logCount,
        confirmed_at: sheet.confirmedAt,
        event_id: sheet.eventId,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted && logs && logs.woodCode.length > 0) {
      await this.addLogs(trx, tenantId, sheet.id, 0, logs);
    }
    return inserted !== undefined;
  }

  /**
   * Logs of a kept sheet, `offset` of its logs before them (one statement, unnest, however many;
   * a log kept already is left as it is), then what its logs sum to, counted again from them all:
   * how many arrived, how many are measured, the sum of their classes, their length classes.
   * A sheet not kept yet is an error (its confirmation is published before its further logs).
   */
  async addLogs(
    trx: Trx,
    tenantId: string,
    sheetId: string,
    offset: number,
    logs: ConfirmedLogColumns,
  ): Promise<void> {
    const pictures = logs.picUrl ?? logs.woodCode.map(() => '');
    await sql`
      insert into orders.sheet_logs (tenant_id, sheet_id, seq, wood_code, min_diameter, max_diameter,
                                     length_m, diameter_class, length_class, volume_e4, manual, pic_url)
      select ${tenantId}::uuid, ${sheetId}::uuid, ${offset}::int + t.n, t.wood_code, t.min_diameter, t.max_diameter,
             t.length_m, t.diameter_class, t.length_class, t.volume_e4, t.manual, t.pic_url
        from unnest(${logs.woodCode}::text[], ${logs.minDiameterCm}::numeric[], ${logs.maxDiameterCm}::numeric[],
                    ${logs.lengthM}::numeric[], ${logs.diameterClass}::int[], ${logs.lengthClassM}::numeric[],
                    ${logs.volumeE4}::int[], ${logs.manual}::boolean[], ${pictures}::text[])
             with ordinality as t(wood_code, min_diameter, max_diameter, length_m, diameter_class,
                                  length_class, volume_e4, manual, pic_url, n)
      on conflict (tenant_id, sheet_id, seq) do nothing`.execute(trx);
    const updated = await sql`
      update orders.sheets s
         set logs_kept = a.kept, measured_logs = a.measured, diameter_class_sum = a.class_sum,
             length_classes = a.lengths
        from (select count(*)::int as kept,
                     (count(*) filter (where measured))::int as measured,
                     coalesce(sum(diameter_class) filter (where measured), 0) as class_sum,
                     coalesce((select string_agg(l::text, ',' order by l)
                                 from (select distinct trim_scale(length_class) as l
                                         from orders.sheet_logs
                                        where sheet_id = ${sheetId}::uuid and diameter_class is not null
                                          and length_class is not null and volume_e4 is not null) lengths), '') as lengths
                from (select diameter_class,
                             (diameter_class is not null and length_class is not null and volume_e4 is not null) as measured
                        from orders.sheet_logs where sheet_id = ${sheetId}::uuid) logs) a
       where s.id = ${sheetId}::uuid`.execute(trx);
    if (updated.numAffectedRows !== 1n) {
      throw new Error(`logs of sheet ${sheetId}, which orders does not keep (yet)`);
    }
  }

  /**
   * §2 order creation: a page of the confirmed sheets of one kind no order settles, most recently
   * confirmed first; the days filter the confirmation, in the caller's time zone.
   */
  async unsettled(trx: Trx, query: UnsettledQuery, tzOffsetHours: number): Promise<PageResult<OrderSheet>> {
    // a long sheet whose logs are still arriving is not offered yet
    let base = trx
      .selectFrom('orders.sheets')
      .where('kind', '=', query.orderType)
      .where('order_id', 'is', null)
      .whereRef('logs_kept', '=', 'log_count');
    if (query.customerId) {
      base = base.where('customer_id', '=', query.customerId);
    }
    if (query.spu) {
      base = base.where('spu', 'ilike', `%${escapeLike(query.spu)}%`);
    }
    if (query.createTimeFrom) {
      base = base.where('confirmed_at', '>=', dayStart(query.createTimeFrom, tzOffsetHours, 0));
    }
    if (query.createTimeTo) {
      base = base.where('confirmed_at', '<', dayStart(query.createTimeTo, tzOffsetHours, 1));
    }
    const [rows, count] = await Promise.all([
      base
        .select(SHEET_COLUMNS)
        .select(sheetDay)
        .orderBy('confirmed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows.map(toOrderSheet) };
  }

  /**
   * The sheets of these SPUs, locked until the transaction ends, in id order (two settlements of
   * overlapping sheets lock them in the same order, so neither waits for the other forever). A
   * settlement that comes second waits here for the first, then reads the sheets as it left them.
   */
  lockBySpu(trx: Trx, spus: readonly string[]): Promise<LockedSheet[]> {
    return trx
      .selectFrom('orders.sheets')
      .select([
        'id',
        'kind',
        'spu',
        'standard',
        'customer_id',
        'wood_kind_name',
        'transport_num',
        'quantity',
        'volume_e4',
        'measured_logs',
        'diameter_class_sum',
        'length_classes',
        'log_count',
        'logs_kept',
        'order_id',
      ])
      .where('spu', 'in', spus)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /**
   * Marks the sheets settled by `orderId` where no order settles them yet; answers the ids it
   * marked (fewer than asked means another order has them).
   */
  async settle(trx: Trx, orderId: string, sheetIds: readonly string[]): Promise<string[]> {
    const rows = await trx
      .updateTable('orders.sheets')
      .set({ order_id: orderId })
      .where('id', 'in', sheetIds)
      .where('order_id', 'is', null)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The sheets of a deleted order are unsettled again; answers their ids. */
  async release(trx: Trx, orderId: string): Promise<string[]> {
    const rows = await trx
      .updateTable('orders.sheets')
      .set({ order_id: null })
      .where('order_id', '=', orderId)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** A page of the sheets an order settles (live or released with it), in SPU order. */
  async ofOrder(
    trx: Trx,
    orderId: string,
    paging: { page: number; pageSize: number },
  ): Promise<PageResult<OrderSheet>> {
    const base = trx
      .selectFrom('orders.order_sheets as os')
      .innerJoin('orders.sheets as s', (join) =>
        join.onRef('s.tenant_id', '=', 'os.tenant_id').onRef('s.id', '=', 'os.sheet_id'),
      )
      .where('os.order_id', '=', orderId);
    const [rows, count] = await Promise.all([
      base
        .select(SHEET_COLUMNS.map((column) => `s.${column}` as const))
        .select(sql<string | null>`to_char(s.sheet_date, 'YYYY-MM-DD')`.as('sheet_day'))
        .orderBy('s.spu')
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { total: count.total, records: rows.map(toOrderSheet) };
  }
  /**
   * The tenant's kept sheets of these SPUs (what a share link of sheets may name): a sheet orders
   * does not keep was never confirmed, was disabled or deleted first, or is another tenant's.
   */
  findBySpu(
    trx: Trx,
    spus: readonly string[],
  ): Promise<Pick<SheetRow, 'id' | 'kind' | 'spu' | 'log_count' | 'logs_kept'>[]> {
    return trx
      .selectFrom('orders.sheets')
      .select(['id', 'kind', 'spu', 'log_count', 'logs_kept'])
      .where('spu', 'in', spus)
      .execute();
  }

  /** The kinds (1 stock-in, 2 stock-out) of these kept sheets, each once. */
  async kindsOf(trx: Trx, ids: readonly string[]): Promise<number[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await trx
      .selectFrom('orders.sheets')
      .select('kind')
      .distinct()
      .where('id', 'in', ids)
      .execute();
    return rows.map((row) => row.kind);
  }

  /** The kept sheets of these ids (a share link's), in the order given; unknown ids are left out. */
  async findMany(trx: Trx, ids: readonly string[]): Promise<SharedSheetRow[]> {
    const rows = await trx
      .selectFrom('orders.sheets')
      .select(SHARED_SHEET_COLUMNS)
      .select(sheetDay)
      .where('id', '=', sql<string>`any(${[...ids]}::uuid[])`)
      .execute();
    return inIdOrder(ids, rows);
  }

  /** The sheets' logs by diameter class and length (each sheet's diameter table), ascending. */
  async classes(trx: Trx, sheetIds: readonly string[]): Promise<(ClassRow & { sheetId: string })[]> {
    const { rows } = await sql<{
      sheet_id: string;
      dia: number;
      length: string;
      qty: number;
      volume_e4: string;
    }>`
      select sheet_id, diameter_class as dia, length_class as length, count(*)::int as qty, sum(volume_e4) as volume_e4
        from orders.sheet_logs
       where sheet_id = any(${[...sheetIds]}::uuid[])
         and diameter_class is not null and length_class is not null and volume_e4 is not null
       group by sheet_id, diameter_class, length_class
       order by sheet_id, diameter_class, length_class`.execute(trx);
    return rows.map((row) => ({
      sheetId: row.sheet_id,
      dia: row.dia,
      length: Number(row.length),
      qty: row.qty,
      volumeE4: Number(row.volume_e4),
    }));
  }
}

export type SharedSheetRow = Pick<SheetRow, (typeof SHARED_SHEET_COLUMNS)[number]> & {
  sheet_day: string | null;
};

/** The sheet's day as yyyy-MM-dd (null for a sheet of a version-1 event). */
const sheetDay = sql<string | null>`to_char(sheet_date, 'YYYY-MM-DD')`.as('sheet_day');
