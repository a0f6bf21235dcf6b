import { Injectable } from '@nestjs/common';
import { type CountAdjustment, DomainError } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { linePlace, type LineRow } from './count-line-row';

type Trx = Transaction<InventoryDb>;

const UNIQUE_VIOLATION = '23505';

/** A plan as the commands see it. */
export interface PlanState {
  id: string;
  checkListNo: string;
  status: number;
  locationId: string;
  woodKindId: string | null;
}

/** A plan row with its names and the sums of its lines (the list and the detail's header). */
export interface PlanRow {
  id: string;
  check_list_no: string;
  location_id: string;
  location: string;
  wood_kind_id: string | null;
  wood_kind: string | null;
  lengths: string | null;
  qty: number;
  check_qty: number;
  counted_lines: number;
  planner_name: string;
  planned_day: string;
  checker_name: string;
  check_time: Date | null;
  created_at: Date;
  status: number;
}

/** The filters of the count detail (§7 listDetail) and its workbook. */
export interface LineFilter {
  location?: string | undefined;
  kind?: string | undefined;
  length?: string | undefined;
  result?: number | undefined;
}

/** What the consumer did to one stock row for one adjustment. */
interface AppliedRow {
  adjustment_id: string;
  stock_id: string;
  qty: number;
  volume_e4: string;
}

/** A line's key as SQL compares it: pieces without both classes group together (-1). */
const PIECE_DIAMETER = sql`case when p.diameter_class is not null and p.length_class is not null then p.diameter_class end`;
const PIECE_LENGTH = sql`case when p.diameter_class is not null and p.length_class is not null then p.length_class end`;

const planColumns = sql`
  c.id, c.check_list_no, c.location_id, l.name as location, c.wood_kind_id, k.name as wood_kind,
  (select string_agg(distinct trim_scale(cl.length_class)::text, ',')
     from inventory.count_lines cl where cl.plan_id = c.id) as lengths,
  coalesce((select sum(cl.qty) from inventory.count_lines cl where cl.plan_id = c.id), 0)::int as qty,
  coalesce((select sum(cl.check_qty) from inventory.count_lines cl where cl.plan_id = c.id), 0)::int as check_qty,
  (select count(*) from inventory.count_lines cl where cl.plan_id = c.id and cl.counted_at is not null)::int as counted_lines,
  c.planner_name, to_char(c.planned_day, 'YYYY-MM-DD') as planned_day, c.checker_name, c.check_time,
  c.created_at, c.status`;

/** SQL of stock-count plans, their lines and adjustments (migrations/0014); every call inside withTenant. */
@Injectable()
export class CountPlanRepository {
  /** The tenant's next plan counter of a day (one upsert). */
  async nextNumber(trx: Trx, tenantId: string, day: string): Promise<number> {
    const { rows } = await sql<{ last_number: number }>`
      insert into inventory.count_plan_numbers (tenant_id, day, last_number) values (${tenantId}, ${day}, 1)
      on conflict (tenant_id, day) do update set last_number = inventory.count_plan_numbers.last_number + 1
      returning last_number`.execute(trx);
    return rows[0]!.last_number;
  }

  /** The plan in progress (at most one), if any. */
  async current(trx: Trx): Promise<PlanState | undefined> {
    const row = await trx
      .selectFrom('inventory.count_plans')
      .select(['id', 'check_list_no', 'status', 'location_id', 'wood_kind_id'])
      .where('status', '=', 5)
      .executeTakeFirst();
    return row && toState(row);
  }

  /** One plan, locked until the transaction ends. */
  async lock(trx: Trx, where: { id: string } | { checkListNo: string }): Promise<PlanState | undefined> {
    let query = trx
      .selectFrom('inventory.count_plans')
      .select(['id', 'check_list_no', 'status', 'location_id', 'wood_kind_id']);
    query =
      'id' in where ? query.where('id', '=', where.id) : query.where('check_list_no', '=', where.checkListNo);
    const row = await query.forUpdate().executeTakeFirst();
    return row && toState(row);
  }

