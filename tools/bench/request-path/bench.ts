import { createPool, urlFor } from '@timber/db';
import {
  DEMO_TENANT_ID,
  freePort,
  OtlpReceiver,
  type ProcessName,
  type StackOptions,
  START_ORDER,
  startTestStack,
  type TestStack,
} from '@timber/testing';
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Client, type Pool } from 'pg';
import { TRACING_AS_SHIPPED } from './shipped-sampler';

/**
 * What a 20-row read costs on each hop, side by side in one run: the wood-kind list's own SQL
 * through a `pg` pool with the services' client (createPool: the same message the service sends,
 * the tenant setting and the page with its count in one round trip), the inventory service alone,
 * and the BFF in front of it, at 1 and 10 connections. Prints requests per second, latency, the
 * CPU each process spent per request, and the ratios the issue sets targets for (service at most
 * 3x the bare query, BFF at most 1.5x the service).
 *
 * Latencies are each request's own, to the microsecond (autocannon's summary rounds them down to
 * whole milliseconds, which made a 1.5 ms mean read 0.9). Each target is warmed up for
 * BENCH_WARMUP_SECONDS first. The machine's load average is printed with the figures: on a shared
 * machine the ratios and the CPU per request move much less than requests per second.
 *
 * Before it, the cost of metrics and tracing (issue 38), interleaved: a stack of its own for each of
 * off (no metrics port, no OTEL_* variable), a second off (the method's own noise), metrics alone
 * (each process's metrics port served and scraped every second), metrics and tracing with no trace
 * recorded (the sampler's ratio 0: what every request pays), metrics and tracing as shipped
 * (TRACING_AS_SHIPPED: the sampler of k8s/configmap.yaml, one trace in ten recorded whole) and, with
 * BENCH_EVERY_TRACE=1, every trace recorded; all up at once, each round measuring the BFF's list on
 * each in turn. Spans are exported over OTLP/HTTP to a sink in this process that discards them. It
 * ends with the CPU per request of the processes on the BFF's path against the two offs of the same
 * round, the median of the rounds (goal: metrics and tracing as shipped cost under 10 % of the request's
 * CPU). A fresh stack for each phase, one after the other, could not resolve 10 %: the machine
 * drifted more than that between two offs minutes apart.
 * Run: npm run bench:request-path   (options: BENCH_ROUNDS, default 10; BENCH_SECONDS, a run of a round,
 * default 5; BENCH_HOP_SECONDS, a run of the hops, default 10; BENCH_WARMUP_SECONDS, default 1;
 * BENCH_EVERY_TRACE=1)
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const hopSeconds = Number(process.env.BENCH_HOP_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const EVERY_TRACE = process.env.BENCH_EVERY_TRACE === '1';
const BODY = { page: 1, pageSize: 20 };
const CLOCK_TICKS_PER_SECOND = 100;

interface Figures {
  rps: number;
  meanMs: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU microseconds per request, by process */
  cpu: Record<string, number>;
}

/** The processes whose CPU a run counts: this one (the load generator), the stack's, PostgreSQL's backends. */
type Processes = Record<string, () => number[]>;

/** User and system CPU seconds a process has used so far; undefined once it is gone. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

async function measured(
  processes: Processes,
  run: () => Promise<{ latencies: number[]; elapsed: number; errors: number }>,
  /** finds processes started meanwhile (a pool's new connections) */
  refresh: () => Promise<void>,
): Promise<Figures> {
  const pidsOf = () => Object.entries(processes).flatMap(([name, of]) => of().map((pid) => ({ name, pid })));
  const before = new Map(pidsOf().map(({ pid }) => [pid, cpuSeconds(pid)]));
  const { latencies, elapsed, errors } = await run();
  await refresh();
  const used: Record<string, number> = Object.fromEntries(Object.keys(processes).map((name) => [name, 0]));
  for (const { name, pid } of pidsOf()) {
    // a process started during the run counts from zero; one gone since is left out
    const start = before.has(pid) ? before.get(pid) : 0;
    used[name]! += (cpuSeconds(pid) ?? start ?? 0) - (start ?? 0);
  }
  const count = Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: latencies.length / elapsed,
    meanMs: latencies.reduce((a, b) => a + b, 0) / count,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    cpu: Object.fromEntries(Object.entries(used).map(([name, seconds]) => [name, (seconds / count) * 1e6])),
  };
}

/**
 * The service's statements, as its pg client sends them (createPool's): begin and the tenant
 * setting held back, then sent with the page of 20 newest first (the count beside it) as one
 * message, one round trip; the commit of a transaction that opened nothing is not sent.
 */
