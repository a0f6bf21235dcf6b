import { type DailyStatsRow, type PageResult } from '@timber/contracts';
import { DEMO_TENANT_ID, startTestStack } from '@timber/testing';
import { Client } from 'pg';
import { benchReferences, type BenchReferences, generateTenant, keptDatabase } from '../inventory/tenant';
import { ms, sequentialLatency } from '../sequential';

/**
 * Issue 20's figures on the 20-million-log tenant of bench:inventory (tools/bench/inventory/tenant.ts):
 * its confirmed sheets (one in seven) get their confirmation time and their logs become stock
 * pieces (about 2.9 million, arrived over January to May 2026); then, through the BFF with every
 * process running, the daily statistics of a day (about 200 sheets confirmed a day), the
 * dashboard's stock-age panel and rule list under three rules that fire, and the dashboard's
 * charts, each sent BENCH_REQUESTS times one after another (after a warm-up): p50, p95, max.
 * A row's diameter breakdown (200 sheets, 20,000 logs measured again) is quoted apart.
 * Run: npm run bench:stats (BENCH_SHEETS=200000 BENCH_LOGS=20000000 BENCH_REQUESTS=100 by default;
 * BENCH_DB=<database name> keeps the generated tenant, shared with bench:inventory's BENCH_DB).
 */
