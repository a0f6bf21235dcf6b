import { Injectable } from '@nestjs/common';
import { type LogCategory, SAWING_STATE } from '@timber/contracts';
import { sql, type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';
import { type SawnKind } from './domain/sawing-statistics';

type Trx = Transaction<SawingDb>;

/** The statistics' range: cutting days from and to (inclusive), and a wood kind or all. */
export interface StatsRange {
  startDate: string;
  endDate: string;
  kind?: string | undefined;
}

/** SQL of the statistics tab, from sawing.orders and their logs by kind (sawing.order_kinds). */
@Injectable()
export class StatisticsRepository {
  /**
   * Adds (sign 1) or takes out (sign -1) what a closed order sawed, the orders merged into it
   * counted in, to the day's sums per bench and wood kind: its logs by kind and its boards (those
   * counted at closing, else the specifications'), shared among its kinds by log volume.
   */
  async rollUp(trx: Trx, tenantId: string, orderId: string, sign: 1 | -1): Promise<void> {
    await sql`
      with root as (
        select o.id, o.cutting_date, o.bench_id, coalesce(o.wood_vol_e4, o.wood_sys_vol_e4)::numeric as board_e4
        from sawing.orders o where o.id = ${orderId}
      ), kinds as (
        select ok.wood_kind_id, max(ok.wood_kind_name) as kind_name, sum(ok.vol_e4) as log_e4,
               sum(ok.dia_sum) as dia_sum, sum(ok.measured) as measured
        from sawing.orders m join sawing.order_kinds ok on ok.order_id = m.id
        where m.id = ${orderId} or m.merged_into = ${orderId}
        group by ok.wood_kind_id
      ), total as (select sum(log_e4) as log_e4 from kinds)
      insert into sawing.daily_sawn as d (tenant_id, day, bench_id, wood_kind_id, wood_kind_name, log_e4, board_e4,
                                          dia_sum, measured)
      select ${tenantId}, r.cutting_date, r.bench_id, k.wood_kind_id, k.kind_name, ${sign} * k.log_e4,
             ${sign} * case when t.log_e4 > 0 then r.board_e4 * k.log_e4 / t.log_e4 else 0 end,
             ${sign} * k.dia_sum, ${sign} * k.measured
      from root r cross join kinds k cross join total t
      on conflict (tenant_id, day, bench_id, wood_kind_id) do update
      set log_e4 = d.log_e4 + excluded.log_e4, board_e4 = d.board_e4 + excluded.board_e4,
          dia_sum = d.dia_sum + excluded.dia_sum, measured = d.measured + excluded.measured,
          wood_kind_name = excluded.wood_kind_name`.execute(trx);
  }

  /** What each bench sawed of each wood kind over the closed orders of the range (the day sums). */
  async sawnByBenchAndKind(trx: Trx, range: StatsRange): Promise<SawnKind[]> {
    const kind = range.kind ? sql`and d.wood_kind_id = ${range.kind}` : sql``;
    const { rows } = await sql<{
      bench_id: string;
      machine_no: string;
      name: string;
      kind_name: string;
      log_e4: string;
      board_e4: string;
      dia_sum: string;
      measured: string;
    }>`
      select d.bench_id, b.machine_no, b.name, max(d.wood_kind_name) as kind_name, sum(d.log_e4) as log_e4,
             sum(d.board_e4) as board_e4, sum(d.dia_sum) as dia_sum, sum(d.measured) as measured
      from sawing.daily_sawn d
      join sawing.benches b on b.tenant_id = d.tenant_id and b.id = d.bench_id
      where d.day between ${range.startDate}::date and ${range.endDate}::date ${kind}
      group by d.bench_id, b.machine_no, b.name, d.wood_kind_id
      having sum(d.log_e4) > 0`.execute(trx);
    return rows.map((row) => ({
      benchId: row.bench_id,
      benchNo: row.machine_no,
      benchName: row.name,
      kindName: row.kind_name,
      logE4: Number(row.log_e4),
      boardE4: Number(row.board_e4),
      diaSum: Number(row.dia_sum),
      measured: Number(row.measured),
    }));
  }

  /**
   * The logs of every order of the range that is not deleted, of the kind: the closed ones' from
   * the day sums, the open ones' (with the orders merged into them) from their logs by kind.
   */
  async allLogsE4(trx: Trx, range: StatsRange): Promise<number> {
    const kind = range.kind ? sql`and ok.wood_kind_id = ${range.kind}` : sql``;
    const dayKind = range.kind ? sql`and d.wood_kind_id = ${range.kind}` : sql``;
    const { rows } = await sql<{ closed: string | null; open: string | null }>`
      select
        (select sum(d.log_e4) from sawing.daily_sawn d
          where d.day between ${range.startDate}::date and ${range.endDate}::date ${dayKind}) as closed,
        (with open as (
           select o.id from sawing.orders o
           where o.state = ${SAWING_STATE.OPEN} and o.cutting_date between ${range.startDate}::date and ${range.endDate}::date
         ), members as (
           select id from open
           union all
           select m.id from sawing.orders m join open on m.merged_into = open.id
         )
         select sum(ok.vol_e4) from members join sawing.order_kinds ok on ok.order_id = members.id
         where true ${kind}) as open`.execute(trx);
    return Number(rows[0]?.closed ?? 0) + Number(rows[0]?.open ?? 0);
  }

  async logCategories(trx: Trx): Promise<LogCategory[]> {
    const rows = await trx
      .selectFrom('sawing.order_kinds')
      .select(['wood_kind_id', (eb) => eb.fn.max('wood_kind_name').as('name')])
      .groupBy('wood_kind_id')
      .orderBy('name')
      .execute();
    return rows.map((row) => ({ id: row.wood_kind_id, name: row.name }));
  }
}
