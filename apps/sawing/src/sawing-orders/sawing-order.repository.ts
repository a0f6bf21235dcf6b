import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type PageResult,
  SAWING_STATE,
  type SawingOrderRow,
  type SawingSpec,
} from '@timber/contracts';
import { outturnPercent } from '@timber/volume';
import { type Selectable, sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type SawingDb } from '../sawing-db';
import { e4ToM3 } from '../shared/figures';
import { type ValidSpec } from './domain/sawing-rules';

type Trx = Transaction<SawingDb>;
export type OrderRow = Selectable<SawingDb['sawing.orders']>;

/** An order as the rules see it, with its row. */
export interface LockedOrder {
  row: OrderRow;
  orderNo: string;
  state: number;
  benchId: string;
}

const locked = (row: OrderRow): LockedOrder => ({
  row,
  orderNo: row.order_no,
  state: row.state,
  benchId: row.bench_id,
});

export interface NewSawingOrder {
  id: string;
  tenantId: string;
  orderNo: string;
  benchId: string;
  cuttingDate: string;
  createdBy: string;
  woodSysVolE4: number;
}

/** A row of the list as SQL answers it. */
interface ListRow {
  id: string;
  order_no: string;
  bench_id: string;
  machine_no: string;
  machine_name: string;
  cutting_day: string;
  created_at: Date;
  state: number;
  merged_into: string | null;
  log_qty: number;
  log_vol_e4: string;
  wood_sys_vol_e4: string;
  wood_vol_e4: string | null;
  thickness_mm: number | null;
  width_mm: number | null;
  length_m: string | null;
  wood_grade: number | null;
  category: string | null;
  merged: { id: string; orderNo: string; logQty: number; logVolE4: number }[] | null;
  total: string;
}

/** §3 Sawing order as the list answers it: the figures of the orders merged into it counted in. */
function toOrderRow(row: ListRow): SawingOrderRow {
  const merged = row.merged ?? [];
  const logVolE4 = Number(row.log_vol_e4) + merged.reduce((sum, m) => sum + m.logVolE4, 0);
  const sysE4 = Number(row.wood_sys_vol_e4);
  const woodE4 = row.wood_vol_e4 === null ? null : Number(row.wood_vol_e4);
  return {
    id: row.id,
    orderNo: row.order_no,
    woodCuttingMachineId: row.bench_id,
    machineNum: row.machine_no,
    machineName: row.machine_name,
    cuttingDate: row.cutting_day,
    createTime: row.created_at.toISOString(),
    woodSpecs: row.thickness_mm === null ? '' : `${row.thickness_mm}*${row.width_mm}`,
    category: row.category ?? '',
    woodGrade: row.wood_grade ?? 1,
    length: row.length_m === null ? 0 : Number(row.length_m),
    logQty: row.log_qty + merged.reduce((sum, m) => sum + m.logQty, 0),
    logVol: e4ToM3(logVolE4),
    woodVol: woodE4 === null ? null : e4ToM3(woodE4),
    woodSysVol: e4ToM3(sysE4),
    manualOutturn: woodE4 === null ? null : outturnPercent(woodE4, logVolE4),
    sysOutturn: outturnPercent(sysE4, logVolE4),
    state: row.state,
    mergedInto: row.merged_into,
    mergeOrders: merged.map((m) => ({
      id: m.id,
      orderNo: m.orderNo,
      logQty: m.logQty,
      logVol: e4ToM3(m.logVolE4),
    })),
  };
}