async function bareQuery(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', '${DEMO_TENANT_ID}', true)`);
    await client.query(
      `select id, name, remark, created_at,
         (select count(*)::int from inventory.wood_kinds) as page_total_rows
       from inventory.wood_kinds order by created_at desc, id desc limit $1 offset $2`,
      [20, 0],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
}

const IDLE_SECONDS = 5;

/** The CPU these processes use with nobody calling, in milliseconds per second over IDLE_SECONDS. */
async function idleCost(pids: number[]): Promise<number> {
  const total = () => pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the start's last work settles
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  return ((total() - before) / IDLE_SECONDS) * 1000;
}

async function loop(connections: number, duration: number, work: () => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + duration * 1000;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await work();
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { latencies, elapsed: Number(process.hrtime.bigint() - started) / 1e9, errors };
}

async function http(url: string, token: string, connections: number, duration: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, lang: 'en' },
        body: JSON.stringify(BODY),
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (status >= 200 && status < 300) {
        latencies.push(responseTime);
      }
    });
  });
  return { latencies, elapsed: result.duration, errors: result.errors + result.non2xx };
}

const load = (): string =>
  loadavg()
    .map((average) => average.toFixed(2))
    .join(' ');

const line = (name: string, f: Figures): string =>
  `  ${name.padEnd(14)} ${f.rps.toFixed(0).padStart(6)} req/s   mean ${f.meanMs.toFixed(2).padStart(6)} ms   p50 ${f.p50.toFixed(2)} ms   p99 ${f.p99.toFixed(2)} ms   errors ${f.errors}\n` +
  `  ${''.padEnd(14)} CPU µs/request: ${Object.entries(f.cpu)
    .map(([name, us]) => `${name} ${us.toFixed(0)}`)
    .join(', ')}`;

/** A configuration of metrics and tracing, on a stack of its own for the whole run. */
interface Variant {
  name:
    | 'off'
    | 'off, a second stack'
    | 'metrics'
    | 'metrics and tracing, no trace recorded'
    | 'metrics and tracing as shipped'
    | 'metrics and every trace';
  overrides: Partial<StackOptions>;
  /** the metrics endpoints scraped while the run lasts (as Prometheus would, here every second) */
  scrape: string[];
}

async function variants(sink: OtlpReceiver): Promise<Variant[]> {
  const traced = Object.fromEntries(START_ORDER.map((name) => [name, sink.env(5_000)])) as Record<
    ProcessName,
    Record<string, string>
  >;
  const withEnv = (extra: Record<string, string>) =>
    Object.fromEntries(START_ORDER.map((name) => [name, { ...traced[name], ...extra }])) as typeof traced;
  /** each stack its own metrics ports */
  const metered = async () => {
    const metricsPorts = { bff: await freePort(), inventory: await freePort() };
    return {
      metricsPorts,
      scrape: Object.values(metricsPorts).map((port) => `http://127.0.0.1:${port}/metrics`),
    };
  };
  const metrics = await metered();
  const none = await metered();
  const shipped = await metered();
  const every = await metered();
  return [
    { name: 'off', overrides: {}, scrape: [] },
    // the method's own noise: a second stack exactly like the first, measured the same way
    { name: 'off, a second stack', overrides: {}, scrape: [] },
    { name: 'metrics', overrides: { metricsPorts: metrics.metricsPorts }, scrape: metrics.scrape },
    // what tracing costs a request it does not record (the BFF declines every one at its door):
    // with as shipped, it parts what each request pays from what the one in ten recorded adds
    {
      name: 'metrics and tracing, no trace recorded',
      overrides: {
        metricsPorts: none.metricsPorts,
        env: withEnv({ ...TRACING_AS_SHIPPED, OTEL_TRACES_SAMPLER_ARG: '0' }),
      },
      scrape: none.scrape,
    },
    {
      name: 'metrics and tracing as shipped',
      overrides: { metricsPorts: shipped.metricsPorts, env: withEnv(TRACING_AS_SHIPPED) },
      scrape: shipped.scrape,
    },
    ...(EVERY_TRACE
      ? [
          {
            name: 'metrics and every trace' as const,
            overrides: { metricsPorts: every.metricsPorts, env: traced },
            scrape: every.scrape,
          },
        ]
      : []),
  ];
}

/** Fetches each endpoint every second until stopped; answers how many scrapes failed. */
function scraper(urls: string[]): () => number {
  let failed = 0;
  const timer = setInterval(() => {
    for (const url of urls) {
      fetch(url)
        .then((response) => response.text().then(() => (failed += response.ok ? 0 : 1)))
        .catch(() => (failed += 1));
    }
  }, 1000);
  return () => {
    clearInterval(timer);
    return failed;
  };
}

