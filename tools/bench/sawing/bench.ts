import { type SawLinks } from '@timber/contracts';
import {
  type ApiClient,
  DEMO_TENANT_ID,
  openEventStream,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import { Client } from 'pg';
import { ms, sequentialLatency } from '../sequential';

/**
 * Issue 19's figure: the statistics tab over one year of a tenant with 20 benches and 200,000
 * sawing orders (generated with SQL generate_series: closed orders over 2026, each with its logs of
 * one or two of three wood kinds, one in forty merged into another of its bench; the day sums the
 * service keeps as orders close written from them at once), through the BFF with every process
 * running. Each call is sent BENCH_REQUESTS times one after another (after a
 * warm-up) and its p50, p95 and max are quoted. Run: npm run bench:sawing
 * (BENCH_ORDERS=200000 BENCH_BENCHES=20 BENCH_REQUESTS=100 by default).
 *
 * Then the live board's figure: BENCH_BOARDS (50) wall boards hold their server-sent event streams
 * open through the BFF, and BENCH_CLOSES (20) orders are closed one after another through the BFF;
 * each board's latency from the close being sent to its event arriving is measured (p50, p95,
 * max over every board and close), and every board must hear every close within 1 s. The board's
 * own figures (today's, with the generated orders) are timed like the statistics.
 * BENCH_PART=board runs the board's figure alone (no generated year).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const BENCHES = Number(process.env.BENCH_BENCHES ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const BOARDS = Number(process.env.BENCH_BOARDS ?? 50);
const CLOSES = Number(process.env.BENCH_CLOSES ?? 20);
const BOARD_ONLY = process.env.BENCH_PART === 'board';
/** the budget of the board's figure: every board hears every close within it */
const BOARD_BUDGET_MS = 1_000;

const KINDS = [
  { id: '00000000-0000-4000-8000-00000000b001', name: 'Bench pine' },
  { id: '00000000-0000-4000-8000-00000000b002', name: 'Bench larch' },
  { id: '00000000-0000-4000-8000-00000000b003', name: 'Bench birch' },
];

/** The p-quantile of sorted times. */
const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/**
 * BOARDS boards listen; CLOSES orders of bench 01 are made and closed one after another, each
 * close's latency to every board measured; true when every board heard every close in budget.
 */
async function boardFigure(system: TestStack, api: ApiClient): Promise<boolean> {
  const links = await api.ok<SawLinks>('POST', '/cutting/board/links');
  const bench = await api.ok<{ id: string }[]>('POST', '/cutting/machine/listAll', {});
  const machineId = bench[0]!.id;
  const url = `${system.stack.url('bff')}/cutting/board/events/${links.cusNo}/${links.boardToken}`;
  const boards = await Promise.all(Array.from({ length: BOARDS }, () => openEventStream(url)));
  if (boards.some((board) => board.status !== 200)) {
    throw new Error('a board stream was refused');
  }
  const latencies: number[] = [];
  let missed = 0;
  try {
    const today = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < CLOSES; i++) {
      const order = await api.ok<{ id: string }>('POST', '/cutting/record/saveData', {
        machineId,
        cuttingDate: today,
        specsArr: [{ L: 4, W: 100, H: 50, B: 10 }],
      });
      const heard = boards.map((board) => board.next(5_000));
      const sent = performance.now();
      await api.ok('POST', '/cutting/record/close', { id: order.id });
      for (const result of await Promise.allSettled(heard)) {
        if (result.status === 'fulfilled') {
          latencies.push(result.value.at - sent);
        } else {
          missed += 1;
        }
      }
    }
  } finally {
    for (const board of boards) {
      board.close();
    }
  }
  latencies.sort((a, b) => a - b);
  const late = latencies.filter((latency) => latency > BOARD_BUDGET_MS).length;
  console.log(
    `live board: ${BOARDS} open SSE boards, ${CLOSES} orders closed one after another: close sent → event at each board ` +
      `p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, ` +
      `max ${quantile(latencies, 1).toFixed(0)} ms (${latencies.length} events, ${missed} missed, ${late} over ${BOARD_BUDGET_MS} ms)`,
  );
  return missed === 0 && late === 0;
}

