import { Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';

type Trx = Transaction<InventoryDb>;

/** One log kind's movements in a month, in ten-thousandths of a m3. */
export interface KindMonth {
  woodKindId: string;
  woodKind: string;
  openingE4: number;
  inboundE4: number;
  sawnE4: number;
  outboundE4: number;
  /** stock counts' adjustments in the month: logs found in excess, less logs found missing */
  adjustedE4: number;
  countedE4: number | null;
}

/**
 * SQL of the monthly log inventory: read from the pieces' history (a piece arrives at stocked_at,
 * by a stock-in sheet or a stock count's excess, and leaves at out_at, by a stock-out, a sawing
 * order or a count that found it missing), and the volumes counted per month (migrations/0015).
 * Every way in and out is named, so the book inventory at a month's end is the stock of then (the
 * stock list's figure for the current month; issue 35). Every call runs inside withTenant's
 * transaction.
 */
@Injectable()
export class MonthlyInventoryRepository {
  /** Every log kind that held stock in the month or has a count for it, by name. */
  async month(trx: Trx, from: Date, to: Date, month: string): Promise<KindMonth[]> {
    const { rows } = await sql<{
      wood_kind_id: string;
      wood_kind: string;
      opening_e4: string;
      inbound_e4: string;
      sawn_e4: string;
      outbound_e4: string;
      adjusted_e4: string;
      counted_e4: string | null;
    }>`
      with moves as (
        select s.wood_kind_id,
          sum(p.volume_e4) filter (where p.stocked_at < ${from} and (p.out_at is null or p.out_at >= ${from})) as opening_e4,
          sum(p.volume_e4) filter (where p.stocked_at >= ${from} and p.stocked_at < ${to}
                                     and p.in_sheet_id is not null) as inbound_e4,
          sum(p.volume_e4) filter (where p.out_at >= ${from} and p.out_at < ${to}
                                     and p.sawing_order_id is not null) as sawn_e4,
          sum(p.volume_e4) filter (where p.out_at >= ${from} and p.out_at < ${to}
                                     and p.out_sheet_id is not null) as outbound_e4,
          coalesce(sum(p.volume_e4) filter (where p.stocked_at >= ${from} and p.stocked_at < ${to}
                                              and p.in_adjustment_id is not null), 0)
            - coalesce(sum(p.volume_e4) filter (where p.out_at >= ${from} and p.out_at < ${to}
                                                  and p.count_adjustment_id is not null), 0) as adjusted_e4
        from inventory.stock_pieces p
        join inventory.stock s on s.id = p.stock_id
        where p.stocked_at < ${to} and (p.out_at is null or p.out_at >= ${from})
        group by s.wood_kind_id
      ), counted as (
        select wood_kind_id, counted_e4 from inventory.monthly_stocktakes where month = ${`${month}-01`}::date
      )
      select k.id as wood_kind_id, k.name as wood_kind, coalesce(m.opening_e4, 0)::bigint as opening_e4,
             coalesce(m.inbound_e4, 0)::bigint as inbound_e4, coalesce(m.sawn_e4, 0)::bigint as sawn_e4,
             coalesce(m.outbound_e4, 0)::bigint as outbound_e4,
             coalesce(m.adjusted_e4, 0)::bigint as adjusted_e4, c.counted_e4
      from inventory.wood_kinds k
      left join moves m on m.wood_kind_id = k.id
      left join counted c on c.wood_kind_id = k.id
      where m.wood_kind_id is not null or c.wood_kind_id is not null
      order by k.name, k.id`.execute(trx);
    return rows.map((r) => ({
      woodKindId: r.wood_kind_id,
      woodKind: r.wood_kind,
      openingE4: Number(r.opening_e4),
      inboundE4: Number(r.inbound_e4),
      sawnE4: Number(r.sawn_e4),
      outboundE4: Number(r.outbound_e4),
      adjustedE4: Number(r.adjusted_e4),
      countedE4: r.counted_e4 === null ? null : Number(r.counted_e4),
    }));
  }

  /** Sets the volume counted for a kind in a month (one upsert). */
  async setCounted(
    trx: Trx,
    row: { tenantId: string; month: string; woodKindId: string; countedE4: number; userId: string },
  ): Promise<void> {
    await trx
      .insertInto('inventory.monthly_stocktakes')
      .values({
        tenant_id: row.tenantId,
        month: `${row.month}-01`,
        wood_kind_id: row.woodKindId,
        counted_e4: row.countedE4,
        counted_by: row.userId,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'month', 'wood_kind_id'])
          .doUpdateSet({ counted_e4: row.countedE4, counted_by: row.userId, updated_at: new Date() }),
      )
      .execute();
  }
}