/** CPU per request of the processes a BFF request crosses (the load generator left out). */
const pathCpu = (f: Figures): number =>
  (f.cpu['bff'] ?? 0) + (f.cpu['inventory'] ?? 0) + (f.cpu['postgres'] ?? 0);

/** The processes a BFF request needs: the login's, the list's, the door. */
const PATH_PROCESSES: readonly ProcessName[] = ['identity', 'inventory', 'bff'];

/** A variant's stack, up for the whole run, with what its measurements need. */
interface Target {
  variant: Variant;
  system: TestStack;
  pool: Pool;
  admin: Client;
  token: string;
  processes: (...stack: ('bff' | 'inventory')[]) => Processes;
  findBackends: () => Promise<void>;
  stopScraping: () => number;
}

async function prepare(variant: Variant, index: number): Promise<Target> {
  const system = await startTestStack(`benchpath${index}`, variant.overrides, undefined, PATH_PROCESSES);
  const pool = createPool({
    connectionString: urlFor(system.adminUrl, 'inventory_svc'),
    applicationName: 'bench-bare',
    maxConnections: 10,
  });
  const admin = new Client({ connectionString: system.adminUrl });
  await admin.connect();
  await admin.query(
    `insert into inventory.wood_kinds (id, tenant_id, name, remark, created_by, created_at)
     select gen_random_uuid(), $1, 'Bench kind ' || g, 'row ' || g, $1, now() - make_interval(mins => g)
     from generate_series(1, 20) g`,
    [DEMO_TENANT_ID],
  );
  await admin.query('analyze inventory.wood_kinds');
  const backends = new Set<number>();
  const api = await system.loginAs('admin');
  return {
    variant,
    system,
    pool,
    admin,
    token: api.token!,
    processes: (...stack) => ({
      client: () => [process.pid],
      ...Object.fromEntries(stack.map((name) => [name, () => [system.stack.pid(name)]])),
      // the backends of this stack's database (the bare pool's, the services' and their relays'),
      // found after each warm-up
      postgres: () => [...backends],
    }),
    findBackends: async () => {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      rows.forEach((row) => backends.add(row.pid));
    },
    stopScraping: scraper(variant.scrape),
  };
}

async function release(target: Target): Promise<void> {
  target.stopScraping();
  await target.admin.end();
  await target.pool.end();
  await target.system.stop();
}

/** The BFF's list, measured: warmed up, then BENCH_SECONDS of it. */
async function bffRun(target: Target, connections: number, duration: number): Promise<Figures> {
  const url = `${target.system.stack.url('bff')}/wk/pageData`;
  await http(url, target.token, connections, warmupSeconds);
  await target.findBackends();
  return measured(
    target.processes('bff', 'inventory'),
    () => http(url, target.token, connections, duration),
    target.findBackends,
  );
}

