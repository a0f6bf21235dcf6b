import { Injectable } from '@nestjs/common';
import {
  type ConfirmedLogColumns,
  type PageResult,
  type SawingLog,
  type StockLogRef,
} from '@timber/contracts';
import { type ExpressionBuilder, type Selectable, sql, type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';
import { e4ToM3 } from '../shared/figures';

type Trx = Transaction<SawingDb>;

/** A confirmed sheet as sawing keeps it. */
export interface StockSheet {
  sheetId: string;
  kind: 1 | 2;
  woodKindId: string;
  woodKindName: string;
  locationId: string;
  confirmedAt: Date;
  /** the sheet's number (spu); null for a sheet kept before it was */
  sheetNo: string | null;
}

type LogRow = Pick<
  Selectable<SawingDb['sawing.stock_logs']>,
  'sheet_id' | 'wood_code' | 'wood_kind_id' | 'wood_kind_name' | 'length_m' | 'diameter_class' | 'volume_e4'
> & { sheet_no: string | null };

/** A log as the dialogs answer it (§3 Log in an order). */
const toSawingLog = (row: LogRow): SawingLog => ({
  sheetId: row.sheet_id,
  sheetNo: row.sheet_no,
  woodCode: row.wood_code,
  woodKindId: row.wood_kind_id,
  woodKind: row.wood_kind_name,
  woodSpecs: Number(row.length_m),
  diameter: row.diameter_class,
  volume: e4ToM3(row.volume_e4),
});

const LOG_COLUMNS = [
  'sheet_id',
  'wood_code',
  'wood_kind_id',
  'wood_kind_name',
  'length_m',
  'diameter_class',
  'volume_e4',
] as const;

/** The number of the sheet a log came from (codes restart on every sheet: the pair names a log). */
const sheetNoOf = (eb: ExpressionBuilder<SawingDb & { l: SawingDb['sawing.stock_logs'] }, 'l'>) =>
  eb
    .selectFrom('sawing.stock_sheets as s')
    .select('s.sheet_no')
    .whereRef('s.tenant_id', '=', 'l.tenant_id')
    .whereRef('s.sheet_id', '=', 'l.sheet_id')
    .as('sheet_no');

/**
 * Sawing's copy of the logs in stock (migrations/0001_sawing.sql): kept from inventory's
 * confirmations, taken by sawing orders and returned when one is deleted. Every call runs inside
 * withTenant's transaction (or the inbox's, under the event's tenant).
 */
@Injectable()
export class StockLogRepository {
  /** Keeps a confirmed sheet (once: a repeated event changes nothing). */
  async recordSheet(trx: Trx, tenantId: string, sheet: StockSheet): Promise<void> {
    await trx
      .insertInto('sawing.stock_sheets')
      .values({
        tenant_id: tenantId,
        sheet_id: sheet.sheetId,
        kind: sheet.kind,
        wood_kind_id: sheet.woodKindId,
        wood_kind_name: sheet.woodKindName,
        location_id: sheet.locationId,
        confirmed_at: sheet.confirmedAt,
        sheet_no: sheet.sheetNo,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'sheet_id']).doNothing())
      .execute();
  }

  async findSheet(trx: Trx, sheetId: string): Promise<StockSheet | undefined> {
    const row = await trx
      .selectFrom('sawing.stock_sheets')
      .selectAll()
      .where('sheet_id', '=', sheetId)
      .executeTakeFirst();
    return (
      row && {
        sheetId: row.sheet_id,
        kind: row.kind === 2 ? 2 : 1,
        woodKindId: row.wood_kind_id,
        woodKindName: row.wood_kind_name,
        locationId: row.location_id,
        confirmedAt: row.confirmed_at,
        sheetNo: row.sheet_no,
      }
    );
  }

  /** The name of a wood kind sawing has seen in a stock-in sheet, or undefined. */
  async kindName(trx: Trx, kindId: string): Promise<string | undefined> {
    const row = await trx
      .selectFrom('sawing.stock_sheets')
      .select('wood_kind_name')
      .where('wood_kind_id', '=', kindId)
      .where('kind', '=', 1)
      .limit(1)
      .executeTakeFirst();
    return row?.wood_kind_name;
  }

  /** The logs of a confirmed stock-in sheet enter the stock (one statement; a log already kept stays). */
  async stockIn(trx: Trx, tenantId: string, sheet: StockSheet, logs: ConfirmedLogColumns): Promise<void> {
    if (logs.woodCode.length === 0) {
      return;
    }
    await sql`
      insert into sawing.stock_logs (tenant_id, sheet_id, wood_code, wood_kind_id, wood_kind_name, location_id,
                                     diameter_class, length_m, length_class, volume_e4, stocked_at)
      select ${tenantId}, ${sheet.sheetId}, l.wood_code, ${sheet.woodKindId}, ${sheet.woodKindName},
             ${sheet.locationId}, l.diameter_class, l.length_m, l.length_class, coalesce(l.volume_e4, 0),
             ${sheet.confirmedAt}
      from unnest(${logs.woodCode}::text[], ${logs.diameterClass}::integer[], ${logs.lengthM}::numeric[],
                  ${logs.lengthClassM}::numeric[], ${logs.volumeE4}::integer[])
           with ordinality as l(wood_code, diameter_class, length_m, length_class, volume_e4, ord)
      order by l.ord
      on conflict (tenant_id, sheet_id, wood_code) do nothing`.execute(trx);
  }

  /**
   * The logs of a confirmed stock-out sheet leave the stock as inventory takes its pieces out: each
   * out log takes a free log of the sheet's wood kind and location with the same diameter and
   * length class, oldest first; the ones left take the oldest free logs of that kind and location.
   */
  async stockOut(trx: Trx, tenantId: string, sheet: StockSheet, logs: ConfirmedLogColumns): Promise<void> {
    const count = logs.woodCode.length;
    if (count === 0) {
      return;
    }
    const matched = await sql<{ n: number }>`
      with out_logs as (
        select o.diameter_class, o.length_class,
               row_number() over (partition by o.diameter_class, o.length_class order by o.ord) as rn
        from unnest(${logs.diameterClass}::integer[], ${logs.lengthClassM}::numeric[])
             with ordinality as o(diameter_class, length_class, ord)
      ), free as (
        select sheet_id, wood_code, diameter_class, length_class,
               row_number() over (partition by diameter_class, length_class order by seq) as rn
        from sawing.stock_logs
        where tenant_id = ${tenantId} and wood_kind_id = ${sheet.woodKindId} and location_id = ${sheet.locationId}
          and order_id is null and out_at is null
      ), matched as (
        select f.sheet_id, f.wood_code
        from free f
        join out_logs o on o.diameter_class = f.diameter_class and o.length_class = f.length_class and o.rn = f.rn
      ), taken as (
        update sawing.stock_logs s set out_at = now()
        from matched m
        where s.tenant_id = ${tenantId} and s.sheet_id = m.sheet_id and s.wood_code = m.wood_code
        returning 1
      )
      select count(*)::integer as n from taken`.execute(trx);
    const left = count - (matched.rows[0]?.n ?? 0);
    if (left > 0) {
      await sql`
        update sawing.stock_logs s set out_at = now()
        from (
          select sheet_id, wood_code from sawing.stock_logs
          where tenant_id = ${tenantId} and wood_kind_id = ${sheet.woodKindId} and location_id = ${sheet.locationId}
            and order_id is null and out_at is null
          order by seq
          limit ${left}
        ) oldest
        where s.tenant_id = ${tenantId} and s.sheet_id = oldest.sheet_id and s.wood_code = oldest.wood_code`.execute(
        trx,
      );
    }
  }

  /**
   * An order takes these logs where they are free (in stock, no order holds them): one
   * conditional update, so of two orders taking one log, one gets it. Returns those taken.
   */
  async take(
    trx: Trx,
    orderId: string,
    refs: readonly StockLogRef[],
  ): Promise<{ ref: StockLogRef; volumeE4: number }[]> {
    const { rows } = await sql<{ sheet_id: string; wood_code: string; volume_e4: number }>`
      update sawing.stock_logs s set order_id = ${orderId}
      from unnest(${refs.map((r) => r.sheetId)}::uuid[], ${refs.map((r) => r.woodCode)}::text[]) as r(sheet_id, wood_code)
      where s.sheet_id = r.sheet_id and s.wood_code = r.wood_code and s.order_id is null and s.out_at is null
      returning s.sheet_id, s.wood_code, s.volume_e4`.execute(trx);
    return rows.map((row) => ({
      ref: { sheetId: row.sheet_id, woodCode: row.wood_code },
      volumeE4: row.volume_e4,
    }));
  }

  /** The logs an order took return to stock (its deletion); returns them. */
  async release(trx: Trx, orderId: string): Promise<StockLogRef[]> {
    const rows = await trx
      .updateTable('sawing.stock_logs')
      .set({ order_id: null })
      .where('order_id', '=', orderId)
      .returning(['sheet_id', 'wood_code'])
      .execute();
    return rows.map((row) => ({ sheetId: row.sheet_id, woodCode: row.wood_code }));
  }

  /** An order's logs by wood kind, written again from the logs it holds (after it took or returned some). */
  async summarize(trx: Trx, tenantId: string, orderId: string): Promise<void> {
    await trx.deleteFrom('sawing.order_kinds').where('order_id', '=', orderId).execute();
    await sql`
      insert into sawing.order_kinds (tenant_id, order_id, wood_kind_id, wood_kind_name, qty, vol_e4, dia_sum, measured)
      select ${tenantId}, ${orderId}, wood_kind_id, max(wood_kind_name), count(*), sum(volume_e4),
             coalesce(sum(diameter_class), 0), count(diameter_class)
      from sawing.stock_logs
      where order_id = ${orderId}
      group by wood_kind_id`.execute(trx);
  }

  /** The logs in stock no order has taken, oldest first. */
  async listFree(
    trx: Trx,
    query: { page: number; pageSize: number; woodKindId?: string | undefined },
  ): Promise<PageResult<SawingLog>> {
    let base = trx
      .selectFrom('sawing.stock_logs as l')
      .where('order_id', 'is', null)
      .where('out_at', 'is', null);
    if (query.woodKindId) {
      base = base.where('wood_kind_id', '=', query.woodKindId);
    }
    const [rows, total] = await Promise.all([
      base
        .select(LOG_COLUMNS)
        .select(sheetNoOf)
        .orderBy('seq')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(toSawingLog), total: Number(total.n) };
  }

  /** The logs these orders took, in the order they were stocked. */
  async listOfOrders(
    trx: Trx,
    orderIds: readonly string[],
    paging: { page: number; pageSize: number },
  ): Promise<PageResult<SawingLog>> {
    const base = trx.selectFrom('sawing.stock_logs as l').where('order_id', 'in', orderIds);
    const [rows, total] = await Promise.all([
      base
        .select(LOG_COLUMNS)
        .select(sheetNoOf)
        .orderBy('seq')
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(toSawingLog), total: Number(total.n) };
  }
}
