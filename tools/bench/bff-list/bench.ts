import { DEMO_TENANT_ID, startTestStack } from '@timber/testing';
import autocannon from 'autocannon';
import { Client } from 'pg';

/**
 * The wood-kind list through the BFF (BFF → inventory → PostgreSQL) with 10,000 rows in the
 * tenant, over loopback: requests per second and latency percentiles, per query shape.
 * Run: npm run bench:bff-list   (options: BENCH_SECONDS, BENCH_CONNECTIONS)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main(): Promise<void> {
  const system = await startTestStack('benchlist');
  try {
    const admin = new Client({ connectionString: system.adminUrl });
    await admin.connect();
    await admin.query(
      `insert into inventory.wood_kinds (id, tenant_id, name, remark, created_by, created_at)
       select gen_random_uuid(), $1, 'Bench kind ' || g, 'row ' || g, $1, now() - make_interval(mins => g)
       from generate_series(1, 10000) g`,
      [DEMO_TENANT_ID],
    );
    await admin.query('analyze inventory.wood_kinds');
    const rows = await admin.query<{ n: number }>(
      'select count(*)::int as n from inventory.wood_kinds where tenant_id = $1',
      [DEMO_TENANT_ID],
    );
    await admin.end();
    const api = await system.loginAs('admin');
    const shapes = {
      'first page (20)': { page: 1, pageSize: 20 },
      'page 250 (20)': { page: 250, pageSize: 20 },
      'name filter + days': {
        page: 1,
        pageSize: 20,
        woodKindName: 'kind 12',
        createTimeFrom: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
        createTimeTo: new Date().toISOString().slice(0, 10),
      },
    };
    console.log(
      `wood-kind list through the BFF: ${rows.rows[0]?.n} rows in the tenant, ${connections} connections, ${seconds} s per shape`,
    );
    for (const [name, body] of Object.entries(shapes)) {
      const result = await autocannon({
        url: `${system.stack.url('bff')}/wk/pageData`,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}`, lang: 'en' },
        body: JSON.stringify(body),
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `${name.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
      );
    }
  } finally {
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
