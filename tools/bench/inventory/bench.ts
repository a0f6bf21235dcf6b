import { startTestStack } from '@timber/testing';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import { readFileSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { benchReferences, generateTenant, keptDatabase } from './tenant';

/**
 * Issue 5's figures on a generated tenant: the stock-in list page with filters through the BFF
 * (p95), confirming a 2,000-log sheet, exporting 100,000 list rows to xlsx (time and the
 * inventory process's peak RSS), importing a 10,000-row workbook.
 * Run: npm run bench:inventory   (BENCH_SHEETS=200000 BENCH_LOGS=20000000 by default;
 * BENCH_ONLY=list stops after the list figures). BENCH_DB=<database name> keeps the generated
 * tenant in that database (not a test database, so no test run drops it) and reuses it on the
 * next run: generating 20 million logs takes about ten minutes, measuring about three.
 */
const SHEETS = Number(process.env.BENCH_SHEETS ?? 200_000);
const LOGS = Number(process.env.BENCH_LOGS ?? 20_000_000);

const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

/** The process's resident memory now (VmRSS) and its peak since start or the last reset (VmHWM), in MB. */
function rssMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts a new peak of the process's resident memory (Linux: 5 > clear_refs resets VmHWM). */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const kept = process.env.BENCH_DB;
  const system = kept
    ? await startTestStack('benchinv', {}, await keptDatabase(kept))
    : await startTestStack('benchinv');
  const admin = new Client({ connectionString: system.adminUrl });
  await admin.connect();
  try {
    const api = await system.loginAs('admin');
    const { location, kind, customer } = await benchReferences(admin, api);

    let start = process.hrtime.bigint();
    await generateTenant(
      admin,
      { locationId: location.id, kindId: kind.id, customerId: customer.id },
      SHEETS,
      LOGS,
    );
    const counts = await admin.query<{ sheets: number; logs: number }>(
      `select (select count(*)::int from inventory.sheets) as sheets, (select count(*)::int from inventory.sheet_logs) as logs`,
    );
    console.log(
      `generated ${counts.rows[0]?.sheets} sheets and ${counts.rows[0]?.logs} logs in ${(ms(start) / 1000).toFixed(0)} s`,
    );

    const listPage = async (name: string, body: object, connections: number): Promise<void> => {
      const run = await autocannon({
        url: `${system.stack.url('bff')}/stockIn/h/pageSpu`,
        method: 'POST',
        connections,
        duration: 10,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
        body: JSON.stringify(body),
      });
      // autocannon reports p90 and p97.5; p95 is between them (quoted as "p95 <= p97.5")
      console.log(
        `${name}, ${connections} connection(s): ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p90 ${run.latency.p90} ms, p97.5 ${run.latency.p97_5} ms, p99 ${run.latency.p99} ms, errors ${run.errors + run.non2xx}`,
      );
    };
    const filtered = {
      page: 3,
      pageSize: 20,
      customerId: customer.id,
      status: 4,
      createTimeFrom: '2026-03-01',
      createTimeTo: '2026-09-30',
    };
    for (const connections of [1, 10]) {
      await listPage('stock-in list page with filters', filtered, connections);
      await listPage('stock-in list first page, no filter', { page: 1, pageSize: 20 }, connections);
    }
    if (process.env.BENCH_ONLY === 'list') {
      return;
    }

    const rows = Array.from({ length: 50 }, (_, i) => ({
      dia: 14 + (i % 40),
      len: 4 + (i % 5) * 0.2,
      qty: 40,
    }));
    // a 2,000-log stock-in, then a stock-out of 2,000 logs from the same stock row
    const bigSheet = {
      date: '2026-11-22',
      standard: 'ch',
      locationId: location.id,
      kindId: kind.id,
      supplier: customer.id,
      diameters: rows,
    };
    for (const [kindName, h] of [
      ['stock-in', '/stockIn/h'],
      ['stock-out', '/stockOut'],
    ] as const) {
      const saved = await api.ok<{ id: string }>('POST', `${h}/save`, bigSheet);
      start = process.hrtime.bigint();
      await api.ok('POST', `${h}/confirm/${saved.id}`, { manual: 0 });
      console.log(`confirm a 2,000-log ${kindName} sheet: ${ms(start).toFixed(0)} ms (through the BFF)`);
    }

    const inventoryPid = system.stack.pid('inventory');
    const before = rssMb(inventoryPid);
    // the peak of the export itself, not of the list load and the confirm before it
    const peakReset = resetPeakRss(inventoryPid);
    start = process.hrtime.bigint();
    const exported = await fetch(`${system.stack.url('bff')}/stockIn/h/downloadExcel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({ createTimeFrom: '2026-01-01', createTimeTo: '2026-03-10' }),
    });
    const bytes = (await exported.arrayBuffer()).byteLength;
    if (
      exported.headers.get('content-type') !==
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    ) {
      throw new Error(`the export answered ${exported.status}`);
    }
    const exportMs = ms(start);
    const exportedRows = await admin.query<{ n: number }>(
      `select count(*)::int as n from inventory.sheets where kind = 1 and created_at >= '2026-01-01' and created_at < '2026-03-11'`,
    );
    console.log(
      `export ${exportedRows.rows[0]?.n} list rows to xlsx: ${(exportMs / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB, inventory RSS before ${before.now.toFixed(0)} MB, peak ${peakReset ? 'during the export' : 'since start'} ${rssMb(inventoryPid).peak.toFixed(0)} MB`,
    );

    const importBook = new ExcelJS.Workbook();
    const sheet = importBook.addWorksheet('import');
    sheet.addRow(['date', 'standard', 'location', 'wood', 'customer', 'truck', 'dia', 'len', 'qty']);
    for (let i = 0; i < 10_000; i++) {
      sheet.addRow([
        '2026-11-22',
        'ch',
        'Bench yard',
        'Bench pine',
        'Bench buyer',
        `IMP${i % 50}`,
        14 + (i % 40),
        4,
        1 + (i % 3),
      ]);
    }
    const form = new FormData();
    form.append('entryXls', new Blob([await importBook.xlsx.writeBuffer()]), 'import.xlsx');
    start = process.hrtime.bigint();
    const imported = (await (
      await fetch(`${system.stack.url('bff')}/stockIn/h/importExcel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}` },
        body: form,
      })
    ).json()) as { code: number; data: { sheets: unknown[] } };
    console.log(
      `import a 10,000-row workbook: ${(ms(start) / 1000).toFixed(2)} s, code ${imported.code}, ${imported.data?.sheets?.length ?? 0} sheets`,
    );
  } finally {
    await admin.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
