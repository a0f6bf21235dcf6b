import { Injectable } from '@nestjs/common';
import { type SawBenchFigures, type SawBoard, SAWING_STATE } from '@timber/contracts';
import { outturnPercent } from '@timber/volume';
import { sql, type Transaction } from 'kysely';
import { type SawingDb } from '../sawing-db';
import { e4ToM3 } from '../shared/figures';

type Trx = Transaction<SawingDb>;

/** One bench's sums of the day as SQL answers them (bigint sums come as text). */
interface FigureRow {
  machine_no: string;
  name: string;
  unfinished: string;
  finished: string;
  log_qty: string;
  log_e4: string;
  closed_log_e4: string;
  wood_e4: string;
}

type Sums = Omit<SawBenchFigures, 'machineNo' | 'name' | 'logVol' | 'woodVol' | 'outturn'> & {
  logE4: number;
  closedLogE4: number;
  woodE4: number;
};

const figuresOf = (sums: Sums): Omit<SawBenchFigures, 'machineNo' | 'name'> => ({
  unfinished: sums.unfinished,
  finished: sums.finished,
  logQty: sums.logQty,
  logVol: e4ToM3(sums.logE4),
  woodVol: e4ToM3(sums.woodE4),
  outturn: outturnPercent(sums.woodE4, sums.closedLogE4),
});

/**
 * The floor's figures of one day (the wall board, §2 real-time board; the H5 page's finished and
 * unfinished counts per machine): per live bench, its open and closed orders, the logs of its
 * orders (an order merged into another counts in that one's state), and the boards of the closed
 * ones (counted at closing, else their specifications'), outturn over the closed orders' logs.
 */
@Injectable()
export class BoardRepository {
  async figures(trx: Trx, day: string, machineNo?: string): Promise<SawBoard> {
    const machine = machineNo === undefined ? sql`` : sql`and b.machine_no = ${machineNo}`;
    const { rows } = await sql<FigureRow>`
      with day_orders as (
        select o.bench_id, o.state, o.log_qty, o.log_vol_e4, o.wood_sys_vol_e4, o.wood_vol_e4,
               coalesce(p.state, o.state) as counted_state
          from sawing.orders o
          left join sawing.orders p on p.id = o.merged_into
         where o.cutting_date = ${day} and o.state <> ${SAWING_STATE.DELETED}
      )
      select b.machine_no, b.name,
             count(d.*) filter (where d.state = ${SAWING_STATE.OPEN}) as unfinished,
             count(d.*) filter (where d.state = ${SAWING_STATE.CLOSED}) as finished,
             coalesce(sum(d.log_qty), 0) as log_qty,
             coalesce(sum(d.log_vol_e4), 0) as log_e4,
             coalesce(sum(d.log_vol_e4) filter (where d.counted_state = ${SAWING_STATE.CLOSED}), 0) as closed_log_e4,
             coalesce(sum(coalesce(d.wood_vol_e4, d.wood_sys_vol_e4)) filter (where d.state = ${SAWING_STATE.CLOSED}), 0) as wood_e4
        from sawing.benches b
        left join day_orders d on d.bench_id = b.id
       where b.deleted_at is null ${machine}
       group by b.id, b.machine_no, b.name
       order by b.machine_no`.execute(trx);
    const benches = rows.map((row) => ({
      machineNo: row.machine_no,
      name: row.name,
      sums: {
        unfinished: Number(row.unfinished),
        finished: Number(row.finished),
        logQty: Number(row.log_qty),
        logE4: Number(row.log_e4),
        closedLogE4: Number(row.closed_log_e4),
        woodE4: Number(row.wood_e4),
      },
    }));
    const total = benches.reduce<Sums>(
      (sum, { sums }) => ({
        unfinished: sum.unfinished + sums.unfinished,
        finished: sum.finished + sums.finished,
        logQty: sum.logQty + sums.logQty,
        logE4: sum.logE4 + sums.logE4,
        closedLogE4: sum.closedLogE4 + sums.closedLogE4,
        woodE4: sum.woodE4 + sums.woodE4,
      }),
      { unfinished: 0, finished: 0, logQty: 0, logE4: 0, closedLogE4: 0, woodE4: 0 },
    );
    return {
      date: day,
      benches: benches.map(({ machineNo: no, name, sums }) => ({ machineNo: no, name, ...figuresOf(sums) })),
      totals: figuresOf(total),
    };
  }
}