const SHEETS = Number(process.env.BENCH_SHEETS ?? 200_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 20_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const P95_BUDGET_MS = 200;

/** The confirmed sheets' confirmation times and their logs in stock, once per database. */
async function stockTheConfirmed(admin: Client, refs: BenchReferences): Promise<void> {
  await admin.query(
    `update inventory.sheets set confirmed_at = created_at + interval '1 hour'
     where spu like 'B%' and status = 10 and confirmed_at is null`,
  );
  const stocked = await admin.query<{ n: number }>(
    `select count(*)::int as n from inventory.stock_pieces p join inventory.sheets s on s.id = p.in_sheet_id
     where s.spu like 'B%'`,
  );
  if ((stocked.rows[0]?.n ?? 0) > 0) {
    return;
  }
  await admin.query(
    `insert into inventory.stock (id, tenant_id, location_id, wood_kind_id, quantity, volume_e4)
     values (gen_random_uuid(), $1, $2, $3, 0, 0)
     on conflict (tenant_id, location_id, wood_kind_id) do nothing`,
    [DEMO_TENANT_ID, refs.locationId, refs.kindId],
  );
  // one statement: the day sums' trigger adds them up once
  await admin.query(
    `insert into inventory.stock_pieces (id, tenant_id, stock_id, in_sheet_id, sheet_log_id, wood_code, min_diameter,
       max_diameter, length_m, standard, diameter_class, length_class, volume_e4, data_source, stocked_at)
     select gen_random_uuid(), s.tenant_id, st.id, s.id, l.id, l.wood_code, l.min_diameter, l.max_diameter, l.length_m,
       s.standard, l.diameter_class, l.length_class, l.volume_e4, l.data_source, s.confirmed_at
     from inventory.sheets s
     join inventory.sheet_logs l on l.sheet_id = s.id
     join inventory.stock st on st.tenant_id = s.tenant_id and st.location_id = s.location_id and st.wood_kind_id = s.wood_kind_id
     where s.spu like 'B%' and s.status = 10`,
  );
  await admin.query(
    `update inventory.stock st set quantity = p.n, volume_e4 = p.e4
     from (select stock_id, count(*)::int as n, coalesce(sum(volume_e4), 0) as e4
           from inventory.stock_pieces where out_at is null group by stock_id) p
     where p.stock_id = st.id`,
  );
  await admin.query('vacuum analyze inventory.sheets');
  await admin.query('vacuum analyze inventory.stock_pieces');
  await admin.query('vacuum analyze inventory.stock_age_days');
}

async function main(): Promise<void> {
  const kept = process.env.BENCH_DB;
  const system = kept
    ? await startTestStack('benchstats', {}, await keptDatabase(kept))
    : await startTestStack('benchstats');
  const admin = new Client({ connectionString: system.adminUrl });
  await admin.connect();
  const slow: string[] = [];
  try {
    const api = await system.loginAs('admin');
    const { location, kind, customer } = await benchReferences(admin, api);
    const refs = { locationId: location.id, kindId: kind.id, customerId: customer.id };
    let start = process.hrtime.bigint();
    await generateTenant(admin, refs, SHEETS, LOGS);
    await stockTheConfirmed(admin, refs);
    const counts = await admin.query<{ sheets: number; logs: number; pieces: number; days: number }>(
      `select (select count(*)::int from inventory.sheets) as sheets, (select count(*)::int from inventory.sheet_logs) as logs,
              (select count(*)::int from inventory.stock_pieces where out_at is null) as pieces,
              (select count(*)::int from inventory.stock_age_days) as days`,
    );
    const c = counts.rows[0]!;
    console.log(
      `tenant: ${c.sheets} sheets, ${c.logs} logs, ${c.pieces} logs in stock (${c.days} day sums), ready in ${(ms(start) / 1000).toFixed(0)} s`,
    );

    // three rules that fire (the panel lists the stock row once per rule); the first run adds them
    const rules = await admin.query<{ n: number }>(
      'select count(*)::int as n from inventory.stock_age_rules where tenant_id = $1',
      [DEMO_TENANT_ID],
    );
    if ((rules.rows[0]?.n ?? 0) === 0) {
      for (const rule of [
        { minimum: 1, months: 6 },
        { minimum: 1000, months: 7 },
        { minimum: 100_000, months: 8 },
      ]) {
        start = process.hrtime.bigint();
        const saved = await api.ok<{ firing: number }>('POST', '/invalarm/save', rule);
        console.log(
          `save rule ${rule.minimum} logs over ${rule.months} months: fires for ${saved.firing} stock row(s), ${ms(start).toFixed(0)} ms`,
        );
      }
    }

    const measure = async (name: string, path: string, body: object): Promise<void> => {
      const { p50, p95, max } = await sequentialLatency(
        `${system.stack.url('bff')}${path}`,
        api.token ?? '',
        body,
        REQUESTS,
      );
      if (p95 >= P95_BUDGET_MS) {
        slow.push(name);
      }
      console.log(
        `${name}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (${REQUESTS} requests)`,
      );
    };

    const day = await api.ok<PageResult<DailyStatsRow>>('POST', '/stats/list', {
      statsDate: '2026-03-02',
      flag: 1,
    });
    console.log(
      `daily statistics of 2026-03-02: ${day.total} rows, ${day.records.reduce((n, r) => n + r.sheetCount, 0)} sheets, ${day.records.reduce((n, r) => n + r.quantity, 0)} logs`,
    );
    await measure('daily statistics of a day (stock-in)', '/stats/list', {
      statsDate: '2026-03-02',
      flag: 1,
      page: 1,
      pageSize: 10,
    });
    await measure('daily statistics of a day without sheets (stock-out)', '/stats/list', {
      statsDate: '2026-03-02',
      flag: 2,
    });
    await measure('stock-age panel (stock rows over age)', '/invalarm/stock', { page: 1, pageSize: 10 });
    await measure('stock-age rules', '/invalarm/page', { page: 1, pageSize: 10 });
    await measure('dashboard charts', '/statistics/charts', {});
    await measure('dashboard figures', '/statistics/stock', {});

    const row = day.records[0]!;
    start = process.hrtime.bigint();
    await api.ok('POST', '/stats/dia', { ids: row.ids, flag: 1 });
    console.log(
      `diameter breakdown of a row (${row.sheetCount} sheets, ${row.quantity} logs measured again): ${ms(start).toFixed(0)} ms`,
    );
  } finally {
    await admin.end();
    await system.stop();
  }
  if (slow.length > 0) {
    console.error(`p95 over ${P95_BUDGET_MS} ms: ${slow.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
