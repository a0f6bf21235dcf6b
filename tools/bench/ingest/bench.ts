import { type Device, DEVICE_TYPE_KEYS, type EnrolmentCode } from '@timber/contracts';
import { startTestStack } from '@timber/testing';
import Redis from 'ioredis';
import { readdirSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import { closeConnections, DeviceClient, enrol } from '../../device-simulator/device-client';
import { percentile, prepareDevices, runLoad } from '../../device-simulator/load';

/**
 * Issue 6's figures: simulated devices post measurement sheets of 50 logs to ingest over loopback,
 * 1 % of them repeated as retries; then the count of device sheets inventory made from them must
 * equal the distinct sheets accepted (zero lost, zero doubled).
 * Run: npm run bench:ingest   (BENCH_SHEETS=100000, BENCH_DEVICES=8, BENCH_CONCURRENCY=32, BENCH_LOGS=50)
 */
const SHEETS = Number(process.env.BENCH_SHEETS ?? 100_000);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const LOGS = Number(process.env.BENCH_LOGS ?? 50);
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_DRAIN_TIMEOUT_MS ?? 30 * 60_000);
/** BENCH_SEPARATE=1: inventory and devices are stopped while the devices post, then started to drain the backlog. */
const SEPARATE = process.env.BENCH_SEPARATE === '1';
const SERVICES = ['ingest', 'inventory', 'devices', 'identity', 'bff'] as const;

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every process of a name (Redis), whoever it serves. */
function cpuSecondsOf(command: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry)) {
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) {
          total += cpuSeconds(Number(entry));
        }
      } catch {
        // the process ended meanwhile
      }
    }
  }
  return total;
}

