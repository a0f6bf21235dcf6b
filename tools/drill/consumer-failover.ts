import { type Device, DEVICE_TYPE_KEYS, type EnrolmentCode, randomSource } from '@timber/contracts';
import { type ApiClient } from '@timber/testing';
import { randomBytes } from 'node:crypto';
import { closeConnections, DeviceClient, enrol } from '../device-simulator/device-client';
import { prepareDevices } from '../device-simulator/load';
import { makeSheet } from '../device-simulator/sheet-maker';
import { drain, DrillLog, percentile, secs, sleep, until, verdict } from './drill-report';
import { startDrillStack } from './drill-stack';
import { committedOffsets, drillAdmin, groupLag, groupView, readTopic } from './kafka-probe';

/**
 * Drill 1 (issue 36): two replicas of inventory share its consumer group on ingest's six-partition
 * topic while gate scanners post sheets; one replica is killed (SIGKILL) mid-stream. Afterwards every
 * posted sheet must be in inventory once, with its logs, and each partition's sheets must have been
 * applied in the partition's order; the time the survivor took to carry on with the dead one's
 * partitions is printed.
 *
 * Order: ingest keys each sheet's event by its measurement (sheets of one device need no order
 * between them, sheet-intake.ts), so the order Kafka promises, and the one checked, is a
 * partition's: inventory numbers each device sheet when it applies it (one counter per tenant, kind
 * and day), so along a partition's offsets the numbers must rise.
 *
 * Run: npm run drill:consumer-failover   (DRILL_DEVICES=4, DRILL_RATE=15 sheets/s, DRILL_LOGS=20,
 * DRILL_KILL_AFTER_MS=5000)
 */
const DEVICES = Number(process.env.DRILL_DEVICES ?? 4);
const RATE = Number(process.env.DRILL_RATE ?? 15);
const LOGS = Number(process.env.DRILL_LOGS ?? 20);
const KILL_AFTER_MS = Number(process.env.DRILL_KILL_AFTER_MS ?? 5_000);
/** posting goes on this long after the survivor took every partition over */
const TAIL_MS = 3_000;
const TAKEOVER_TIMEOUT_MS = 120_000;
const DRAIN_TIMEOUT_MS = 90_000;

interface Posted {
  transportNum: string;
  measurementId: string;
}

/** When inventory applied a sheet: its id is time-ordered (timeOrderedId), milliseconds first. */
const appliedAt = (id: string): number => parseInt(id.replace('-', '').slice(0, 12), 16);

async function enrolDevices(user: ApiClient, tag: string): Promise<DeviceClient[]> {
  const clients: DeviceClient[] = [];
  for (let index = 0; index < DEVICES; index += 1) {
    const device = await user.ok<Device>('POST', '/device/save', {
      deviceNo: `${tag}-${index + 1}`,
      deviceName: `Drill scanner ${index + 1}`,
      type: DEVICE_TYPE_KEYS[0],
      standard: 'ch',
    });
    // ingest learns of the device from the devices service's event (over Kafka)
    let enrolUrl: string | undefined;
    await until(async () => {
      const answer = await user.call<EnrolmentCode>('POST', `/device/enrol/${device.id}`);
      enrolUrl = answer.body.code === 0 ? answer.body.data.enrolUrl : undefined;
      return enrolUrl !== undefined;
    }, 30_000);
    if (!enrolUrl) {
      throw new Error(`device ${device.deviceNo} never reached ingest`);
    }
    clients.push(new DeviceClient(await enrol(enrolUrl)));
  }
  return clients;
}

