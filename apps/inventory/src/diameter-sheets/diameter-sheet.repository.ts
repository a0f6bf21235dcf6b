import { Injectable } from '@nestjs/common';
import { type DiameterSheet, type DiameterSheetSummary } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type InventoryDb } from '../inventory-db';
import { type MeasuredClass, type ReportSheet } from './domain/diameter-sets';
import { type DiameterSheetKind, type ValuedRow } from './domain/diameter-sheet-rows';

type Trx = Transaction<InventoryDb>;

interface SummaryRow {
  id: string;
  sheet_id: string;
  spu: string;
  customer_name: string | null;
  wood_kind: string;
  standard: string;
  quantity: number;
  volume_e4: string;
  check_qty: number;
  check_e4: string;
  creator_name: string;
  updated_at: Date;
}

const volumeOf = (e4: number): number => Math.round(e4 / 10) / 1000;

function toSummary(row: SummaryRow): DiameterSheetSummary {
  const volume = Number(row.volume_e4);
  const check = Number(row.check_e4);
  return {
    id: row.id,
    stockInHeadId: row.sheet_id,
    spu: row.spu,
    customerName: row.customer_name ?? '',
    woodKind: row.wood_kind,
    standard: row.standard,
    quantity: row.quantity,
    volume: volumeOf(volume),
    checkQty: row.check_qty,
    checkVol: volumeOf(check),
    diffPercent: volume > 0 ? Math.round(((check - volume) / volume) * 10_000) / 100 : null,
    creator: row.creator_name,
    updateTime: row.updated_at.toISOString(),
  };
}

const summaryColumns = sql`
  d.id, s.id as sheet_id, s.spu, c.name as customer_name, k.name as wood_kind, s.standard, s.quantity,
  s.volume_e4, d.quantity as check_qty, d.volume_e4 as check_e4, d.creator_name, d.updated_at`;
const summaryFrom = sql`
  from inventory.diameter_sheets d
  join inventory.sheets s on s.id = d.sheet_id
  join inventory.wood_kinds k on k.id = s.wood_kind_id
  left join inventory.customers c on c.id = s.customer_id`;

/** SQL of the checked and purchase diameter sheets (migrations/0016); every call inside withTenant. */
@Injectable()
export class DiameterSheetRepository {
  /** A stock-in sheet, locked, with its standard. */
  lockStockIn(trx: Trx, sheetId: string): Promise<{ id: string; standard: string } | undefined> {
    return this.stockInQuery(trx, sheetId).forUpdate().executeTakeFirst();
  }

  /** A stock-in sheet's standard (read, not locked: a template to print). */
  stockIn(trx: Trx, sheetId: string): Promise<{ id: string; standard: string } | undefined> {
    return this.stockInQuery(trx, sheetId).executeTakeFirst();
  }

  private stockInQuery(trx: Trx, sheetId: string) {
    return trx
      .selectFrom('inventory.sheets')
      .select(['id', 'standard'])
      .where('id', '=', sheetId)
      .where('kind', '=', 1);
  }

  /** The diameter sheet of a kind of a stock-in sheet, if any. */
  async find(
    trx: Trx,
    where: { sheetId: string; kind: DiameterSheetKind } | { id: string; kind: DiameterSheetKind },
  ) {
    const { rows } = await sql<{ id: string; sheet_id: string }>`
      select id, sheet_id from inventory.diameter_sheets
      where kind = ${where.kind} and ${'id' in where ? sql`id = ${where.id}` : sql`sheet_id = ${where.sheetId}`}`.execute(
      trx,
    );
    return rows[0];
  }

  /** Writes a diameter sheet with its rows (replacing the rows of an existing one). */
  async save(
    trx: Trx,
    sheet: {
      id: string;
      tenantId: string;
      sheetId: string;
      kind: DiameterSheetKind;
      quantity: number;
      volumeE4: number;
      userId: string;
      username: string;
    },
    rows: readonly ValuedRow[],
  ): Promise<void> {
    await sql`
      insert into inventory.diameter_sheets (id, tenant_id, sheet_id, kind, quantity, volume_e4, created_by, creator_name)
      values (${sheet.id}, ${sheet.tenantId}, ${sheet.sheetId}, ${sheet.kind}, ${sheet.quantity}, ${sheet.volumeE4},
              ${sheet.userId}, ${sheet.username})
      on conflict (id) do update set quantity = excluded.quantity, volume_e4 = excluded.volume_e4,
        creator_name = excluded.creator_name, updated_at = now()`.execute(trx);
    await sql`delete from inventory.diameter_sheet_rows where diameter_sheet_id = ${sheet.id}`.execute(trx);
    await sql`
      insert into inventory.diameter_sheet_rows (id, tenant_id, diameter_sheet_id, position, diameter, length_m, qty, volume_e4)
      select gen_random_uuid(), ${sheet.tenantId}, ${sheet.id}, r.position, r.diameter, r.length_m, r.qty, r.volume_e4
      from unnest(${rows.map((_, i) => i + 1)}::int[], ${rows.map((r) => r.diameter)}::int[],
                  ${rows.map((r) => r.length)}::numeric[], ${rows.map((r) => r.qty)}::int[],
                  ${rows.map((r) => r.volumeE4)}::bigint[])
        as r(position, diameter, length_m, qty, volume_e4)`.execute(trx);
    if (sheet.kind === 2) {
      await sql`update inventory.sheets set purchase_volume_e4 = ${sheet.volumeE4}, updated_at = now()
                where id = ${sheet.sheetId}`.execute(trx);
    }
  }

