import { Injectable } from '@nestjs/common';
import { DomainError, type PageResult, type SheetListQuery, type SheetRow } from '@timber/contracts';
import { dayStart, escapeLike, isUniqueViolation } from '@timber/db';
import { e4ToM3 } from '@timber/volume';
import {
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { SHEET_STATUS, type SheetKind } from './domain/sheet-rules';

type Trx = Transaction<InventoryDb>;
export type NewSheet = Insertable<InventoryDb['inventory.sheets']>;
export type NewLog = Insertable<InventoryDb['inventory.sheet_logs']>;

export interface LockedSheet {
  id: string;
  kind: number;
  spu: string;
  status: number;
  standard: string;
  location_id: string;
  wood_kind_id: string;
  customer_id: string | null;
  quantity: number;
  volume_e4: number;
  error_num: number;
}

const DAY_MS = 86_400_000;
/** The UTC calendar day of an instant, as PostgreSQL reads a date. */
const isoDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** SQL of sheets and their logs; every call runs inside withTenant's transaction. */
@Injectable()
export class SheetRepository {
  /** The tenant's next sheet number of this kind and day (one upsert: concurrent sheets never share one). */
  async nextNumber(trx: Trx, tenantId: string, kind: SheetKind, day: string): Promise<number> {
    const row = await trx
      .insertInto('inventory.sheet_numbers')
      .values({ tenant_id: tenantId, kind, day, last_number: 1 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'kind', 'day'])
          .doUpdateSet((eb) => ({ last_number: eb('inventory.sheet_numbers.last_number', '+', 1) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  }

  async update(trx: Trx, id: string, changes: Updateable<InventoryDb['inventory.sheets']>): Promise<void> {
    await trx
      .updateTable('inventory.sheets')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** The sheets of these SPUs, locked in SPU order (so two merges cannot deadlock). */
  lockForMerge(trx: Trx, kind: SheetKind, spus: readonly string[]) {
    return trx
      .selectFrom('inventory.sheets')
      .select([
        'id',
        'status',
        'standard',
        'sheet_type',
        'sheet_date',
        'location_id',
        'wood_kind_id',
        'customer_id',
        'transport_num',
        'quantity',
        'volume_e4',
        'purchase_volume_e4',
        'diameter_sum_e1',
        'error_num',
      ])
      .where('kind', '=', kind)
      .where('spu', 'in', spus)
      .orderBy('spu')
      .forUpdate()
      .execute();
  }

  /** Every log of the merged sheets now belongs to the new one; the merged sheets close (status 5). */
  async moveLogsAndClose(trx: Trx, mergedIds: readonly string[], intoId: string): Promise<void> {
    await trx
      .updateTable('inventory.sheet_logs')
      .set({ sheet_id: intoId })
      .where('sheet_id', 'in', mergedIds)
      .execute();
    await trx
      .updateTable('inventory.sheets')
      .set({ status: SHEET_STATUS.MERGED, merged_into: intoId, updated_at: new Date() })
      .where('id', 'in', mergedIds)
      .execute();
  }

  /** Names (lower-cased) to ids of the master data an import refers to, and the tenant's standards. */
  async importLookups(trx: Trx) {
    const [locations, woodKinds, customers, standards] = await Promise.all([
      trx.selectFrom('inventory.locations').select(['id', 'name']).execute(),
      trx.selectFrom('inventory.wood_kinds').select(['id', 'name']).execute(),
      trx.selectFrom('inventory.customers').select(['id', 'name']).execute(),
      trx.selectFrom('inventory.custom_standards').select(['code', 'definition']).execute(),
    ]);
    const byName = (rows: { id: string; name: string }[]) =>
      new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
    return {
      locations: byName(locations),
      woodKinds: byName(woodKinds),
      customers: byName(customers),
      customStandards: new Map(standards.map((s) => [s.code, s.definition])),
    };
  }

  async insert(trx: Trx, sheet: NewSheet, logs: readonly NewLog[]): Promise<void> {
    await trx
      .insertInto('inventory.sheets')
      .values(sheet)
      .execute()
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'sheets_count_order')
          ? new DomainError('SHEET.COUNT_ORDER_USED', { orderNo: sheet.count_order_no ?? '' })
          : error;
      });
    // the logs of a new sheet (none for a merged sheet, whose logs move over)
    for (let start = 0; start < logs.length; start += 1000) {
      await trx
        .insertInto('inventory.sheet_logs')
        .values(logs.slice(start, start + 1000))
        .execute();
    }
  }

  /** The sheet, locked until the transaction ends: two confirmations of one sheet serialize here. */
  lock(trx: Trx, kind: SheetKind, id: string): Promise<LockedSheet> {
    return this.find(trx, kind, id, true);
  }

  async find(trx: Trx, kind: SheetKind, id: string, forUpdate = false): Promise<LockedSheet> {
    const query = trx
      .selectFrom('inventory.sheets')
      .select([
        'id',
        'kind',
        'spu',
        'status',
        'standard',
        'location_id',
        'wood_kind_id',
        'customer_id',
        'quantity',
        'volume_e4',
        'error_num',
      ])
      .where('id', '=', id)
      .where('kind', '=', kind);
    const sheet = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    if (!sheet) {
      throw new DomainError('SHEET.NOT_FOUND');
    }
    return sheet;
  }

  async setStatus(
    trx: Trx,
    id: string,
    status: number,
    changes: { confirmed?: boolean; manual?: boolean } = {},
  ): Promise<void> {
    await trx
      .updateTable('inventory.sheets')
      .set({
        status,
        updated_at: new Date(),
        ...(changes.confirmed ? { confirmed_at: new Date() } : {}),
        ...(changes.manual ? { manual: true, error_num: 0 } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** §4 force-confirm: the abnormal logs become manual entries. */
  async abnormalToManual(trx: Trx, sheetId: string): Promise<void> {
    await trx
      .updateTable('inventory.sheet_logs')
      .set({ abnormal: false, manual: true })
      .where('sheet_id', '=', sheetId)
      .where('abnormal', '=', true)
      .execute();
  }

  async page(
    trx: Trx,
    kind: SheetKind,
    query: SheetListQuery,
    tzOffsetHours: number,
  ): Promise<PageResult<SheetRow>> {
    const base = this.filtered(trx, kind, query, tzOffsetHours);
    // The page is picked from the sheets alone (an index walk), then joined to its names: a join
    // before the limit misleads the planner into sorting every matching sheet.
    const [rows, count] = await Promise.all([
      this.withNames(
        trx,
        base
          .selectAll('s')
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ).execute(),
      this.total(trx, kind, query, tzOffsetHours),
    ]);
    return { total: count, records: rows.map(toSheetRow) };
  }

  /**
   * How many sheets match: whole UTC days are summed from sheet_day_counts (kept by a trigger),
   * only the partial days at the ends of the range are counted sheet by sheet. An SPU filter
   * (a substring) is counted from the sheets.
   */
  private async total(
    trx: Trx,
    kind: SheetKind,
    query: SheetListQuery,
    tzOffsetHours: number,
  ): Promise<number> {
    const exact = (picked: ReturnType<SheetRepository['filtered']>) =>
      picked.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const filtered = this.filtered(trx, kind, query, tzOffsetHours);
    if (query.spu) {
      return (await exact(filtered)).total;
    }
    const lower = query.createTimeFrom ? dayStart(query.createTimeFrom, tzOffsetHours, 0) : undefined;
    const upper = query.createTimeTo ? dayStart(query.createTimeTo, tzOffsetHours, 1) : undefined;
    const firstWholeDay = lower && new Date(Math.ceil(lower.getTime() / DAY_MS) * DAY_MS);
    const endWholeDay = upper && new Date(Math.floor(upper.getTime() / DAY_MS) * DAY_MS);
    if (firstWholeDay && endWholeDay && firstWholeDay >= endWholeDay) {
      return (await exact(filtered)).total;
    }
    let days = trx
      .selectFrom('inventory.sheet_day_counts as c')
      .select(sql<number>`coalesce(sum(c.sheets), 0)::int`.as('total'))
      .where('c.kind', '=', kind);
    if (firstWholeDay) {
      days = days.where('c.day', '>=', isoDay(firstWholeDay));
    }
    if (endWholeDay) {
      days = days.where('c.day', '<', isoDay(endWholeDay));
    }
    if (query.customerId) {
      days = days.where('c.customer_id', '=', query.customerId);
    }
    if (query.woodKindId) {
      days = days.where('c.wood_kind_id', '=', query.woodKindId);
    }
    if (query.status !== undefined) {
      days = days.where('c.status', '=', query.status);
    }
    const edges = filtered.where((eb) =>
      eb.or([
        ...(firstWholeDay ? [eb('s.created_at', '<', firstWholeDay)] : []),
        ...(endWholeDay ? [eb('s.created_at', '>=', endWholeDay)] : []),
        ...(firstWholeDay || endWholeDay ? [] : [eb.val(false)]),
      ]),
    );
    const [whole, partial] = await Promise.all([days.executeTakeFirstOrThrow(), exact(edges)]);
    return whole.total + partial.total;
  }

  /**
   * Every matching sheet, newest first, in batches as read (keyset paging: constant cost per batch).
   * The next batch is asked for before this one is handed out, so the database reads it while the
   * caller writes these rows (an export's time is about halved on two cores).
   */
  async *batches(
    trx: Trx,
    kind: SheetKind,
    filter: SheetFilter,
    tzOffsetHours: number,
  ): AsyncGenerator<SheetRow[]> {
    const BATCH = 1000;
    const read = (after?: { createdAt: Date; id: string }) => {
      let batch = this.filtered(trx, kind, filter, tzOffsetHours);
      if (after) {
        const { createdAt, id } = after;
        batch = batch.where((eb) =>
          eb.or([
            eb('s.created_at', '<', createdAt),
            eb.and([eb('s.created_at', '=', createdAt), eb('s.id', '<', id)]),
          ]),
        );
      }
      return this.withNames(
        trx,
        batch.selectAll('s').orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(BATCH),
      ).execute();
    };
    let pending = read();
    for (;;) {
      const rows = await pending;
      const last = rows.at(-1);
      const more = last !== undefined && rows.length === BATCH;
      if (more) {
        pending = read({ createdAt: last.created_at, id: last.id });
        // read ahead: when the caller stops early, nobody awaits it (its error is of no interest)
        pending.catch(() => undefined);
      }
      if (rows.length > 0) {
        yield rows.map(toSheetRow);
      }
      if (!more) {
        return;
      }
    }
  }

  /** The sheets of this kind matching a list's filters (`s`): the list, its exports and workbooks share it. */
  filtered(trx: Trx, kind: SheetKind, query: SheetFilter, tzOffsetHours: number) {
    let base = trx.selectFrom('inventory.sheets as s').where('s.kind', '=', kind);
    if (query.spu) {
      base = base.where('s.spu', 'ilike', `%${escapeLike(query.spu)}%`);
    }
    if (query.customerId) {
      base = base.where('s.customer_id', '=', query.customerId);
    }
    if (query.woodKindId) {
      base = base.where('s.wood_kind_id', '=', query.woodKindId);
    }
    if (query.status !== undefined) {
      base = base.where('s.status', '=', query.status);
    }
    if (query.createTimeFrom) {
      base = base.where('s.created_at', '>=', dayStart(query.createTimeFrom, tzOffsetHours, 0));
    }
    if (query.createTimeTo) {
      base = base.where('s.created_at', '<', dayStart(query.createTimeTo, tzOffsetHours, 1));
    }
    return base;
  }

  /**
   * One sheet of this kind with its names (and its customer's contact, as the printed sheet shows
   * it); SHEET.NOT_FOUND when there is none.
   */
  async named(trx: Trx, kind: SheetKind, id: string): Promise<NamedSheet> {
    const picked = trx
      .selectFrom('inventory.sheets as s')
      .selectAll('s')
      .where('s.id', '=', id)
      .where('s.kind', '=', kind);
    const sheet = await this.withNames(trx, picked, { contact: true }).executeTakeFirst();
    if (!sheet) {
      throw new DomainError('SHEET.NOT_FOUND');
    }
    return sheet;
  }

  /**
   * The one query of sheets with their names, behind the list, its workbooks, the printed sheet
   * and the diameter data detail: the picked sheets (a subquery: one sheet, a page or a batch)
   * joined to their location, wood kind and customer, newest first. `contact` adds the
   * customer's number, phone and address.
   */
  private withNames(trx: Trx, picked: PickedSheets, options: { contact?: boolean } = {}) {
    return trx
      .selectFrom(picked.as('s'))
      .innerJoin('inventory.locations as l', 'l.id', 's.location_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .leftJoin('inventory.customers as c', 'c.id', 's.customer_id')
      .select([
        's.id',
        's.spu',
        's.sheet_type',
        's.sheet_date',
        's.customer_id',
        'c.name as customer_name',
        's.transport_num',
        's.quantity',
        's.volume_e4',
        's.purchase_volume_e4',
        's.diameter_sum_e1',
        's.wood_kind_id',
        'k.name as wood_kind',
        's.location_id',
        'l.name as location',
        's.standard',
        's.status',
        's.error_num',
        's.device_no',
        's.creator_name',
        's.created_at',
      ])
      .$if(options.contact === true, (q) =>
        q.select(['c.customer_no', 'c.phone as customer_phone', 'c.address as customer_address']),
      )
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc');
  }
}

type SheetFilter = Omit<SheetListQuery, 'page' | 'pageSize'>;

type PickedSheets = SelectQueryBuilder<
  InventoryDb & { s: InventoryDb['inventory.sheets'] },
  's',
  Selectable<InventoryDb['inventory.sheets']>
>;

/** A sheet with its names, as withNames reads it (the contact columns only where asked for). */
export type NamedSheet = Awaited<ReturnType<ReturnType<SheetRepository['withNames']>['execute']>>[number];

export function toSheetRow(r: NamedSheet): SheetRow {
  const volume = e4ToM3(r.volume_e4);
  const purchaseVol = r.purchase_volume_e4 === null ? null : e4ToM3(r.purchase_volume_e4);
  return {
    id: r.id,
    spu: r.spu,
    sheetType: r.sheet_type,
    storageDate: r.sheet_date.toISOString().slice(0, 10),
    customerId: r.customer_id,
    tradePartner: r.customer_name ?? '',
    transportNum: r.transport_num,
    quantity: r.quantity,
    volume,
    purchaseVol,
    floatedVol: r.purchase_volume_e4
      ? Math.round(((r.volume_e4 - r.purchase_volume_e4) / r.purchase_volume_e4) * 10_000) / 100
      : null,
    avgDiameter: r.quantity ? Math.round(r.diameter_sum_e1 / r.quantity) / 10 : 0,
    woodKindId: r.wood_kind_id,
    woodKind: r.wood_kind,
    storageBinId: r.location_id,
    storageBin: r.location,
    standardType: r.standard,
    status: r.status,
    errorNum: r.error_num,
    deviceNo: r.device_no,
    creator: r.creator_name,
    createTime: r.created_at.toISOString(),
  };
}
