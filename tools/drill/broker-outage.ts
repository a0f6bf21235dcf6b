import { ROUTES } from '@timber/contracts';
import { type ApiClient, DEMO_TENANT_ID } from '@timber/testing';
import { randomBytes } from 'node:crypto';
import { drain, DrillLog, percentile, secs, sleep, until, verdict } from './drill-report';
import { type DrillStack, startDrillStack } from './drill-stack';
import { drillAdmin, groupLag } from './kafka-probe';

/**
 * Drill 3 (issue 36): the stack on Kafka, and its one broker down for 30 s (SIGKILL, then started
 * again on its data). Meanwhile a user keeps reading (the stock-in list and orders' unsettled
 * sheets, through the BFF) and writing (stock-in sheets saved and confirmed: each confirmation
 * goes to inventory's outbox, for orders and billing). The reads must keep answering, the writes
 * must be taken, and once the broker is back every confirmation must reach orders and billing:
 * applied once each, none lost, none twice.
 *
 * Run: npm run drill:broker-outage   (DRILL_OUTAGE_MS=30000, DRILL_WRITE_EVERY_MS=1000)
 */
const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_MS ?? 30_000);
const WRITE_EVERY_MS = Number(process.env.DRILL_WRITE_EVERY_MS ?? 1_000);
const BEFORE_MS = 5_000;
const DRAIN_TIMEOUT_MS = 120_000;

type Phase = 'before' | 'outage' | 'after';

interface Call {
  phase: Phase;
  ok: boolean;
  ms: number;
}

interface Written {
  id: string;
  spu: string;
  phase: Phase;
}

interface References {
  locationId: string;
  kindId: string;
  customerId: string;
}

async function references(drill: DrillStack): Promise<References> {
  const first = async (table: string) => {
    const { rows } = await drill.db.query<{ id: string }>(
      `select id from inventory.${table} where tenant_id = $1 order by created_at, name limit 1`,
      [DEMO_TENANT_ID],
    );
    if (!rows[0]) {
      throw new Error(`the demo tenant has no ${table}`);
    }
    return rows[0].id;
  };
  return {
    locationId: await first('locations'),
    kindId: await first('wood_kinds'),
    customerId: await first('customers'),
  };
}

/** A stock-in sheet saved and confirmed by hand, as the stock-in page does it (two calls). */
async function writeSheet(
  user: ApiClient,
  refs: References,
  tag: string,
  n: number,
): Promise<Written | string> {
  const saved = await user.call<{ id: string; spu: string }>('POST', ROUTES.stockInCreate.path, {
    sheetType: 1,
    date: new Date().toISOString().slice(0, 10),
    standard: 'ch',
    locationId: refs.locationId,
    kindId: refs.kindId,
    supplier: refs.customerId,
    vehicleLicense: `${tag}N${n}`,
    len: 4,
    diameters: [
      { dia: 20, qty: 12 },
      { dia: 24, qty: 18 },
      { dia: 30, qty: 9 },
      { dia: 36, qty: 1 + (n % 5) },
    ],
  });
  if (saved.body.code !== 0) {
    return `save: ${saved.body.code} ${saved.body.msg}`;
  }
  const { id, spu } = saved.body.data;
  const confirmed = await user.call('POST', ROUTES.stockInConfirm.path.replace(':id', id), { manual: 0 });
  if (confirmed.body.code !== 0) {
    return `confirm: ${confirmed.body.code} ${confirmed.body.msg}`;
  }
  return { id, spu, phase: 'before' };
}

