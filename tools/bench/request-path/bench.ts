import { createPool, urlFor } from '@timber/db';
import {
  DEMO_TENANT_ID,
  freePort,
  OtlpReceiver,
  type ProcessName,
  type StackOptions,
  START_ORDER,
  startTestStack,
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
 * Five times in one run, on a stack of its own each (issue 38): with metrics and tracing off (no
 * metrics port, no OTEL_* variable); metrics alone (each process's metrics port served and scraped
 * every second); metrics and tracing as shipped (TRACING_AS_SHIPPED: the sampler of
 * k8s/configmap.yaml, one trace in ten recorded whole); metrics with every trace recorded; and off
 * again, so that the baseline is the mean of the first and the last phase and the drift between the
 * two (the machine's own noise over the run) is printed beside the costs.
 * Spans are exported over OTLP/HTTP to a sink in this process that discards them. It ends with the
 * CPU per request of the processes on the BFF's path in each phase against off (goal: metrics and
 * tracing as shipped cost under 10 % of the request's CPU).
 * Run: npm run bench:request-path   (options: BENCH_SECONDS, default 10; BENCH_WARMUP_SECONDS, default 2)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
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

/** How a phase runs the stack: metrics and tracing off, or on. */
interface Phase {
  name: 'off' | 'metrics' | 'metrics and tracing as shipped' | 'metrics and every trace' | 'off again';
  overrides: Partial<StackOptions>;
  /** the metrics endpoints scraped while it runs (as Prometheus would, here every second) */
  scrape: string[];
}

/** Each connection count's BFF run, for the comparison of the phases. */
type PhaseResult = Map<number, { service: Figures; bff: Figures }>;

async function phases(sink: OtlpReceiver): Promise<Phase[]> {
  const bffMetrics = await freePort();
  const inventoryMetrics = await freePort();
  const traced = Object.fromEntries(START_ORDER.map((name) => [name, sink.env(5_000)])) as Record<
    ProcessName,
    Record<string, string>
  >;
  const metricsPorts = { bff: bffMetrics, inventory: inventoryMetrics };
  const scrape = [bffMetrics, inventoryMetrics].map((port) => `http://127.0.0.1:${port}/metrics`);
  const withEnv = (extra: Record<string, string>) =>
    Object.fromEntries(START_ORDER.map((name) => [name, { ...traced[name], ...extra }])) as typeof traced;
  return [
    { name: 'off', overrides: {}, scrape: [] },
    { name: 'metrics', overrides: { metricsPorts }, scrape },
    {
      name: 'metrics and tracing as shipped',
      overrides: { metricsPorts, env: withEnv(TRACING_AS_SHIPPED) },
      scrape,
    },
    { name: 'metrics and every trace', overrides: { metricsPorts, env: traced }, scrape },
    // off once more at the end: how far the machine drifted over the run (the baseline is the mean)
    { name: 'off again', overrides: {}, scrape: [] },
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

async function main(): Promise<void> {
  const sink = await OtlpReceiver.start({ keep: false });
  const results = new Map<Phase['name'], PhaseResult>();
  try {
    for (const phase of await phases(sink)) {
      console.log(`\n=== metrics and tracing ${phase.name} ===`);
      results.set(phase.name, await runPhase(phase));
    }
  } finally {
    await sink.close();
  }
  const first = results.get('off');
  const last = results.get('off again');
  // the baseline: the mean of the two off phases, the first and the last of the run
  const off: PhaseResult = new Map(
    [...(first ?? [])].map(([connections, run]) => {
      const again = last?.get(connections) ?? run;
      return [connections, { service: meanOf(run.service, again.service), bff: meanOf(run.bff, again.bff) }];
    }),
  );
  console.log(
    `\nCPU per request of bff + inventory + postgres against off, the mean of the first and the last phase ` +
      `(spans exported in ${sink.exports} requests):`,
  );
  for (const [connections, run] of first ?? []) {
    const again = last?.get(connections);
    for (const hop of ['service', 'bff'] as const) {
      const [a, b] = [pathCpu(run[hop]), pathCpu(again?.[hop] ?? run[hop])];
      console.log(
        `  off, ${connections} connection(s), ${hop === 'bff' ? 'BFF path' : 'service alone'}: first ${a.toFixed(0)} µs, last ${b.toFixed(0)} µs (drift ${(((b - a) / a) * 100).toFixed(1)} %: the run's noise)`,
      );
    }
  }
  for (const [name, phase] of results) {
    if (name === 'off' || name === 'off again') {
      continue;
    }
    const goal = name === 'metrics and tracing as shipped' ? ', goal < 10 %' : '';
    for (const [connections, offRun] of off) {
      const onRun = phase.get(connections);
      if (!onRun) {
        continue;
      }
      for (const hop of ['service', 'bff'] as const) {
        const [a, b] = [pathCpu(offRun[hop]), pathCpu(onRun[hop])];
        console.log(
          `  ${name}, ${connections} connection(s), ${hop === 'bff' ? 'BFF path' : 'service alone'}: off ${a.toFixed(0)} µs, on ${b.toFixed(0)} µs, on/off ${(b / a).toFixed(3)} (${(((b - a) / a) * 100).toFixed(1)} %${goal})`,
        );
      }
    }
  }
}

/** Two runs' CPU per request, process by process, averaged (the rest of the figures are the first's). */
function meanOf(a: Figures, b: Figures): Figures {
  const names = new Set([...Object.keys(a.cpu), ...Object.keys(b.cpu)]);
  return {
    ...a,
    cpu: Object.fromEntries([...names].map((name) => [name, ((a.cpu[name] ?? 0) + (b.cpu[name] ?? 0)) / 2])),
  };
}

async function runPhase(phase: Phase): Promise<PhaseResult> {
  const result: PhaseResult = new Map();
  const system = await startTestStack('benchpath', phase.overrides);
  const stopScraping = scraper(phase.scrape);
  const pool = createPool({
    connectionString: urlFor(system.adminUrl, 'inventory_svc'),
    applicationName: 'bench-bare',
    maxConnections: 10,
  });
  const admin = new Client({ connectionString: system.adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `insert into inventory.wood_kinds (id, tenant_id, name, remark, created_by, created_at)
       select gen_random_uuid(), $1, 'Bench kind ' || g, 'row ' || g, $1, now() - make_interval(mins => g)
       from generate_series(1, 20) g`,
      [DEMO_TENANT_ID],
    );
    await admin.query('analyze inventory.wood_kinds');
    const backends = new Set<number>();
    const processes = (...stack: ('bff' | 'inventory')[]): Processes => ({
      client: () => [process.pid],
      ...Object.fromEntries(stack.map((name) => [name, () => [system.stack.pid(name)]])),
      // the backends of this database (the bare pool's, the services' and their relays'), found
      // after each warm-up
      postgres: () => [...backends],
    });
    const findBackends = async () => {
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      rows.forEach((row) => backends.add(row.pid));
    };
    const api = await system.loginAs('admin');
    const token = api.token!;
    const serviceUrl = `${system.stack.url('inventory')}/wk/pageData`;
    const bffUrl = `${system.stack.url('bff')}/wk/pageData`;
    console.log(
      `the wood-kind list, page of 20, ${seconds} s per run (after ${warmupSeconds} s of warm-up), over loopback`,
    );
    console.log(`load average at the start: ${load()}`);
    await findBackends();
    const idle = await idleCost([...START_ORDER.map((name) => system.stack.pid(name)), ...backends]);
    console.log(
      `the whole stack idle (${START_ORDER.length} processes and their PostgreSQL backends, its relays and consumers polling): ${idle.toFixed(0)} ms of CPU per second`,
    );
    for (const connections of [1, 10]) {
      await loop(connections, warmupSeconds, () => bareQuery(pool));
      await findBackends();
      const bare = await measured(
        processes(),
        () => loop(connections, seconds, () => bareQuery(pool)),
        findBackends,
      );
      await http(serviceUrl, token, connections, warmupSeconds);
      await findBackends();
      const service = await measured(
        processes('inventory'),
        () => http(serviceUrl, token, connections, seconds),
        findBackends,
      );
      await http(bffUrl, token, connections, warmupSeconds);
      await findBackends();
      const bff = await measured(
        processes('bff', 'inventory'),
        () => http(bffUrl, token, connections, seconds),
        findBackends,
      );
      console.log(`${connections} connection(s):   (load average ${load()})`);
      console.log(line('bare pg', bare));
      console.log(line('service alone', service));
      console.log(line('BFF', bff));
      console.log(
        `  ratios (mean latency): service / bare ${(service.meanMs / bare.meanMs).toFixed(2)} (target <= 3), BFF / service ${(bff.meanMs / service.meanMs).toFixed(2)} (target <= 1.5)`,
      );
      result.set(connections, { service, bff });
    }
    const failedScrapes = stopScraping();
    if (phase.scrape.length > 0) {
      console.log(
        `metrics scraped every second from ${phase.scrape.length} processes, ${failedScrapes} scrapes failed`,
      );
    }
    return result;
  } finally {
    stopScraping();
    await admin.end();
    await pool.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