/** SQL of sawing orders and their specifications; every call runs inside withTenant's transaction. */
@Injectable()
export class SawingOrderRepository {
  /** The tenant's next order number of a cutting day (one upsert: concurrent orders never share one). */
  async nextNumber(trx: Trx, tenantId: string, day: string): Promise<number> {
    const row = await trx
      .insertInto('sawing.order_numbers')
      .values({ tenant_id: tenantId, day, last_number: 1 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'day'])
          .doUpdateSet((eb) => ({ last_number: eb('sawing.order_numbers.last_number', '+', 1) })),
      )
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  }

  async insert(trx: Trx, order: NewSawingOrder): Promise<void> {
    await trx
      .insertInto('sawing.orders')
      .values({
        id: order.id,
        tenant_id: order.tenantId,
        order_no: order.orderNo,
        bench_id: order.benchId,
        cutting_date: order.cuttingDate,
        created_by: order.createdBy,
        wood_sys_vol_e4: order.woodSysVolE4,
      })
      .execute();
  }

  /** The order, locked for the transaction, or SAWING.NOT_FOUND (another tenant's is not seen). */
  async lock(trx: Trx, id: string): Promise<LockedOrder> {
    const row = await trx
      .selectFrom('sawing.orders')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('SAWING.NOT_FOUND');
    }
    return locked(row);
  }

  /** An order with its bench's machine number, unlocked (the reads), or SAWING.NOT_FOUND. */
  async find(trx: Trx, id: string): Promise<{ id: string; machineNo: string; cuttingDate: string }> {
    const row = await trx
      .selectFrom('sawing.orders as o')
      .innerJoin('sawing.benches as b', (join) =>
        join.onRef('b.tenant_id', '=', 'o.tenant_id').onRef('b.id', '=', 'o.bench_id'),
      )
      .select(['o.id', 'b.machine_no', sql<string>`to_char(o.cutting_date, 'YYYY-MM-DD')`.as('cutting_day')])
      .where('o.id', '=', id)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('SAWING.NOT_FOUND');
    }
    return { id: row.id, machineNo: row.machine_no, cuttingDate: row.cutting_day };
  }

  /** The orders, locked in id order (no deadlock between two merges), oldest first; all or SAWING.NOT_FOUND. */
  async lockMany(trx: Trx, ids: readonly string[]): Promise<LockedOrder[]> {
    const rows = await trx
      .selectFrom('sawing.orders')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (rows.length !== ids.length) {
      throw new DomainError('SAWING.NOT_FOUND');
    }
    return rows
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.order_no.localeCompare(b.order_no))
      .map(locked);
  }

  async update(
    trx: Trx,
    id: string,
    patch: Partial<{
      bench_id: string;
      cutting_date: string;
      state: number;
      merged_into: string | null;
      wood_sys_vol_e4: number;
      wood_vol_e4: number | null;
      closed_at: Date | null;
      deleted_at: Date | null;
      log_qty: number;
      log_vol_e4: number;
    }>,
  ): Promise<void> {
    await trx.updateTable('sawing.orders').set(patch).where('id', '=', id).execute();
  }

  /** Adds logs taken to an order's totals. */
  async addLogs(trx: Trx, id: string, qty: number, volumeE4: number): Promise<void> {
    await trx
      .updateTable('sawing.orders')
      .set((eb) => ({ log_qty: eb('log_qty', '+', qty), log_vol_e4: sql<number>`log_vol_e4 + ${volumeE4}` }))
      .where('id', '=', id)
      .execute();
  }

  /** The log volume of an order with the orders merged into it, ten-thousandths of a m3. */
  async logVolumeE4(trx: Trx, id: string): Promise<number> {
    const row = await trx
      .selectFrom('sawing.orders')
      .select((eb) => eb.fn.sum<string>('log_vol_e4').as('v'))
      .where((eb) => eb.or([eb('id', '=', id), eb('merged_into', '=', id)]))
      .executeTakeFirstOrThrow();
    return Number(row.v ?? 0);
  }

  /** The orders merged into this one. */
  async mergedInto(trx: Trx, id: string): Promise<string[]> {
    const rows = await trx.selectFrom('sawing.orders').select('id').where('merged_into', '=', id).execute();
    return rows.map((row) => row.id);
  }

  /**
   * The order's specifications become these, in order (seq from 1). A spec sent with the id of one
   * of the order's saved specs keeps it; any other id is not the order's and a new one is made.
   */
  async replaceSpecs(
    trx: Trx,
    tenantId: string,
    orderId: string,
    specs: readonly ValidSpec[],
  ): Promise<void> {
    const saved = await trx
      .deleteFrom('sawing.order_specs')
      .where('order_id', '=', orderId)
      .returning('id')
      .execute();
    const own = new Set(saved.map((row) => row.id));
    await trx
      .insertInto('sawing.order_specs')
      .values(
        specs.map((spec, index) => ({
          tenant_id: tenantId,
          id: spec.id !== undefined && own.has(spec.id) ? spec.id : randomUUID(),
          order_id: orderId,
          seq: index + 1,
          length_m: spec.lengthM,
          width_mm: spec.widthMm,
          thickness_mm: spec.thicknessMm,
          blocks: spec.pieces,
          last_blocks: spec.lastBlocks,
          wood_grade: spec.woodGrade,
        })),
      )
      .execute();
  }

  async specs(trx: Trx, orderId: string): Promise<SawingSpec[]> {
    const rows = await trx
      .selectFrom('sawing.order_specs')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('seq')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      woodLength: Number(row.length_m),
      woodSpecs: `${row.thickness_mm}*${row.width_mm}`,
      thickness: row.thickness_mm,
      width: row.width_mm,
      woodBlocks: row.blocks,
      lastBlocks: row.last_blocks,
      woodGrade: row.wood_grade,
    }));
  }

  /** A saved spec: its order and place, or SAWING.NOT_FOUND. */
  async findSpec(trx: Trx, specId: string): Promise<{ orderId: string; seq: number }> {
    const row = await trx
      .selectFrom('sawing.order_specs')
      .select(['order_id', 'seq'])
      .where('id', '=', specId)
      .executeTakeFirst();
    if (!row) {
      throw new DomainError('SAWING.NOT_FOUND');
    }
    return { orderId: row.order_id, seq: row.seq };
  }

  async deleteSpec(trx: Trx, specId: string): Promise<void> {
    await trx.deleteFrom('sawing.order_specs').where('id', '=', specId).execute();
  }

  /**
   * §2 orders tab: the orders of a cutting day (and machine), oldest first, but those merged into
   * another (shown under it); each with its first spec, its logs' wood kinds and its merged orders.
   */
  async list(
    trx: Trx,
    filter: { day: string; machineNum?: string | undefined; state?: number },
    paging: { page: number; pageSize: number },
  ): Promise<PageResult<SawingOrderRow>> {
    const machine = filter.machineNum ? sql`and b.machine_no = ${filter.machineNum}` : sql``;
    const state = filter.state === undefined ? sql`` : sql`and o.state = ${filter.state}`;
    const { rows } = await sql<ListRow>`
      select o.id, o.order_no, o.bench_id, b.machine_no, b.name as machine_name,
             to_char(o.cutting_date, 'YYYY-MM-DD') as cutting_day, o.created_at, o.state, o.merged_into,
             o.log_qty, o.log_vol_e4, o.wood_sys_vol_e4, o.wood_vol_e4,
             s.thickness_mm, s.width_mm, s.length_m, s.wood_grade,
             (select string_agg(distinct l.wood_kind_name, ',')
                from sawing.stock_logs l
               where l.order_id = o.id or l.order_id in (select m.id from sawing.orders m where m.merged_into = o.id)
             ) as category,
             (select json_agg(json_build_object('id', m.id, 'orderNo', m.order_no, 'logQty', m.log_qty,
                                                'logVolE4', m.log_vol_e4) order by m.created_at, m.id)
                from sawing.orders m where m.merged_into = o.id) as merged,
             count(*) over () as total
      from sawing.orders o
      join sawing.benches b on b.tenant_id = o.tenant_id and b.id = o.bench_id
      left join sawing.order_specs s on s.order_id = o.id and s.seq = 1
      where o.cutting_date = ${filter.day} and o.state <> ${SAWING_STATE.MERGED} ${machine} ${state}
      order by o.created_at, o.id
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`.execute(trx);
    return { records: rows.map(toOrderRow), total: Number(rows[0]?.total ?? 0) };
  }
}
