import { type EventEnvelope } from '@timber/contracts';
import { newEvent, RedisStreamsEventBus } from '@timber/events';
import { freePort, Stack, TEST_REDIS_URL, testDatabase } from '@timber/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * Issue 18's figure: N usage events (two thirds confirmed sheets, one third counted images, over
 * 20 tenants) published on the bus as inventory and the recognition worker do, taken by billing
 * (its own process, as `npm start` runs it) into the ledger; events/s from the first publish to
 * the last event in the inbox. Then the ledger's checks: all entries sum to zero, every movement
 * is two entries summing to zero, each tenant's balance equals its recharges minus its charges,
 * and the charges equal what the prices give, computed here on their own.
 * Run: npm run bench:billing   (BENCH_EVENTS=100000 by default)
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const TENANTS = 20;
const PRICES = { sheet: 200, volume: 150, image: 30 };

function eventAt(i: number, tenants: readonly string[]): { event: EventEnvelope; cents: number } {
  const tenantId = tenants[i % tenants.length]!;
  if (i % 3 === 2) {
    const orderId = i + 1;
    const event = newEvent(
      'counting.recognition.completed',
      {
        tenantId,
        orderId,
        imageId: 1,
        count: 20,
        modelVersion: 'bench',
        width: 640,
        height: 480,
        circles: [],
      },
      { tenantId, correlationId: `bench-${i}`, partitionKey: String(orderId) },
    );
    return { event, cents: PRICES.image };
  }
  const volumeE4 = 1_000 + ((i * 7_919) % 400_000);
  const sheetId = randomUUID();
  const event = newEvent(
    'inventory.stock-in.confirmed',
    {
      sheetId,
      spu: `IN${String(i).padStart(9, '0')}`,
      standard: 'ch',
      woodKindId: sheetId,
      locationId: sheetId,
      customerId: sheetId,
      quantity: 10,
      volumeE4,
      manual: false,
    },
    { tenantId, correlationId: `bench-${i}`, partitionKey: sheetId },
  );
  // half up to a cent, on its own: (volume × price + 5000) div 10000
  const volumeCents = Number((BigInt(volumeE4) * BigInt(PRICES.volume) + 5_000n) / 10_000n);
  return { event, cents: PRICES.sheet + volumeCents };
}

async function main(): Promise<void> {
  const db = await testDatabase('bench_billing');
  const admin = new Client({ connectionString: db.adminUrl });
  await admin.connect();
  const streamPrefix = `bbilling${randomBytes(4).toString('hex')}`;
  let stack: Stack | undefined;
  const bus = new RedisStreamsEventBus({ redis: TEST_REDIS_URL, streamPrefix });
  try {
    const tenants = Array.from({ length: TENANTS }, () => randomUUID());
    for (const tenantId of tenants) {
      await admin.query(
        `insert into billing.fee_items (tenant_id, fee_item, price_cents, updated_by)
         values ($1, 'sheet', $2, 'bench'), ($1, 'volume', $3, 'bench'), ($1, 'image', $4, 'bench')`,
        [tenantId, PRICES.sheet, PRICES.volume, PRICES.image],
      );
    }
    const port = await freePort();
    stack = await Stack.start(
      {
        adminUrl: db.adminUrl,
        redisUrl: TEST_REDIS_URL,
        jwtSecret: randomBytes(32).toString('hex'),
        shareTokenSecret: randomBytes(32).toString('hex'),
        sandboxPaySecret: randomBytes(32).toString('hex'),
        // only billing runs: the other ports are never opened
        ports: {
          identity: 0,
          inventory: 0,
          devices: 0,
          ingest: 0,
          'ingest-internal': 0,
          counting: 0,
          'recognition-worker': 0,
          orders: 0,
          sawing: 0,
          billing: port,
          bff: 0,
        },
        streamPrefix,
        logDir: join(__dirname, '..', '..', '..', 'tmp', 'bench-logs', streamPrefix),
        logLevel: 'warn',
      },
      ['billing'],
    );
    const expected = new Map<string, number>();
    const events: EventEnvelope[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const { event, cents } = eventAt(i, tenants);
      events.push(event);
      expected.set(event.tenantId, (expected.get(event.tenantId) ?? 0) + cents);
    }
    console.log(`billing bench: ${EVENTS} usage events over ${TENANTS} tenants`);
    const start = process.hrtime.bigint();
    for (let i = 0; i < events.length; i += 1_000) {
      await bus.publish(events.slice(i, i + 1_000));
    }
    const published = Number(process.hrtime.bigint() - start) / 1e9;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from billing.processed_events',
      );
      if ((rows[0]?.n ?? 0) >= EVENTS) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(`published in ${published.toFixed(1)} s; all in the ledger after ${seconds.toFixed(1)} s`);
    console.log(`throughput: ${Math.round(EVENTS / seconds)} events/s into the ledger`);

    const { rows: sums } = await admin.query<{ total: string; movements: string; unbalanced: string }>(`
      select (select coalesce(sum(amount_cents), 0) from billing.entries) as total,
             (select count(*) from billing.movements) as movements,
             (select count(*) from (select movement_id from billing.entries group by movement_id
                                     having count(*) <> 2 or sum(amount_cents) <> 0) u) as unbalanced`);
    const { rows: balances } = await admin.query<{
      tenant_id: string;
      balance: string;
      charges: string;
      recharges: string;
    }>(`
      select e.tenant_id, sum(e.amount_cents) filter (where e.account = 'customer') as balance,
             (select coalesce(sum(amount_cents), 0) from billing.movements m where m.tenant_id = e.tenant_id and kind = 1) as charges,
             (select coalesce(sum(amount_cents), 0) from billing.movements m where m.tenant_id = e.tenant_id and kind = 2) as recharges
        from billing.entries e group by e.tenant_id`);
    const problems: string[] = [];
    if (Number(sums[0]?.total) !== 0) {
      problems.push(`all entries sum to ${sums[0]?.total}, not 0`);
    }
    if (Number(sums[0]?.unbalanced) !== 0) {
      problems.push(`${sums[0]?.unbalanced} movements are not two entries summing to zero`);
    }
    for (const row of balances) {
      if (Number(row.balance) !== Number(row.recharges) - Number(row.charges)) {
        problems.push(
          `${row.tenant_id}: balance ${row.balance} ≠ recharges ${row.recharges} − charges ${row.charges}`,
        );
      }
      if (Number(row.charges) !== expected.get(row.tenant_id)) {
        problems.push(
          `${row.tenant_id}: charged ${row.charges}, the prices give ${expected.get(row.tenant_id)}`,
        );
      }
    }
    if (balances.length !== TENANTS) {
      problems.push(`${balances.length} tenants in the ledger, not ${TENANTS}`);
    }
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    console.log(
      `ledger: ${sums[0]?.movements} movements, entries sum ${sums[0]?.total}, charges ${(total / 100).toFixed(2)} ` +
        `over ${balances.length} tenants: ${problems.length === 0 ? 'balance check passed' : 'FAILED'}`,
    );
    if (problems.length > 0) {
      console.error(problems.slice(0, 20).join('\n'));
      process.exitCode = 1;
    }
  } finally {
    await stack?.stop();
    await bus.close();
    await admin.end();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