  /** The checked sheets, newest first, filtered by part of the SPU. */
  async pageChecked(
    trx: Trx,
    query: { page: number; pageSize: number; spu?: string | undefined },
  ): Promise<{ records: DiameterSheetSummary[]; total: number }> {
    const where = sql`d.kind = 1 and (${query.spu ?? ''} = '' or s.spu ilike '%' || ${query.spu ?? ''} || '%')`;
    const { rows } = await sql<SummaryRow>`
      select ${summaryColumns} ${summaryFrom} where ${where}
      order by d.updated_at desc, d.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(trx);
    const { rows: counted } = await sql<{
      n: number;
    }>`select count(*)::int as n ${summaryFrom} where ${where}`.execute(trx);
    return { records: rows.map(toSummary), total: counted[0]?.n ?? 0 };
  }

  /** A stock-in sheet's diameter sheet of a kind with its rows (none: no sheet, no rows). */
  async sheetOf(trx: Trx, sheetId: string, kind: DiameterSheetKind): Promise<DiameterSheet> {
    const { rows } = await sql<SummaryRow>`
      select ${summaryColumns} ${summaryFrom} where d.sheet_id = ${sheetId} and d.kind = ${kind}`.execute(
      trx,
    );
    const summary = rows[0];
    if (!summary) {
      return { sheet: null, records: [] };
    }
    const { rows: lines } = await sql<{ diameter: number; length_m: string; qty: number; volume_e4: string }>`
      select diameter, length_m, qty, volume_e4 from inventory.diameter_sheet_rows
      where diameter_sheet_id = ${summary.id} order by position`.execute(trx);
    return {
      sheet: toSummary(summary),
      records: lines.map((l) => ({
        dia: l.diameter,
        length: Number(l.length_m),
        qty: l.qty,
        vol: volumeOf(Number(l.volume_e4)),
      })),
    };
  }

  /** The tenant's stock-in sheets of these ids, in the order given, with their customer and kind. */
  async reportSheets(trx: Trx, ids: readonly string[]): Promise<ReportSheet[]> {
    const { rows } = await sql<{
      id: string;
      spu: string;
      day: string;
      customer_name: string | null;
      wood_kind: string;
      standard: string;
      quantity: number;
      volume_e4: string;
    }>`
      select s.id, s.spu, to_char(s.sheet_date, 'YYYY-MM-DD') as day, c.name as customer_name,
             k.name as wood_kind, s.standard, s.quantity, s.volume_e4
      from unnest(${ids}::uuid[]) with ordinality as asked(id, n)
      join inventory.sheets s on s.id = asked.id and s.kind = 1
      join inventory.wood_kinds k on k.id = s.wood_kind_id
      left join inventory.customers c on c.id = s.customer_id
      order by asked.n`.execute(trx);
    return rows.map((row) => ({
      id: row.id,
      spu: row.spu,
      storageDate: row.day,
      customerName: row.customer_name ?? '',
      woodKind: row.wood_kind,
      standard: row.standard,
      quantity: row.quantity,
      volumeE4: Number(row.volume_e4),
    }));
  }

  /** The logs of these sheets by diameter class (as measured under each sheet's standard). */
  async measuredClasses(trx: Trx, sheetIds: readonly string[]): Promise<MeasuredClass[]> {
    const { rows } = await sql<{ sheet_id: string; diameter_class: number | null; n: number; e4: string }>`
      select sheet_id, diameter_class, count(*)::int as n, coalesce(sum(volume_e4), 0)::bigint as e4
      from inventory.sheet_logs where sheet_id = any(${sheetIds}::uuid[])
      group by sheet_id, diameter_class`.execute(trx);
    return rows.map((row) => ({
      sheetId: row.sheet_id,
      diameterClass: row.diameter_class,
      quantity: row.n,
      volumeE4: Number(row.e4),
    }));
  }

  /** Every row of the checked and purchase diameter sheets of these stock-in sheets. */
  async rowsOfSheets(
    trx: Trx,
    sheetIds: readonly string[],
  ): Promise<
    {
      sheetId: string;
      kind: DiameterSheetKind;
      diameter: number;
      length: number;
      qty: number;
      volumeE4: number;
    }[]
  > {
    const { rows } = await sql<{
      sheet_id: string;
      kind: DiameterSheetKind;
      diameter: number;
      length_m: string;
      qty: number;
      volume_e4: string;
    }>`
      select d.sheet_id, d.kind, r.diameter, r.length_m, r.qty, r.volume_e4
      from inventory.diameter_sheets d
      join inventory.diameter_sheet_rows r on r.diameter_sheet_id = d.id
      where d.sheet_id = any(${sheetIds}::uuid[])`.execute(trx);
    return rows.map((row) => ({
      sheetId: row.sheet_id,
      kind: row.kind,
      diameter: row.diameter,
      length: Number(row.length_m),
      qty: row.qty,
      volumeE4: Number(row.volume_e4),
    }));
  }

  newId(): string {
    return randomUUID();
  }
}
