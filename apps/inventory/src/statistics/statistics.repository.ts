import { Injectable } from '@nestjs/common';
import {
  DASHBOARD_CHART_DAYS,
  type DailyStatsQuery,
  type DailyStatsRow,
  type DashboardCharts,
  type PageResult,
} from '@timber/contracts';
import { dayStart } from '@timber/db';
import { e4ToM3 } from '@timber/volume';
import { sql, type Transaction } from 'kysely';
import { type InventoryDb } from '../inventory-db';
import { SHEET_KIND, SHEET_STATUS } from '../sheets';

type Trx = Transaction<InventoryDb>;

/** The caller's today (YYYY-MM-DD), from their time-zone offset in hours. */
export const callerToday = (tzOffsetHours: number): string =>
  new Date(Date.now() + tzOffsetHours * 3_600_000).toISOString().slice(0, 10);

/** The caller's day `days` before `today` (YYYY-MM-DD). */
export const dayBefore = (today: string, days: number): string => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
};

/**
 * SQL of the statistics: the sheets confirmed on the caller's days (the partial index
 * sheets_confirmed reads them without the logs) and the stock by wood kind and by location.
 */
@Injectable()
export class StatisticsRepository {
  /** §2 daily statistics: the sheets of `flag` confirmed on `statsDate`, by customer and wood kind. */
  async dailyPage(
    trx: Trx,
    query: DailyStatsQuery & { statsDate: string },
    tzOffsetHours: number,
  ): Promise<PageResult<DailyStatsRow>> {
    const base = trx
      .selectFrom('inventory.sheets as s')
      .where('s.kind', '=', query.flag)
      .where('s.status', '=', SHEET_STATUS.CONFIRMED)
      .where('s.confirmed_at', '>=', dayStart(query.statsDate, tzOffsetHours, 0))
      .where('s.confirmed_at', '<', dayStart(query.statsDate, tzOffsetHours, 1));
    const counted = await base
      .select(
        sql<number>`count(distinct (coalesce(s.customer_id, '00000000-0000-0000-0000-000000000000'::uuid), s.wood_kind_id))::int`.as(
          'total',
        ),
      )
      .executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('inventory.customers as c', 'c.id', 's.customer_id')
      .innerJoin('inventory.wood_kinds as k', 'k.id', 's.wood_kind_id')
      .groupBy(['s.customer_id', 's.wood_kind_id'])
      .select([
        sql<string[]>`array_agg(s.id order by s.confirmed_at, s.spu)`.as('ids'),
        sql<string[]>`array_agg(s.spu order by s.confirmed_at, s.spu)`.as('spus'),
        sql<string>`coalesce(max(c.name), '')`.as('customer_name'),
        sql<string>`max(k.name)`.as('wood_kind_name'),
        sql<number>`count(*)::int`.as('sheets'),
        sql<string>`sum(s.quantity)::text`.as('quantity'),
        sql<string>`sum(s.volume_e4)::text`.as('volume_e4'),
      ])
      .orderBy(sql`sum(s.volume_e4)`, 'desc')
      .orderBy(sql`max(k.name)`)
      .orderBy(sql`coalesce(max(c.name), '')`)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return {
      total: counted.total,
      records: rows.map((r) => ({
        ids: r.ids,
        spus: r.spus,
        customerName: r.customer_name,
        woodKindName: r.wood_kind_name,
        sheetCount: r.sheets,
        quantity: Number(r.quantity),
        volume: e4ToM3(Number(r.volume_e4)),
      })),
    };
  }

  /** The dashboard's charts: the last DASHBOARD_CHART_DAYS days in and out, the stock by kind and by location. */
  async charts(trx: Trx, today: string, tzOffsetHours: number): Promise<DashboardCharts> {
    const first = dayBefore(today, DASHBOARD_CHART_DAYS - 1);
    const offset = `${tzOffsetHours} hours`;
    const moved = await trx
      .selectFrom('inventory.sheets')
      .where('status', '=', SHEET_STATUS.CONFIRMED)
      .where('kind', 'in', [SHEET_KIND.IN, SHEET_KIND.OUT])
      .where('confirmed_at', '>=', dayStart(first, tzOffsetHours, 0))
      .where('confirmed_at', '<', dayStart(today, tzOffsetHours, 1))
      .select([
        'kind',
        sql<string>`to_char((confirmed_at at time zone 'UTC') + ${offset}::interval, 'YYYY-MM-DD')`.as('day'),
        sql<string>`sum(volume_e4)::text`.as('e4'),
      ])
      .groupBy(['kind', sql`2`])
      .execute();
    const days = Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) =>
      dayBefore(today, DASHBOARD_CHART_DAYS - 1 - i),
    );
    const volumeOf = (kind: number, day: string) =>
      e4ToM3(Number(moved.find((row) => row.kind === kind && row.day === day)?.e4 ?? 0));
    // the stock by one of its two places' names: wood kind or location
    const shares = async (by: 'kind' | 'location') => {
      const names = sql.table(by === 'kind' ? 'inventory.wood_kinds' : 'inventory.locations');
      const column = sql.ref(by === 'kind' ? 'st.wood_kind_id' : 'st.location_id');
      const result = await sql<{ name: string; quantity: number; e4: string }>`
        select max(n.name) as name, sum(st.quantity)::int as quantity, sum(st.volume_e4)::text as e4
        from inventory.stock st join ${names} n on n.id = ${column}
        where st.quantity > 0
        group by n.id
        order by sum(st.volume_e4) desc, max(n.name)`.execute(trx);
      return result.rows;
    };
    const toShare = (rows: { name: string; quantity: number; e4: string }[]) =>
      rows.map((r) => ({ name: r.name, quantity: r.quantity, volume: e4ToM3(Number(r.e4)) }));
    return {
      days: days.map((day) => ({
        day,
        inVolume: volumeOf(SHEET_KIND.IN, day),
        outVolume: volumeOf(SHEET_KIND.OUT, day),
      })),
      byKind: toShare(await shares('kind')),
      byLocation: toShare(await shares('location')),
    };
  }
}