async function main(): Promise<void> {
  const log = new DrillLog('broker-outage');
  const problems: string[] = [];
  log.say('starting PostgreSQL clone, Kafka broker, identity, inventory, orders, billing, bff');
  const drill = await startDrillStack('outage', ['identity', 'inventory', 'orders', 'billing', 'bff']);
  const tag = `BO${randomBytes(3).toString('hex').toUpperCase()}`;
  let phase: Phase = 'before';
  // the writer stops when the broker is back; the reader and the backlog's sampler when it is drained
  let writing = true;
  let watching = true;
  const loops: Promise<void>[] = [];
  let writer: Promise<void> | undefined;
  try {
    const user = await drill.login();
    const refs = await references(drill);
    // prices of a cent, so that billing's effect of a sheet is charges (the demo tenant pays none)
    // while its account stays far from arrears
    await drill.db.query(
      `insert into billing.fee_items (tenant_id, fee_item, price_cents, updated_by)
       values ($1, 'sheet', 1, 'drill'), ($1, 'volume', 1, 'drill')
       on conflict (tenant_id, fee_item) do update set price_cents = excluded.price_cents`,
      [DEMO_TENANT_ID],
    );
    log.say(`logs in ${drill.logDir}`);

    // what a delivered confirmation leaves: orders keeps the sheet with its logs, billing its charges
    const effects = async (ids: readonly string[]) => {
      const { rows } = await drill.db.query<{
        id: string;
        event_id: string;
        orders_rows: number;
        logs_kept: number | null;
        log_count: number | null;
        orders_inbox: number;
        billing_inbox: number;
        charges: number;
      }>(
        `select o.payload->>'sheetId' as id, o.event_id::text,
                (select count(*)::int from orders.sheets s where s.id = (o.payload->>'sheetId')::uuid) as orders_rows,
                (select max(s.logs_kept) from orders.sheets s where s.id = (o.payload->>'sheetId')::uuid) as logs_kept,
                (select max(s.log_count) from orders.sheets s where s.id = (o.payload->>'sheetId')::uuid) as log_count,
                (select count(*)::int from orders.processed_events p
                  where p.consumer = 'orders.sheets' and p.event_id = o.event_id) as orders_inbox,
                (select count(*)::int from billing.processed_events p
                  where p.consumer = 'billing.usage' and p.event_id = o.event_id) as billing_inbox,
                (select count(*)::int from billing.movements m where m.remark = o.payload->>'spu') as charges
           from inventory.outbox o
          where o.type = 'inventory.stock-in.confirmed' and o.payload->>'sheetId' = any($1::text[])`,
        [ids],
      );
      return rows;
    };

    // one sheet end to end first: the flow works, and how many charges billing makes of a sheet
    const warmUp = await writeSheet(user, refs, tag, 0);
    if (typeof warmUp === 'string') {
      throw new Error(`the first sheet was refused: ${warmUp}`);
    }
    let chargesPerSheet = 0;
    const warmed = await until(
      async () => {
        const [row] = await effects([warmUp.id]);
        chargesPerSheet = row?.charges ?? 0;
        return row?.orders_rows === 1 && row.billing_inbox === 1;
      },
      60_000,
      200,
    );
    if (!warmed) {
      throw new Error('the first sheet never reached orders and billing');
    }
    log.say(
      `a confirmed sheet reaches orders and billing (${chargesPerSheet} charges a sheet); reading and writing`,
    );

    const reads: Call[] = [];
    const writes: Call[] = [];
    const written: Written[] = [{ ...warmUp, phase: 'before' }];
    const refused: string[] = [];
    const backlog: { atMs: number; rows: number }[] = [];
    const reader = async () => {
      const lists = [
        [ROUTES.stockInList.path, { page: 1, pageSize: 10 }],
        [ROUTES.orderUnsettledList.path, { orderType: 1, page: 1 }],
      ] as const;
      for (let n = 0; watching; n += 1) {
        const [path, body] = lists[n % lists.length]!;
        const at = phase;
        const sent = performance.now();
        const answer = await user.call('POST', path, body).catch(() => undefined);
        reads.push({ phase: at, ok: answer?.body.code === 0, ms: performance.now() - sent });
        await sleep(100);
      }
    };
    const write = async () => {
      for (let n = 1; writing; n += 1) {
        const at = phase;
        const sent = performance.now();
        const result = await writeSheet(user, refs, tag, n).catch((error: unknown) => String(error));
        writes.push({ phase: at, ok: typeof result !== 'string', ms: performance.now() - sent });
        if (typeof result === 'string') {
          refused.push(result);
        } else {
          written.push({ ...result, phase: at });
        }
        await sleep(Math.max(0, WRITE_EVERY_MS - (performance.now() - sent)));
      }
    };
    const sampler = async () => {
      while (watching) {
        const { rows } = await drill.db.query<{ n: number }>(
          `select count(*)::int as n from inventory.outbox where published_at is null`,
        );
        backlog.push({ atMs: log.at(), rows: rows[0]?.n ?? 0 });
        await sleep(1_000);
      }
    };
    loops.push(reader(), sampler());
    writer = write();
    await sleep(BEFORE_MS);

    await drill.cluster.kill(1);
    phase = 'outage';
    const downAt = log.at();
    log.say(`broker killed (SIGKILL); down for ${secs(OUTAGE_MS)}`);
    await sleep(OUTAGE_MS);
    const outageBacklog = backlog.filter((b) => b.atMs >= downAt).map((b) => b.rows);
    const upAt = performance.now();
    await drill.cluster.startNode(1);
    phase = 'after';
    const startingMs = performance.now() - upAt;
    log.say(
      `broker started again on its data (its port open after ${secs(startingMs)}); ` +
        'writing stops, reading goes on',
    );
    writing = false;
    await writer;

    // drain: every confirmation published, and applied by orders and billing
    const ids = written.map((sheet) => sheet.id);
    let publishedMs: number | undefined;
    const admin = drillAdmin(drill.cluster.brokers, 'drill-outage');
    await admin.connect();
    const lagOf = (group: string) =>
      groupLag(admin, `${drill.prefix}.${group}`, `${drill.prefix}.inventory`).catch(() => -1n);
    const drained = await drain(async () => {
      const [rows, waiting, ordersLag, billingLag] = await Promise.all([
        effects(ids),
        drill.db.query<{ n: number }>(
          `select count(*)::int as n from inventory.outbox where published_at is null`,
        ),
        lagOf('orders.sheets'),
        lagOf('billing.usage'),
      ]);
      const published = waiting.rows[0]?.n === 0;
      if (publishedMs === undefined && published) {
        publishedMs = performance.now() - upAt;
      }
      const arrived = rows.filter(
        (row) => row.orders_rows >= 1 && row.billing_inbox >= 1 && row.charges >= chargesPerSheet,
      ).length;
      return {
        done: published && rows.length === ids.length && arrived === ids.length,
        idle: published && ordersLag === 0n && billingLag === 0n,
        progress: arrived,
      };
    }, DRAIN_TIMEOUT_MS);
    await admin.disconnect();
    const drainMs = performance.now() - upAt;
    log.say(
      drained === 'done'
        ? `drained: every confirmation in orders and billing ${secs(drainMs - startingMs)} after the broker answered`
        : `NOT drained (${drained === 'idle' ? 'nothing more coming' : 'timed out'}) ${secs(drainMs - startingMs)} after the broker answered`,
    );
    watching = false;
    await Promise.all(loops.splice(0));

    const rows = await effects(ids);
    const seen = new Set(rows.map((row) => row.id));
    const events = rows.length;
    const missingEvent = ids.filter((id) => !seen.has(id)).length;
    const lost = rows.filter(
      (row) => row.orders_rows === 0 || row.billing_inbox === 0 || row.charges < chargesPerSheet,
    );
    const doubled = rows.filter(
      (row) =>
        row.orders_rows > 1 ||
        row.orders_inbox > 1 ||
        row.billing_inbox > 1 ||
        row.charges > chargesPerSheet ||
        (row.logs_kept ?? 0) > (row.log_count ?? 0),
    );
    const incomplete = rows.filter((row) => row.orders_rows === 1 && row.logs_kept !== row.log_count);
    const byPhase = (calls: readonly Call[], at: Phase) => {
      const of = calls.filter((call) => call.phase === at);
      const ms = of.filter((call) => call.ok).map((call) => call.ms);
      return (
        `${of.filter((call) => call.ok).length}/${of.length} answered, ` +
        `p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${percentile(ms, 100).toFixed(0)} ms`
      );
    };
    const duringOutage = written.filter((sheet) => sheet.phase === 'outage').length;

    console.log('');
    console.log(
      `broker-outage: the only broker down for ${secs(OUTAGE_MS + startingMs)} ` +
        `(SIGKILL, ${secs(OUTAGE_MS)} stopped, ${secs(startingMs)} starting again on its data)`,
    );
    console.log(`  reads before                     ${byPhase(reads, 'before')}`);
    console.log(`  reads during the outage          ${byPhase(reads, 'outage')}`);
    console.log(`  reads after                      ${byPhase(reads, 'after')}`);
    console.log(`  writes (save + confirm) before   ${byPhase(writes, 'before')}`);
    console.log(`  writes during the outage         ${byPhase(writes, 'outage')}`);
    console.log(
      `  outbox backlog during the outage ${outageBacklog.join(' ')} (inventory's unpublished rows, one a second)`,
    );
    console.log(`  sheets confirmed                 ${written.length} (${duringOutage} during the outage)`);
    console.log(`  confirmations in the outbox      ${events}`);
    console.log(`  delivered (orders and billing)   ${events - lost.length}`);
    console.log(`  lost                             ${lost.length + missingEvent}`);
    console.log(`  doubled                          ${doubled.length}`);
    console.log(`  logs incomplete in orders        ${incomplete.length}`);
    console.log(
      `  time to drain                    ${drained === 'done' ? secs(drainMs - startingMs) : 'never'} from the broker answering to the last effect ` +
        `(the outbox empty after ${publishedMs === undefined ? 'never' : secs(publishedMs - startingMs)})`,
    );
    if (refused.length > 0) {
      console.log(
        `  writes refused                   ${refused.length}: ${[...new Set(refused)].slice(0, 3).join('; ')}`,
      );
    }
    const outageReads = reads.filter((call) => call.phase === 'outage');
    if (outageReads.length === 0 || outageReads.some((call) => !call.ok)) {
      problems.push(
        `reads during the outage: ${outageReads.filter((call) => !call.ok).length} of ${outageReads.length} failed`,
      );
    }
    if (refused.length > 0 || duringOutage === 0) {
      problems.push(`${refused.length} writes refused, ${duringOutage} taken during the outage`);
    }
    if (lost.length + missingEvent > 0) {
      problems.push(`${lost.length + missingEvent} confirmations lost`);
    }
    if (doubled.length > 0 || incomplete.length > 0) {
      problems.push(`${doubled.length} confirmations doubled, ${incomplete.length} with incomplete logs`);
    }
    if (drained !== 'done') {
      problems.push('not drained');
    }
  } finally {
    writing = false;
    watching = false;
    await Promise.all([writer, ...loops.splice(0)]).catch(() => undefined);
    await drill.stop();
  }
  verdict('broker-outage', problems);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