  /**
   * A new plan in progress with its lines: the pieces at the location (of the kind, or every kind)
   * that were in stock at `stockAt`, by stock row, diameter class and length class. The partial
   * unique index refuses a second plan in progress, whatever the race.
   */
  async create(
    trx: Trx,
    plan: {
      id: string;
      tenantId: string;
      checkListNo: string;
      locationId: string;
      woodKindId: string | null;
      plannedDay: string;
      stockAt: Date;
      plannerId: string;
      plannerName: string;
    },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.count_plans')
        .values({
          id: plan.id,
          tenant_id: plan.tenantId,
          check_list_no: plan.checkListNo,
          location_id: plan.locationId,
          wood_kind_id: plan.woodKindId,
          planned_day: plan.plannedDay,
          stock_at: plan.stockAt,
          status: 5,
          planner_id: plan.plannerId,
          planner_name: plan.plannerName,
          checker_id: null,
          check_time: null,
        })
        .execute();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError('COUNT_PLAN.ONE_CURRENT', { checkListNo: '' });
      }
      throw error;
    }
    await sql`
      insert into inventory.count_lines (
        id, tenant_id, plan_id, stock_id, wood_kind_id, diameter_class, length_class, standard, qty,
        volume_e4, unit_volume_e4
      )
      select gen_random_uuid(), s.tenant_id, ${plan.id}, s.id, s.wood_kind_id, b.dc, b.lc, b.standard, b.qty,
             b.volume_e4, round(b.volume_e4::numeric / b.qty)::int
      from inventory.stock s
      cross join lateral (
        select ${PIECE_DIAMETER} as dc, ${PIECE_LENGTH} as lc, coalesce(max(p.standard), 'ch') as standard,
               count(*)::int as qty, coalesce(sum(p.volume_e4), 0)::bigint as volume_e4
        from inventory.stock_pieces p
        where p.stock_id = s.id and p.stocked_at <= ${plan.stockAt}
          and (p.out_at is null or p.out_at > ${plan.stockAt})
        group by 1, 2
      ) b
      where s.location_id = ${plan.locationId}
        and (${plan.woodKindId}::uuid is null or s.wood_kind_id = ${plan.woodKindId}::uuid)`.execute(trx);
  }

  async delete(trx: Trx, id: string): Promise<void> {
    await trx.deleteFrom('inventory.count_plans').where('id', '=', id).execute();
  }

  /** One line of a plan, locked, with its plan's status. */
  async lockLine(trx: Trx, lineId: string): Promise<{ planId: string; status: number } | undefined> {
    const row = await trx
      .selectFrom('inventory.count_lines as l')
      .innerJoin('inventory.count_plans as c', 'c.id', 'l.plan_id')
      .select(['l.plan_id', 'c.status'])
      .where('l.id', '=', lineId)
      .forUpdate()
      .executeTakeFirst();
    return row && { planId: row.plan_id, status: row.status };
  }

  /** Sets what was counted on a line (null `countedAt`: cleared, the count back to 0). */
  async setCount(trx: Trx, lineId: string, checkQty: number, counted: boolean): Promise<void> {
    await trx
      .updateTable('inventory.count_lines')
      .set({ check_qty: checkQty, counted_at: counted ? new Date() : null })
      .where('id', '=', lineId)
      .execute();
  }

  /** Clears every count of a plan; how many lines had one. */
  async clearAll(trx: Trx, planId: string): Promise<number> {
    const result = await trx
      .updateTable('inventory.count_lines')
      .set({ check_qty: 0, counted_at: null })
      .where('plan_id', '=', planId)
      .where((eb) => eb.or([eb('check_qty', '<>', 0), eb('counted_at', 'is not', null)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The stock row of a location and kind, with the standard its newest piece was classed under. */
  async stockOf(
    trx: Trx,
    locationId: string,
    woodKindId: string,
  ): Promise<{ id: string; standard: string | null } | undefined> {
    const { rows } = await sql<{ id: string; standard: string | null }>`
      select s.id, (select p.standard from inventory.stock_pieces p
                    where p.stock_id = s.id and p.standard is not null order by p.seq desc limit 1) as standard
      from inventory.stock s where s.location_id = ${locationId} and s.wood_kind_id = ${woodKindId}`.execute(
      trx,
    );
    return rows[0];
  }

  /** A line added while counting (book 0); COUNT_LINE.EXISTS when the plan has that line already. */
  async addLine(
    trx: Trx,
    line: {
      id: string;
      tenantId: string;
      planId: string;
      stockId: string;
      woodKindId: string;
      diameterClass: number;
      lengthClass: number;
      standard: string;
      unitVolumeE4: number;
      checkQty: number;
    },
  ): Promise<void> {
    try {
      await trx
        .insertInto('inventory.count_lines')
        .values({
          id: line.id,
          tenant_id: line.tenantId,
          plan_id: line.planId,
          stock_id: line.stockId,
          wood_kind_id: line.woodKindId,
          diameter_class: line.diameterClass,
          length_class: line.lengthClass,
          standard: line.standard,
          qty: 0,
          volume_e4: 0,
          unit_volume_e4: line.unitVolumeE4,
          check_qty: line.checkQty,
          counted_at: new Date(),
        })
        .execute();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError('COUNT_LINE.EXISTS');
      }
      throw error;
    }
  }

  /**
   * Finishes a plan in progress (5 → 10, one conditional update) and writes one adjustment per
   * line whose count differs: the difference, and for logs in excess their volume. Returns how many.
   */
  async finish(trx: Trx, planId: string, checker: { id: string; name: string }): Promise<number> {
    await sql`
      update inventory.count_plans
      set status = 10, check_status = 10, checker_id = ${checker.id}, checker_name = ${checker.name},
          check_time = now(), updated_at = now()
      where id = ${planId} and status = 5`.execute(trx);
    const result = await sql`
      insert into inventory.stock_adjustments (id, tenant_id, plan_id, line_id, stock_id, quantity, volume_e4)
      select gen_random_uuid(), l.tenant_id, l.plan_id, l.id, l.stock_id, l.check_qty - l.qty,
             case when l.check_qty > l.qty then (l.check_qty - l.qty)::bigint * l.unit_volume_e4 else 0 end
      from inventory.count_lines l
      where l.plan_id = ${planId} and l.check_qty <> l.qty`.execute(trx);
    return Number(result.numAffectedRows ?? 0n);
  }

  /**
   * Applies a finished plan's adjustments not yet applied: logs missing leave the stock (pieces
   * of the line's stock row, diameter and length, oldest first, as many as there are), logs in
   * excess enter it (new pieces, entered by hand); each stock row moves by what its pieces did.
   */
  async apply(trx: Trx, planId: string): Promise<{ stockId: string; quantity: number; volumeE4: number }[]> {
    // the pieces each loss takes, chosen in one pass over the pieces in stock: the losses first
    // (materialized, so the pieces are hash-joined on the whole line key, not on the stock row
    // alone), then marked by their ids (an update joined to the window is planned as a nested loop
    // over every piece)
    const { rows: picked } = await sql<{ id: string; adjustment_id: string }>`
      with need as materialized (
        select a.id as adjustment_id, a.stock_id, coalesce(l.diameter_class, -1) as dc,
               coalesce(l.length_class, -1) as lc, -a.quantity as n
        from inventory.stock_adjustments a
        join inventory.count_lines l on l.id = a.line_id
        where a.plan_id = ${planId} and a.applied_at is null and a.quantity < 0
      ), ranked as (
        select p.id, need.adjustment_id, need.n,
               row_number() over (partition by need.adjustment_id order by p.seq) as r
        from need
        join inventory.stock_pieces p
          on p.stock_id = need.stock_id and p.out_at is null
         and coalesce(${PIECE_DIAMETER}, -1) = need.dc and coalesce(${PIECE_LENGTH}, -1) = need.lc
      )
      select id, adjustment_id from ranked where r <= n`.execute(trx);
    const { rows: taken } = await sql<AppliedRow>`
      with taken as (
        update inventory.stock_pieces p
        set count_adjustment_id = u.adjustment_id, out_at = now()
        from unnest(${picked.map((r) => r.id)}::uuid[], ${picked.map((r) => r.adjustment_id)}::uuid[])
          as u(id, adjustment_id)
        where p.id = u.id and p.out_at is null
        returning p.stock_id, p.count_adjustment_id, p.volume_e4
      )
      select count_adjustment_id as adjustment_id, stock_id, -count(*)::int as qty,
             -coalesce(sum(volume_e4), 0)::bigint as volume_e4
      from taken group by 1, 2`.execute(trx);
    const { rows: added } = await sql<AppliedRow>`
      with need as (
        select a.id as adjustment_id, a.tenant_id, a.stock_id, a.quantity as n, l.diameter_class as dc,
               l.length_class as lc, l.standard, l.unit_volume_e4
        from inventory.stock_adjustments a
        join inventory.count_lines l on l.id = a.line_id
        where a.plan_id = ${planId} and a.applied_at is null and a.quantity > 0
      ), added as (
        insert into inventory.stock_pieces (
          id, tenant_id, stock_id, dummy, in_adjustment_id, min_diameter, max_diameter, length_m, standard,
          diameter_class, length_class, volume_e4, manual, data_source
        )
        select gen_random_uuid(), need.tenant_id, need.stock_id, need.dc is null, need.adjustment_id, need.dc,
               need.dc, need.lc, case when need.dc is null then null else need.standard end, need.dc, need.lc,
               need.unit_volume_e4, need.dc is not null, case when need.dc is null then 0 else 2 end
        from need cross join lateral generate_series(1, need.n)
        returning stock_id, in_adjustment_id, volume_e4
      )
      select in_adjustment_id as adjustment_id, stock_id, count(*)::int as qty,
             coalesce(sum(volume_e4), 0)::bigint as volume_e4
      from added group by 1, 2`.execute(trx);
    const applied = [...taken, ...added];
    await sql`
      update inventory.stock_adjustments a
      set applied_at = now(), volume_e4 = d.volume_e4
      from unnest(${applied.map((r) => r.adjustment_id)}::uuid[], ${applied.map((r) => r.volume_e4)}::bigint[])
        as d(id, volume_e4)
      where a.id = d.id`.execute(trx);
    // an adjustment whose logs were all gone already (taken since the count) moved nothing
    await sql`
      update inventory.stock_adjustments set applied_at = now(), volume_e4 = 0
      where plan_id = ${planId} and applied_at is null`.execute(trx);
    const byStock = new Map<string, { stockId: string; quantity: number; volumeE4: number }>();
    for (const row of applied) {
      const sum = byStock.get(row.stock_id) ?? { stockId: row.stock_id, quantity: 0, volumeE4: 0 };
      sum.quantity += row.qty;
      sum.volumeE4 += Number(row.volume_e4);
      byStock.set(row.stock_id, sum);
    }
    return [...byStock.values()].sort((a, b) => a.stockId.localeCompare(b.stockId));
  }

  /** The plans, the one in progress first, then newest first. */
  async page(
    trx: Trx,
    query: { page: number; pageSize: number; status?: number | undefined; loc?: string | undefined },
  ): Promise<{ rows: PlanRow[]; total: number }> {
    const where = sql`(${query.status ?? null}::smallint is null or c.status = ${query.status ?? null}::smallint)
      and (${query.loc ?? null}::uuid is null or c.location_id = ${query.loc ?? null}::uuid)`;
    const { rows } = await sql<PlanRow>`
      select ${planColumns}
      from inventory.count_plans c
      join inventory.locations l on l.id = c.location_id
      left join inventory.wood_kinds k on k.id = c.wood_kind_id
      where ${where}
      order by (c.status = 5) desc, c.created_at desc, c.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(trx);
    const { rows: counted } = await sql<{ n: number }>`
      select count(*)::int as n from inventory.count_plans c where ${where}`.execute(trx);
    return { rows, total: counted[0]?.n ?? 0 };
  }

  async planRow(trx: Trx, id: string): Promise<PlanRow | undefined> {
    const { rows } = await sql<PlanRow>`
      select ${planColumns}
      from inventory.count_plans c
      join inventory.locations l on l.id = c.location_id
      left join inventory.wood_kinds k on k.id = c.wood_kind_id
      where c.id = ${id}`.execute(trx);
    return rows[0];
  }

  /** The where clause of a plan's lines under the detail's filters. */
  private lineWhere(planId: string, filter: LineFilter) {
    const length = filter.length ? Number(filter.length) : null;
    const result = filter.result ?? 0;
    return sql`cl.plan_id = ${planId}
      and (${filter.location ?? null}::uuid is null or s.location_id = ${filter.location ?? null}::uuid)
      and (${filter.kind ?? null}::uuid is null or cl.wood_kind_id = ${filter.kind ?? null}::uuid)
      and (${Number.isFinite(length) ? length : null}::numeric is null or cl.length_class = ${Number.isFinite(length) ? length : null}::numeric)
      and (${result}::int = 0 or (${result}::int = 1 and cl.check_qty = cl.qty)
           or (${result}::int = 2 and cl.check_qty > cl.qty) or (${result}::int = 3 and cl.check_qty < cl.qty))`;
  }

  /** A plan's lines by kind, diameter and length, filtered and paged. */
  async lines(
    trx: Trx,
    planId: string,
    filter: LineFilter,
    paging: { page: number; pageSize: number } | undefined,
  ): Promise<{ rows: LineRow[]; total: number }> {
    const where = this.lineWhere(planId, filter);
    const limit = paging
      ? sql`limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`
      : sql``;
    const { rows } = await sql<LineRow>`
      select cl.id, cl.plan_id, l.name as location, k.name as wood_kind, cl.diameter_class, cl.length_class,
             cl.qty, cl.check_qty, cl.counted_at
      from inventory.count_lines cl
      join inventory.stock s on s.id = cl.stock_id
      join inventory.locations l on l.id = s.location_id
      join inventory.wood_kinds k on k.id = cl.wood_kind_id
      where ${where}
      order by k.name, cl.wood_kind_id, cl.diameter_class nulls first, cl.length_class nulls first, cl.id
      ${limit}`.execute(trx);
    const { rows: counted } = await sql<{ n: number }>`
      select count(*)::int as n from inventory.count_lines cl join inventory.stock s on s.id = cl.stock_id
      where ${where}`.execute(trx);
    return { rows, total: counted[0]?.n ?? 0 };
  }

  /** The adjustments of a plan with their lines' names. */
  async adjustments(trx: Trx, planId: string): Promise<CountAdjustment[]> {
    const { rows } = await sql<{
      id: string;
      line_id: string;
      location: string;
      wood_kind: string;
      diameter_class: number | null;
      length_class: string | null;
      quantity: number;
      volume_e4: string;
      created_at: Date;
      applied_at: Date | null;
    }>`
      select a.id, a.line_id, l.name as location, k.name as wood_kind, cl.diameter_class, cl.length_class,
             a.quantity, a.volume_e4, a.created_at, a.applied_at
      from inventory.stock_adjustments a
      join inventory.count_lines cl on cl.id = a.line_id
      join inventory.stock s on s.id = a.stock_id
      join inventory.locations l on l.id = s.location_id
      join inventory.wood_kinds k on k.id = cl.wood_kind_id
      where a.plan_id = ${planId}
      order by k.name, cl.diameter_class nulls first, cl.length_class nulls first, a.id`.execute(trx);
    return rows.map((r) => ({
      id: r.id,
      diaId: r.line_id,
      ...linePlace(r),
      qty: r.quantity,
      volume: Math.round(Number(r.volume_e4) / 10) / 1000,
      createTime: r.created_at.toISOString(),
      appliedTime: r.applied_at?.toISOString() ?? null,
    }));
  }
}

function toState(row: {
  id: string;
  check_list_no: string;
  status: number;
  location_id: string;
  wood_kind_id: string | null;
}): PlanState {
  return {
    id: row.id,
    checkListNo: row.check_list_no,
    status: row.status,
    locationId: row.location_id,
    woodKindId: row.wood_kind_id,
  };
}