async function generate(admin: Client): Promise<void> {
  const tenant = DEMO_TENANT_ID;
  await admin.query(
    `insert into sawing.benches (tenant_id, id, machine_no, name)
     select $1, md5('bench-' || b)::uuid, lpad(b::text, 2, '0'), 'Bench saw ' || b from generate_series(1, $2) b`,
    [tenant, BENCHES],
  );
  // order g: bench g % BENCHES, a day of 2026, closed (or merged into order g - BENCHES, the same bench)
  await admin.query(
    `insert into sawing.orders (id, tenant_id, order_no, bench_id, cutting_date, state, merged_into, log_qty,
       log_vol_e4, wood_sys_vol_e4, wood_vol_e4, created_by, created_at, closed_at)
     select md5('order-' || g)::uuid, $1, 'JG' || to_char(date '2026-01-01' + (g % 365), 'YYYYMMDD') || '-' || lpad(g::text, 6, '0'),
       md5('bench-' || (1 + g % $3))::uuid, date '2026-01-01' + (g % 365),
       case when g > 2 * $3 and g % 40 = 0 then 2 else 1 end,
       case when g > 2 * $3 and g % 40 = 0 then md5('order-' || (g - $3))::uuid end,
       20 + g % 30, 60000 + (g % 997) * 10, 30000 + (g % 211) * 50,
       case when g % 3 = 0 then 33000 + (g % 101) * 40 end,
       $1, timestamptz '2026-01-01' + make_interval(secs => g * 150),
       case when g > 2 * $3 and g % 40 = 0 then null else timestamptz '2026-01-01' + make_interval(secs => g * 150 + 3600) end
     from generate_series(1, $2) g`,
    [tenant, ORDERS, BENCHES],
  );
  // its logs by kind: one kind, or two for every other order
  await admin.query(
    `insert into sawing.order_kinds (tenant_id, order_id, wood_kind_id, wood_kind_name, qty, vol_e4, dia_sum, measured)
     select $1, md5('order-' || g)::uuid, (k.kinds)[1 + (g + n) % 3], (k.names)[1 + (g + n) % 3],
       10 + g % 15, 30000 + (g % 499) * 10, (10 + g % 15) * (24 + g % 12), 10 + g % 15
     from generate_series(1, $2) g
     cross join lateral generate_series(0, case when g % 2 = 0 then 1 else 0 end) n
     cross join (select $3::uuid[] as kinds, $4::text[] as names) k`,
    [tenant, ORDERS, KINDS.map((k) => k.id), KINDS.map((k) => k.name)],
  );
  // the day sums the service writes as each order closes (StatisticsRepository.rollUp), at once
  await admin.query(
    `with roots as (
       select o.id, o.cutting_date, o.bench_id, coalesce(o.wood_vol_e4, o.wood_sys_vol_e4)::numeric as board_e4
       from sawing.orders o where o.tenant_id = $1 and o.state = 1
     ), members as (
       select id as root, id as member from roots
       union all
       select m.merged_into, m.id from sawing.orders m where m.tenant_id = $1 and m.state = 2
     ), kinds as (
       select mb.root, ok.wood_kind_id, max(ok.wood_kind_name) as kind_name, sum(ok.vol_e4) as log_e4,
              sum(ok.dia_sum) as dia_sum, sum(ok.measured) as measured
       from members mb join sawing.order_kinds ok on ok.order_id = mb.member
       group by mb.root, ok.wood_kind_id
     ), totals as (select root, sum(log_e4) as log_e4 from kinds group by root)
     insert into sawing.daily_sawn (tenant_id, day, bench_id, wood_kind_id, wood_kind_name, log_e4, board_e4, dia_sum, measured)
     select $1, r.cutting_date, r.bench_id, k.wood_kind_id, max(k.kind_name), sum(k.log_e4),
            sum(case when t.log_e4 > 0 then r.board_e4 * k.log_e4 / t.log_e4 else 0 end), sum(k.dia_sum), sum(k.measured)
     from roots r join kinds k on k.root = r.id join totals t on t.root = r.id
     group by r.cutting_date, r.bench_id, k.wood_kind_id`,
    [tenant],
  );
  await admin.query('vacuum analyze sawing.daily_sawn');
  await admin.query('vacuum analyze sawing.orders');
  await admin.query('vacuum analyze sawing.order_kinds');
}

async function main(): Promise<void> {
  const system = await startTestStack('benchsaw');
  const admin = new Client({ connectionString: system.adminUrl });
  await admin.connect();
  try {
    const api = await system.loginAs('admin');
    if (BOARD_ONLY) {
      await api.ok('POST', '/cutting/machine/save', { machineNo: '01', name: 'Bench saw 1' });
      process.exitCode = (await boardFigure(system, api)) ? 0 : 1;
      return;
    }
    const start = process.hrtime.bigint();
    await generate(admin);
    const counts = await admin.query<{ orders: number; kinds: number }>(
      `select (select count(*)::int from sawing.orders) as orders, (select count(*)::int from sawing.order_kinds) as kinds`,
    );
    console.log(
      `generated ${counts.rows[0]?.orders} orders of ${BENCHES} benches with ${counts.rows[0]?.kinds} log-kind rows in ${(ms(start) / 1000).toFixed(0)} s`,
    );
    const year = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const measure = async (name: string, path: string, body: object): Promise<void> => {
      const { p50, p95, max } = await sequentialLatency(
        `${system.stack.url('bff')}${path}`,
        api.token ?? '',
        body,
        REQUESTS,
      );
      console.log(
        `${name}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (${REQUESTS} requests)`,
      );
    };
    await measure('ranking over the year', '/cutting/record/ranking', year);
    await measure('ranking over the year, one wood kind', '/cutting/record/ranking', {
      ...year,
      kind: KINDS[1]!.id,
    });
    await measure('pie over the year', '/cutting/record/reportforms', year);
    await measure('ranking over one month', '/cutting/record/ranking', {
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    const links = await api.ok<SawLinks>('POST', '/cutting/board/links');
    await measure("the live board's figures of today", '/cutting/board/data', {
      cusNo: links.cusNo,
      token: links.boardToken,
    });
    process.exitCode = (await boardFigure(system, api)) ? 0 : 1;
  } finally {
    await admin.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