async function main(): Promise<void> {
  const log = new DrillLog('consumer-failover');
  const problems: string[] = [];
  log.say('starting PostgreSQL clone, Kafka broker, identity, inventory, devices, ingest, bff');
  const drill = await startDrillStack('failover', ['identity', 'inventory', 'devices', 'ingest', 'bff']);
  const admin = drillAdmin(drill.cluster.brokers, 'drill-failover');
  const topic = `${drill.prefix}.ingest`;
  const groupId = `${drill.prefix}.inventory.ingest`;
  try {
    await admin.connect();
    const tag = `FO${randomBytes(3).toString('hex').toUpperCase()}`;
    const user = await drill.login();
    const devices = await prepareDevices(await enrolDevices(user, tag));
    log.say(`${DEVICES} devices enrolled (${tag}-1..${DEVICES}); logs in ${drill.logDir}`);

    // the stack's inventory holds every partition (its members: the bus's membersPerSubscription);
    // a second replica joins the group with as many members
    let first = new Set<string>();
    await until(async () => {
      const view = await groupView(admin, groupId, topic);
      first = new Set(view.members.keys());
      return view.state === 'Stable' && [...view.members.values()].flat().length === 6;
    }, 60_000);
    if (first.size === 0) {
      throw new Error(`inventory never took ${topic}'s six partitions`);
    }
    const replica = await drill.startReplica('inventory');
    let victim: { memberIds: string[]; partitions: number[] } | undefined;
    await until(async () => {
      const view = await groupView(admin, groupId, topic);
      const others = [...view.members.entries()].filter(([memberId]) => !first.has(memberId));
      const partitions = others.flatMap(([, held]) => held).sort((a, b) => a - b);
      victim =
        view.state === 'Stable' && others.length === first.size && partitions.length > 0
          ? { memberIds: others.map(([memberId]) => memberId), partitions }
          : undefined;
      return victim !== undefined;
    }, 60_000);
    if (!victim) {
      throw new Error('the second inventory replica never got partitions of its own');
    }
    log.say(
      `second inventory replica (port ${replica.port}) joined: it holds partitions ${victim.partitions.join(',')}, ` +
        `the first ${[0, 1, 2, 3, 4, 5].filter((p) => !victim?.partitions.includes(p)).join(',')}`,
    );

    // the load: every device posts its sheets one after another, RATE sheets a second in all
    const posted: Posted[] = [];
    const refusals = new Map<string, number>();
    let posting = true;
    const latencies: number[] = [];
    const loadStarted = performance.now();
    const poster = async (index: number): Promise<void> => {
      const device = devices[index];
      if (!device) {
        return;
      }
      const random = randomSource(4242 + index);
      const interval = (1000 * DEVICES) / RATE;
      for (let n = 1; posting; n += 1) {
        const due = loadStarted + (n - 1) * interval + (index * interval) / DEVICES;
        await sleep(Math.max(0, due - performance.now()));
        const sheet = {
          ...makeSheet(random, device.references, {
            logs: LOGS,
            kind: 1,
            standard: 'ch',
            abnormalRate: 0.01,
          }),
          transportNum: `${tag}D${index + 1}N${n}`,
        };
        const sent = performance.now();
        const answer = await device.client
          .postSheet(`${tag}-${index + 1}-${n}`, sheet)
          .catch((error: unknown) => ({ code: -1, msg: String(error), data: null }));
        latencies.push(performance.now() - sent);
        if (answer.code === 0 && answer.data) {
          posted.push({ transportNum: sheet.transportNum, measurementId: answer.data.measurementId });
        } else {
          const key = `${answer.code} ${answer.msg}`;
          refusals.set(key, (refusals.get(key) ?? 0) + 1);
        }
      }
    };
    const load = Promise.all(devices.map((_, index) => poster(index)));

    await sleep(KILL_AFTER_MS);
    const postedAtKill = posted.length;
    const exited = new Promise((resolve) => replica.child.once('exit', resolve));
    replica.child.kill('SIGKILL');
    await exited;
    const killedAt = performance.now();
    const killedAtWall = Date.now();
    const atKill = await committedOffsets(admin, groupId, topic);
    log.say(
      `SIGKILL to the second replica after ${postedAtKill} sheets posted; its partitions' committed offsets: ` +
        victim.partitions.map((p) => `${p}@${atKill.get(p) ?? -1n}`).join(' '),
    );

    // watch the group until the survivor has moved on with each of the dead one's partitions
    let droppedMs: number | undefined;
    const tookOverMs = new Map<number, number>();
    const takeover = await until(
      async () => {
        const [view, offsets] = await Promise.all([
          groupView(admin, groupId, topic),
          committedOffsets(admin, groupId, topic),
        ]);
        const now = performance.now() - killedAt;
        if (droppedMs === undefined && !victim!.memberIds.some((memberId) => view.members.has(memberId))) {
          droppedMs = now;
          log.say(`the dead replica left the group (its session expired) ${secs(now)} after the kill`);
        }
        if (droppedMs !== undefined) {
          for (const partition of victim!.partitions) {
            if (
              !tookOverMs.has(partition) &&
              (offsets.get(partition) ?? -1n) > (atKill.get(partition) ?? -1n)
            ) {
              tookOverMs.set(partition, now);
            }
          }
        }
        return tookOverMs.size === victim!.partitions.length;
      },
      TAKEOVER_TIMEOUT_MS,
      100,
    );
    if (!takeover) {
      problems.push(
        `the survivor did not carry on with partitions ${victim.partitions.join(',')} within ${secs(TAKEOVER_TIMEOUT_MS)}`,
      );
    }
    const firstTakeover = Math.min(...tookOverMs.values());
    const lastTakeover = Math.max(...tookOverMs.values());
    log.say(
      `rebalance: the survivor handled a message of the dead replica's partitions ${secs(firstTakeover)} after the kill ` +
        `(all ${tookOverMs.size} of them by ${secs(lastTakeover)})`,
    );
    await sleep(TAIL_MS);
    posting = false;
    await load;
    const loadMs = performance.now() - loadStarted;
    log.say(
      `posting stopped: ${posted.length} sheets accepted in ${secs(loadMs)} (${(posted.length / (loadMs / 1000)).toFixed(1)}/s), ` +
        `post latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms` +
        (refusals.size > 0 ? `; refused: ${[...refusals].map(([why, n]) => `${n}× ${why}`).join(', ')}` : ''),
    );
    if (refusals.size > 0) {
      problems.push(`ingest refused ${[...refusals.values()].reduce((a, b) => a + b, 0)} posts`);
    }

    // drain: inventory's group has committed everything on the topic, and inventory holds every sheet
    const drainStarted = performance.now();
    const inInventory = async () =>
      (
        await drill.db.query<{ n: number }>(
          `select count(distinct transport_num)::int as n from inventory.sheets where transport_num like $1`,
          [`${tag}%`],
        )
      ).rows[0]?.n ?? 0;
    const drained = await drain(async () => {
      const [count, lag, waiting] = await Promise.all([
        inInventory(),
        groupLag(admin, groupId, topic).catch(() => -1n),
        drill.db.query<{ n: number }>(
          `select count(*)::int as n from ingest.outbox where published_at is null`,
        ),
      ]);
      return {
        done: count >= posted.length && lag === 0n,
        idle: lag === 0n && waiting.rows[0]?.n === 0,
        progress: count,
      };
    }, DRAIN_TIMEOUT_MS);
    log.say(
      drained === 'done'
        ? `drained ${secs(performance.now() - drainStarted)} after posting stopped (group lag 0)`
        : `NOT drained (${drained === 'idle' ? 'nothing more coming' : 'timed out'}): ` +
            `${await inInventory()} of ${posted.length} sheets in inventory`,
    );

    // every posted sheet once, with its logs
    const sheets = await drill.db.query<{
      id: string;
      transport_num: string;
      spu: string;
      quantity: number;
      logs: number;
    }>(
      `select s.id, s.transport_num, s.spu, s.quantity,
              (select count(*)::int from inventory.sheet_logs l where l.sheet_id = s.id) as logs
         from inventory.sheets s where s.transport_num like $1`,
      [`${tag}%`],
    );
    const byTransport = new Map<string, { id: string; spu: string; quantity: number; logs: number }[]>();
    for (const row of sheets.rows) {
      byTransport.set(row.transport_num, [...(byTransport.get(row.transport_num) ?? []), row]);
    }
    const lost = posted.filter((sheet) => !byTransport.has(sheet.transportNum)).length;
    const doubled = [...byTransport.values()].reduce((sum, rows) => sum + rows.length - 1, 0);
    const strangers = [...byTransport.keys()].filter((t) => !posted.some((p) => p.transportNum === t)).length;
    const wrongLogs = sheets.rows.filter((row) => row.quantity !== LOGS || row.logs !== LOGS).length;

    // each partition's sheets applied in its order: their numbers rise along the offsets
    const messages = await readTopic(drill.cluster.brokers, topic);
    const seen = new Set<string>();
    let redelivered = 0;
    let inversions = 0;
    let checked = 0;
    // applied by the dead replica but not committed: the survivor got them again, the inbox skipped them
    let appliedNotCommitted = 0;
    const last = new Map<number, string>();
    const numberOf = (spu: string) => {
      const [, day = '', n = ''] = /^(?:IN|OUT)(\d{8})-(\d+)$/.exec(spu) ?? [];
      return `${day}-${n.padStart(8, '0')}`;
    };
    for (const message of messages) {
      const envelope = JSON.parse(message.value) as { type: string; payload: { transportNum?: string } };
      const transportNum = envelope.payload.transportNum;
      if (envelope.type !== 'ingest.measurement.received' || !transportNum?.startsWith(tag)) {
        continue;
      }
      if (seen.has(transportNum)) {
        redelivered += 1; // published twice by ingest's relay (at least once): applied once all the same
        continue;
      }
      seen.add(transportNum);
      const sheet = byTransport.get(transportNum)?.[0];
      if (!sheet) {
        continue;
      }
      if (
        victim.partitions.includes(message.partition) &&
        message.offset >= (atKill.get(message.partition) ?? -1n) &&
        appliedAt(sheet.id) < killedAtWall
      ) {
        appliedNotCommitted += 1;
      }
      const spu = sheet.spu;
      const number = numberOf(spu);
      const before = last.get(message.partition);
      if (before !== undefined && number <= before) {
        inversions += 1;
      }
      last.set(message.partition, number);
      checked += 1;
    }

    console.log('');
    console.log(
      `consumer-failover: two inventory replicas, one SIGKILLed mid-stream (${DEVICES} devices, ${LOGS} logs a sheet)`,
    );
    console.log(`  sheets posted (accepted)        ${posted.length} (${postedAtKill} before the kill)`);
    console.log(`  sheets in inventory             ${byTransport.size}`);
    console.log(`  lost                            ${lost}`);
    console.log(`  doubled                         ${doubled}`);
    console.log(`  not posted but present          ${strangers}`);
    console.log(`  sheets whose logs != ${LOGS}        ${wrongLogs}`);
    console.log(
      `  events on the topic             ${seen.size + redelivered} (${redelivered} published twice)`,
    );
    console.log(
      `  partition order                 ${checked} sheets on ${last.size} partitions checked, ${inversions} out of order`,
    );
    console.log(
      `  redelivered after the takeover  ${appliedNotCommitted} (applied by the dead replica, not committed; skipped by the inbox)`,
    );
    console.log(
      `  dead member left the group      ${droppedMs === undefined ? 'never' : secs(droppedMs)} after the kill`,
    );
    console.log(
      `  rebalance time                  ${Number.isFinite(firstTakeover) ? secs(firstTakeover) : 'none'} ` +
        `(kill → survivor handles the dead one's first partition; all by ${Number.isFinite(lastTakeover) ? secs(lastTakeover) : 'never'})`,
    );
    if (lost > 0) {
      problems.push(`${lost} sheets lost`);
    }
    if (doubled > 0) {
      problems.push(`${doubled} sheets doubled`);
    }
    if (strangers > 0 || wrongLogs > 0) {
      problems.push(`${strangers} sheets not posted, ${wrongLogs} with the wrong logs`);
    }
    if (inversions > 0 || checked !== posted.length) {
      problems.push(
        `partition order: ${inversions} inversions, ${checked} of ${posted.length} sheets checked`,
      );
    }
    if (postedAtKill === 0 || posted.length < 200) {
      problems.push(`too little load: ${postedAtKill} sheets before the kill, ${posted.length} in all`);
    }
  } finally {
    closeConnections();
    await admin.disconnect();
    await drill.stop();
  }
  verdict('consumer-failover', problems);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