/** Each hop on its own (the bare query, the service, the BFF), on the off stack: issue 15's ratios. */
async function hops(target: Target): Promise<void> {
  const serviceUrl = `${target.system.stack.url('inventory')}/wk/pageData`;
  console.log(
    `\n=== each hop, metrics and tracing off: the wood-kind list, page of 20, ${hopSeconds} s per run (after ${warmupSeconds} s of warm-up), over loopback ===`,
  );
  await target.findBackends();
  const idle = await idleCost([
    ...PATH_PROCESSES.map((name) => target.system.stack.pid(name)),
    ...target.processes().postgres!(),
  ]);
  console.log(
    `the stack idle (${PATH_PROCESSES.join(', ')} and their PostgreSQL backends, relays polling): ${idle.toFixed(0)} ms of CPU per second`,
  );
  for (const connections of [1, 10]) {
    await loop(connections, warmupSeconds, () => bareQuery(target.pool));
    await target.findBackends();
    const bare = await measured(
      target.processes(),
      () => loop(connections, hopSeconds, () => bareQuery(target.pool)),
      target.findBackends,
    );
    await http(serviceUrl, target.token, connections, warmupSeconds);
    await target.findBackends();
    const service = await measured(
      target.processes('inventory'),
      () => http(serviceUrl, target.token, connections, hopSeconds),
      target.findBackends,
    );
    const bff = await bffRun(target, connections, hopSeconds);
    console.log(`${connections} connection(s):   (load average ${load()})`);
    console.log(line('bare pg', bare));
    console.log(line('service alone', service));
    console.log(line('BFF', bff));
    console.log(
      `  ratios (mean latency): service / bare ${(service.meanMs / bare.meanMs).toFixed(2)} (target <= 3), BFF / service ${(bff.meanMs / service.meanMs).toFixed(2)} (target <= 1.5)`,
    );
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const percent = (ratio: number): string =>
  `${ratio >= 1 ? '+' : '−'}${(Math.abs(ratio - 1) * 100).toFixed(1)} %`;

/**
 * The costs, interleaved: every variant's stack is up at once, and each round measures the BFF's
 * list on each of them in turn (the order turned by one each round), so that a variant and off are
 * measured seconds apart under the same machine. A round's ratio is the variant's CPU per request on
 * the path over the mean of the two off stacks' in that round; the figure is the median of the
 * rounds' ratios. The second off stack against the first is what the method cannot tell from nothing.
 */
async function interleaved(targets: Target[]): Promise<boolean> {
  const ratios = new Map<string, number[]>();
  const perProcess = new Map<string, Figures[]>();
  console.log(
    `\n=== the BFF's list on each stack in turn: a round of warm-up, then ${rounds} rounds, ${seconds} s a run after ${warmupSeconds} s of warm-up ===`,
  );
  // a round first that counts for nothing: each stack's first runs compile its hot code (in the
  // first run of this bench, round one's figures were up to twice the later rounds')
  for (const connections of [1, 10]) {
    for (const target of targets) {
      await bffRun(target, connections, seconds);
    }
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const connections of [1, 10]) {
      const figures = new Map<string, Figures>();
      for (let i = 0; i < targets.length; i += 1) {
        const target = targets[(i + round) % targets.length]!;
        figures.set(target.variant.name, await bffRun(target, connections, seconds));
      }
      const off = pathCpu(figures.get('off')!);
      const secondOff = pathCpu(figures.get('off, a second stack')!);
      const cells: string[] = [];
      for (const [name, f] of figures) {
        const key = `${name}|${connections}`;
        perProcess.set(key, [...(perProcess.get(key) ?? []), f]);
        if (name === 'off, a second stack') {
          ratios.set(key, [...(ratios.get(key) ?? []), secondOff / off]);
        } else if (name !== 'off') {
          // against both offs of the round: neither stack's own luck (where its memory lies, how
          // its code compiled) sets the baseline
          ratios.set(key, [...(ratios.get(key) ?? []), pathCpu(f) / ((off + secondOff) / 2)]);
        }
        cells.push(`${name} ${pathCpu(f).toFixed(0)} µs`);
      }
      console.log(`round ${round + 1}, ${connections} connection(s) (load ${load()}): ${cells.join(', ')}`);
    }
  }
  console.log(
    `\nCPU per request of bff + inventory + postgres against the two offs measured in the same round (the second off against the first), median of ${rounds} rounds (the rounds' range in brackets):`,
  );
  let met = true;
  for (const target of targets) {
    for (const connections of [1, 10]) {
      const key = `${target.variant.name}|${connections}`;
      const runs = perProcess.get(key) ?? [];
      const byProcess = ['bff', 'inventory', 'postgres']
        .map((name) => `${name} ${median(runs.map((f) => f.cpu[name] ?? 0)).toFixed(0)}`)
        .join(', ');
      const of = ratios.get(key);
      if (!of) {
        console.log(`  off, ${connections} connection(s): median ${byProcess} µs per request`);
        continue;
      }
      const shipped = target.variant.name === 'metrics and tracing as shipped';
      const goal = shipped
        ? ' (goal < 10 %)'
        : target.variant.name === 'off, a second stack'
          ? " (the method's noise)"
          : '';
      console.log(
        `  ${target.variant.name}, ${connections} connection(s): ${percent(median(of))}${goal} [${percent(Math.min(...of))} to ${percent(Math.max(...of))}]; median ${byProcess} µs per request`,
      );
      if (shipped && median(of) >= 1.1) {
        met = false;
      }
    }
  }
  for (const target of targets) {
    if (target.variant.scrape.length > 0) {
      console.log(
        `${target.variant.name}: metrics scraped every second from ${target.variant.scrape.length} processes, ${target.stopScraping()} scrapes failed`,
      );
    }
  }
  console.log(
    `\nmetrics and tracing as shipped: ${met ? 'under' : 'NOT under'} 10 % of the request's CPU on the BFF's path (spans exported in ${sinkExports()} requests)`,
  );
  return met;
}

let sinkExports = (): number => 0;

async function main(): Promise<void> {
  const sink = await OtlpReceiver.start({ keep: false });
  sinkExports = () => sink.exports;
  const targets: Target[] = [];
  try {
    console.log(`load average at the start: ${load()}`);
    const all = await variants(sink);
    for (const [index, variant] of all.entries()) {
      targets.push(await prepare(variant, index));
    }
    console.log(
      `${targets.length} stacks up (${PATH_PROCESSES.join(', ')} each): ${all.map((v) => v.name).join('; ')}`,
    );
    await interleaved(targets);
    // after the rounds, so that every stack had the same history when they ran
    await hops(targets[0]!);
  } finally {
    for (const target of targets) {
      await release(target);
    }
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
