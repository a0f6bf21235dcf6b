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
   * What each bench sawed of each wood kind over the closed orders of the range, the orders merged
   * into them counted in: logs, their diameter classes, and the boards (those counted at closing,
   * else the specifications') shared among the order's kinds by log volume.
   */
  async sawnByBenchAndKind(trx: Trx, range: StatsRange): Promise<SawnKind[]> {
    const kind = range.kind ? sql`where k.wood_kind_id = ${range.kind}` : sql``;
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
      with roots as (
        select o.id, o.bench_id, coalesce(o.wood_vol_e4, o.wood_sys_vol_e4) as board_e4
        from sawing.orders o
        where o.state = ${SAWING_STATE.CLOSED} and o.cutting_date between ${range.startDate} and ${range.endDate}
      ), members as (
        select r.id as root, r.id as member from roots r
        union all
        select m.merged_into, m.id from sawing.orders m join roots r on m.merged_into = r.id
      ), kinds as (
        select mb.root, ok.wood_kind_id, max(ok.wood_kind_name) as kind_name, sum(ok.vol_e4) as log_e4,
               sum(ok.dia_sum) as dia_sum, sum(ok.measured) as measured
        from members mb join sawing.order_kinds ok on ok.order_id = mb.member
        group by mb.root, ok.wood_kind_id
      ), totals as (
        select root, sum(log_e4) as log_e4 from kinds group by root
      )
      select r.bench_id, b.machine_no, b.name, k.kind_name, sum(k.log_e4) as log_e4,
             sum(case when t.log_e4 > 0 then r.board_e4::numeric * k.log_e4 / t.log_e4 else 0 end) as board_e4,
             sum(k.dia_sum) as dia_sum, sum(k.measured) as measured
      from roots r
      join kinds k on k.root = r.id
      join totals t on t.root = r.id
      join sawing.benches b on b.id = r.bench_id
      ${kind}
      group by r.bench_id, b.machine_no, b.name, k.kind_name`.execute(trx);
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

  /** The logs of every order of the range that is not deleted (open ones included), of the kind. */
  async allLogsE4(trx: Trx, range: StatsRange): Promise<number> {
    const kind = range.kind ? sql`and ok.wood_kind_id = ${range.kind}` : sql``;
    const { rows } = await sql<{ v: string | null }>`
      select sum(ok.vol_e4) as v
      from sawing.orders o join sawing.order_kinds ok on ok.order_id = o.id
      where o.state <> ${SAWING_STATE.DELETED} and o.cutting_date between ${range.startDate} and ${range.endDate}
      ${kind}`.execute(trx);
    return Number(rows[0]?.v ?? 0);
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