/** CPU seconds used so far by each process of the run (PostgreSQL: the backends serving its database). */
async function cpuSnapshot(
  system: { stack: { pid(name: (typeof SERVICES)[number]): number } },
  admin: Client,
): Promise<Record<string, number>> {
  const usage = process.cpuUsage();
  const backends = await admin.query<{ pid: number; application_name: string }>(
    `select pid, application_name from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  // PostgreSQL's work split by the connection's application (ingest, ingest-relay, inventory, ...)
  const byApplication: Record<string, number> = {};
  for (const row of backends.rows) {
    const key = `postgres/${row.application_name || 'other'}`;
    byApplication[key] = (byApplication[key] ?? 0) + cpuSeconds(row.pid);
  }
  return {
    ...Object.fromEntries(
      SERVICES.map((name) => {
        try {
          return [name, cpuSeconds(system.stack.pid(name))];
        } catch {
          return [name, 0]; // stopped
        }
      }),
    ),
    postgres: backends.rows.reduce((sum, row) => sum + cpuSeconds(row.pid), 0),
    redis: cpuSecondsOf('redis-server'),
    'bench (devices)': (usage.user + usage.system) / 1e6,
    ...byApplication,
  };
}

async function main(): Promise<void> {
  const system = await startTestStack('benchingest', { logLevel: 'warn' });
  const admin = new Client({ connectionString: system.adminUrl });
  await admin.connect();
  try {
    const user = await system.loginAs('admin');
    // the devices added as a user adds them (the device list's add dialog); ingest learns of them
    // from the devices service's event
    const ids: string[] = [];
    for (let index = 0; index < DEVICES; index += 1) {
      const answer = await user.call<Device>('POST', '/device/save', {
        deviceNo: `BENCH-${String(index + 1).padStart(3, '0')}`,
        deviceName: `Bench scanner ${index + 1}`,
        type: DEVICE_TYPE_KEYS[0],
        standard: 'ch',
      });
      if (answer.body.code !== 0) {
        throw new Error(`adding a device was refused (${answer.body.code}): ${answer.body.msg}`);
      }
      ids.push(answer.body.data.id);
    }
    const clients: DeviceClient[] = [];
    for (const deviceId of ids) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const answer = await user.call<EnrolmentCode>('POST', `/device/enrol/${deviceId}`);
        if (answer.body.code === 0) {
          clients.push(new DeviceClient(await enrol(answer.body.data.enrolUrl)));
          break;
        }
        if (Date.now() > deadline) {
          throw new Error(`device ${deviceId} never reached ingest: ${answer.body.msg}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const devices = await prepareDevices(clients);
    console.log(
      `${DEVICES} devices enrolled; posting ${SHEETS} sheets of ${LOGS} logs, ${CONCURRENCY} in flight, 1 % retried`,
    );

    if (SEPARATE) {
      await system.stack.kill('inventory');
      await system.stack.kill('devices');
    }
    const cpuBefore = await cpuSnapshot(system, admin);
    const result = await runLoad(devices, {
      sheets: SHEETS,
      logs: LOGS,
      concurrency: CONCURRENCY,
      retryRate: 0.01,
      abnormalRate: 0.01,
      kind: 1,
      seed: 42,
      progressEvery: 10_000,
      onProgress: (r) =>
        console.log(`  ${r.accepted} accepted, ${((r.accepted * 1000) / r.elapsedMs).toFixed(0)} sheets/s`),
    });
    const seconds = result.elapsedMs / 1000;
    console.log(
      `ingest: ${result.accepted} sheets (${result.logs} logs) in ${seconds.toFixed(1)} s = ` +
        `${(result.accepted / seconds).toFixed(0)} sheets/s, ${(result.logs / seconds).toFixed(0)} logs/s; ` +
        `latency p50 ${percentile(result.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms; ` +
        `${result.retries} retries, ${result.retryMismatches} answered differently`,
    );
    for (const [code, { count, msg }] of result.refusals) {
      console.log(`  refused ${count}× ${code}: ${msg}`);
    }

    if (SEPARATE) {
      const cpuIngest = await cpuSnapshot(system, admin);
      console.log(
        `CPU seconds while posting (inventory and devices stopped): ` +
          Object.entries(cpuIngest)
            .filter(([name]) => name !== 'inventory' && name !== 'devices')
            .map(([name, value]) => `${name} ${(value - (cpuBefore[name] ?? 0)).toFixed(1)}`)
            .join(', '),
      );
      await system.stack.restart('inventory');
      await system.stack.restart('devices');
      Object.assign(cpuBefore, await cpuSnapshot(system, admin));
    }
    const stored = await admin.query<{ n: number }>(`select count(*)::int as n from ingest.measurements`);
    const distinct = stored.rows[0]?.n ?? 0;
    const count = async (): Promise<number> =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from inventory.sheets where device_no like 'BENCH-%'`,
        )
      ).rows[0]?.n ?? 0;
    const drainStart = performance.now();
    let inInventory = await count();
    while (inInventory < distinct && performance.now() - drainStart < DRAIN_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      inInventory = await count();
    }
    const drainSeconds = (performance.now() - drainStart) / 1000;
    const cpuAfter = await cpuSnapshot(system, admin);
    console.log(
      `CPU seconds from the first post until inventory had every sheet (2 cores: ${(2 * (seconds + drainSeconds)).toFixed(0)} available): ` +
        Object.entries(cpuAfter)
          .filter(([name]) => !name.startsWith('postgres/'))
          .map(([name, value]) => `${name} ${(value - (cpuBefore[name] ?? 0)).toFixed(1)}`)
          .join(', '),
    );
    const perSheet = (name: string): number =>
      (((cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0)) * 1000) / Math.max(distinct, 1);
    console.log(
      `CPU ms per sheet: ` +
        Object.keys(cpuAfter)
          .map((name) => `${name} ${perSheet(name).toFixed(2)}`)
          .join(', '),
    );
    const sinceStart = seconds + drainSeconds;
    console.log(
      `inventory: ${inInventory} device sheets for ${distinct} distinct sheets accepted ` +
        `(${result.accepted} counted by the devices) — ${inInventory === distinct && distinct === result.accepted ? 'equal: none lost, none doubled' : 'NOT EQUAL'}; ` +
        `the last one ${drainSeconds.toFixed(1)} s after the posting ended (${(inInventory / sinceStart).toFixed(0)} sheets/s end to end)`,
    );
    const doubled = await admin.query<{ n: number }>(
      `select count(*)::int as n from (select origin_sheet_id from inventory.sheet_logs where device_no like 'BENCH-%'
         group by origin_sheet_id having count(*) <> $1) odd`,
      [LOGS],
    );
    console.log(`sheets whose log count is not ${LOGS}: ${doubled.rows[0]?.n ?? 0}`);
    if (inInventory !== distinct || distinct !== result.accepted || result.retryMismatches > 0) {
      process.exitCode = 1;
    }
  } finally {
    closeConnections();
    await admin.end();
    await system.stop();
    await dropStreams(system.streamPrefix);
  }
}

/** The run's event streams (100,000 sheets are half a gigabyte in Redis). */
async function dropStreams(prefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) {
        await redis.unlink(...keys);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
