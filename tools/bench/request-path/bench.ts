import { urlFor } from '@timber/db';
import { DEMO_TENANT_ID, startTestStack } from '@timber/testing';
import autocannon from 'autocannon';
import { Client, Pool } from 'pg';

/**
 * What a 20-row read costs on each hop, side by side in one run: the wood-kind list's own SQL
 * through a bare `pg` pool (the same transaction the service runs: tenant setting, page, count),
 * the inventory service alone, and the BFF in front of it, at 1 and 10 connections. Prints
 * requests per second, latency, and the ratios the issue sets targets for (service at most 3x the
 * bare query, BFF at most 1.5x the service).
 * Run: npm run bench:request-path   (options: BENCH_SECONDS, default 10)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const BODY = { page: 1, pageSize: 20 };

interface Figures {
  rps: number;
  meanMs: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The service's query, as its repository builds it (newest first, 20 rows, and the count). */
async function bareQuery(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', $1, true)`, [DEMO_TENANT_ID]);
    await Promise.all([
      client.query(
        `select id, name, remark, created_at from inventory.wood_kinds
         order by created_at desc, id desc limit $1 offset $2`,
        [20, 0],
      ),
      client.query('select count(*)::int as total from inventory.wood_kinds'),
    ]);
    await client.query('commit');
  } finally {
    client.release();
  }
}

async function loop(connections: number, work: () => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        try {
          await work();
        } catch {
          errors += 1;
        }
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: latencies.length / elapsed,
    meanMs: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

async function http(url: string, token: string, connections: number): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, lang: 'en' },
    body: JSON.stringify(BODY),
  });
  return {
    rps: result.requests.average,
    meanMs: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const line = (name: string, f: Figures): string =>
  `  ${name.padEnd(14)} ${f.rps.toFixed(0).padStart(6)} req/s   mean ${f.meanMs.toFixed(2).padStart(6)} ms   p50 ${f.p50.toFixed(1)} ms   p99 ${f.p99.toFixed(1)} ms   errors ${f.errors}`;

async function main(): Promise<void> {
  const system = await startTestStack('benchpath');
  const pool = new Pool({ connectionString: urlFor(system.adminUrl, 'inventory_svc'), max: 10 });
  try {
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    await admin.query(
      `insert into inventory.wood_kinds (id, tenant_id, name, remark, created_by, created_at)
       select gen_random_uuid(), $1, 'Bench kind ' || g, 'row ' || g, $1, now() - make_interval(mins => g)
       from generate_series(1, 20) g`,
      [DEMO_TENANT_ID],
    );
    await admin.query('analyze inventory.wood_kinds');
    await admin.end();
    const api = await system.loginAs('admin');
    const token = api.token!;
    console.log(`the wood-kind list, page of 20, ${seconds} s per run, over loopback`);
    for (const connections of [1, 10]) {
      const bare = await loop(connections, () => bareQuery(pool));
      const service = await http(`${system.stack.url('inventory')}/wk/pageData`, token, connections);
      const bff = await http(`${system.stack.url('bff')}/wk/pageData`, token, connections);
      console.log(`${connections} connection(s):`);
      console.log(line('bare pg', bare));
      console.log(line('service alone', service));
      console.log(line('BFF', bff));
      console.log(
        `  ratios (mean latency): service / bare ${(service.meanMs / bare.meanMs).toFixed(2)} (target <= 3), BFF / service ${(bff.meanMs / service.meanMs).toFixed(2)} (target <= 1.5)`,
      );
    }
  } finally {
    await pool.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
