import { type EventEnvelope } from '@timber/contracts';
import { createPool, urlFor, withTenant } from '@timber/db';
import {
  consumeOnce,
  errorText,
  type EventsLogger,
  KAFKA_MEMBERS_PER_SUBSCRIPTION,
  KafkaEventBus,
  newEvent,
  OutboxRelay,
  writeToOutbox,
} from '@timber/events';
import { KafkaCluster, testDatabase } from '@timber/testing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { drain, DrillLog, percentile, secs, sleep, until, verdict } from './drill-report';
import { createEventTopics } from './drill-stack';
import { committedOffsets, drillAdmin, endOffsets, groupLag, groupView, readTopic } from './kafka-probe';

/**
 * Drill 2 (issue 36): a three-broker KRaft cluster on this machine (every topic replicated 3 times,
 * min.insync.replicas 2). A service's outbox is written steadily and relayed by the project's bus
 * (KafkaEventBus, acks=all, idempotent producer); a consumer group of two consumers (each bus's
 * members) applies each event once in PostgreSQL (the inbox, consumeOnce). Mid-stream the broker leading the most of the
 * topic's partitions is killed (SIGKILL). Nothing may be lost or applied twice, each key's events
 * must be applied in the order written, and the producer and the consumers must carry on with the
 * two brokers left.
 *
 * Run: npm run drill:broker-loss   (DRILL_RATE=40 events/s, DRILL_KEYS=24, DRILL_KILL_AFTER_MS=10000,
 * DRILL_AFTER_KILL_MS=20000)
 */
const RATE = Number(process.env.DRILL_RATE ?? 40);
const KEYS = Number(process.env.DRILL_KEYS ?? 24);
const KILL_AFTER_MS = Number(process.env.DRILL_KILL_AFTER_MS ?? 10_000);
const AFTER_KILL_MS = Number(process.env.DRILL_AFTER_KILL_MS ?? 20_000);
const DRAIN_TIMEOUT_MS = 120_000;
const TYPE = 'inventory.drill-probe.recorded';
const GROUP = 'drill.broker-loss';
const ROOT = join(__dirname, '..', '..');

type NoTables = Record<string, never>;

/** A pool that survives its database being dropped under it (the drill's end). */
function connect(connectionString: string, applicationName: string): Kysely<NoTables> {
  const pool = createPool({ connectionString, applicationName });
  pool.on('error', () => undefined);
  return new Kysely<NoTables>({ dialect: new PostgresDialect({ pool }) });
}

/** What the bus and the relay complain of, counted by message and error (printed at the end). */
function countingLogger(counts: Map<string, number>): EventsLogger {
  const count = (fields: object, msg: string) => {
    const { err, error } = fields as { err?: unknown; error?: unknown };
    const why = errorText(err ?? error);
    const key = err === undefined && error === undefined ? msg : `${msg} (${why.slice(0, 90)})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  return { info: () => undefined, warn: count, error: count };
}

async function main(): Promise<void> {
  const log = new DrillLog('broker-loss');
  const problems: string[] = [];
  const prefix = `drillloss${randomUUID().slice(0, 8)}`;
  const kafkaDir = join(ROOT, 'tmp', 'drill-kafka', prefix);
  log.say('starting a three-node Kafka cluster and a PostgreSQL clone');
  const [started, cloned] = await Promise.allSettled([
    KafkaCluster.start({ nodes: 3, dir: kafkaDir }),
    testDatabase('drill_brokerloss'),
  ]);
  if (started.status === 'rejected' || cloned.status === 'rejected') {
    await (started.status === 'fulfilled' ? started.value.stop() : undefined);
    await (cloned.status === 'fulfilled' ? cloned.value.drop() : undefined);
    await rm(kafkaDir, { recursive: true, force: true });
    throw started.status === 'rejected' ? started.reason : (cloned as PromiseRejectedResult).reason;
  }
  const cluster = started.value;
  const database = cloned.value;
  const admin = connect(database.adminUrl, 'drill-admin');
  const svc = connect(urlFor(database.adminUrl, 'inventory_svc'), 'drill-svc');
  const relayDb = connect(urlFor(database.adminUrl, 'inventory_relay'), 'drill-relay');
  const kafkaAdmin = drillAdmin(cluster.brokers, 'drill-broker-loss');
  const complaints = new Map<string, number>();
  const busOf = (clientId: string) =>
    new KafkaEventBus({
      brokers: cluster.brokers,
      clientId,
      topicPrefix: prefix,
      replicationFactor: 3,
      logger: countingLogger(complaints),
    });
  const publisher = busOf('drill-relay');
  const consumers = [busOf('drill-consumer-a'), busOf('drill-consumer-b')];
  const relay = new OutboxRelay({
    db: relayDb,
    schema: 'inventory',
    bus: publisher,
    logger: countingLogger(complaints),
  });
  const topic = `${prefix}.inventory`;
  let writing = true;
  let writer: Promise<void> | undefined;
  try {
    await createEventTopics(cluster.brokers, prefix, 3);
    await sql`create table inventory.drill_effects (
        applied_seq bigint generated always as identity primary key,
        tenant_id uuid not null,
        event_id uuid not null,
        partition_key text not null,
        seq int not null,
        consumer text not null,
        occurred_at timestamptz not null,
        applied_at timestamptz not null default clock_timestamp())`.execute(admin);
    await sql`call platform.protect_tenant_table('inventory.drill_effects', 'inventory_svc')`.execute(admin);
    const tenantId = randomUUID();
    const correlationId = randomUUID();

    // the consumer group: two consumers (buses) applying each event once, in the event's own transaction
    let duplicates = 0;
    for (const [index, bus] of consumers.entries()) {
      const consumer = index === 0 ? 'a' : 'b';
      await bus.subscribe({
        group: GROUP,
        topics: ['inventory'],
        types: [TYPE],
        handle: async (event) => {
          const result = await consumeOnce(svc, 'inventory', GROUP, event, async (trx) => {
            const { key, seq } = event.payload as { key: string; seq: number };
            await sql`insert into inventory.drill_effects (tenant_id, event_id, partition_key, seq, consumer, occurred_at)
                values (${event.tenantId}::uuid, ${event.eventId}::uuid, ${key}, ${seq}, ${consumer},
                        ${event.occurredAt}::timestamptz)`.execute(trx);
          });
          if (result === 'duplicate') {
            duplicates += 1;
          }
        },
      });
    }
    await kafkaAdmin.connect();
    const formed = await until(
      async () => {
        const view = await groupView(kafkaAdmin, `${prefix}.${GROUP}`, topic);
        return (
          view.state === 'Stable' &&
          view.members.size === consumers.length * KAFKA_MEMBERS_PER_SUBSCRIPTION &&
          [...view.members.values()].flat().length === 6
        );
      },
      90_000,
      250,
    );
    log.say(
      `${formed ? 'the consumer group formed' : 'the consumer group did not form'}: two consumers of ` +
        `${KAFKA_MEMBERS_PER_SUBSCRIPTION} members each, six partitions`,
    );
    relay.start();

    // the stream: RATE events a second over KEYS keys, each key's events numbered 1, 2, 3, ...
    const written: EventEnvelope[] = [];
    const seqs = new Map<string, number>();
    const started = performance.now();
    writer = (async () => {
      const tickMs = 50;
      const perTick = Math.max(1, Math.round((RATE * tickMs) / 1000));
      for (let tick = 0; writing; tick += 1) {
        await sleep(Math.max(0, started + tick * tickMs - performance.now()));
        const events = Array.from({ length: perTick }, (_, i) => {
          const key = `k${String(((tick * perTick + i) % KEYS) + 1).padStart(2, '0')}`;
          const seq = (seqs.get(key) ?? 0) + 1;
          seqs.set(key, seq);
          return newEvent(TYPE, { key, seq }, { tenantId, correlationId, partitionKey: key });
        });
        await withTenant(svc, tenantId, (trx) => writeToOutbox(trx, 'inventory', events));
        written.push(...events);
      }
    })();
    const applied = async () =>
      (
        await sql<{
          n: number;
        }>`select count(distinct event_id)::int as n from inventory.drill_effects`.execute(admin)
      ).rows[0]?.n ?? 0;
    // the kill comes once the consumers keep pace (their group formed, the backlog of its forming taken)
    const caughtUp = await until(
      async () => written.length > RATE && (await applied()) >= written.length - RATE / 2,
      90_000,
      200,
    );
    log.say(
      `${caughtUp ? 'consumers keep pace' : 'consumers still behind'}: ${written.length} written, ` +
        `${await applied()} applied after ${secs(performance.now() - started)}`,
    );
    await sleep(KILL_AFTER_MS);

    // the victim: the broker that leads the most of the topic's partitions
    const metadata = await kafkaAdmin.fetchTopicMetadata({ topics: [topic] });
    const leaders = new Map<number, number[]>();
    for (const partition of metadata.topics[0]?.partitions ?? []) {
      leaders.set(partition.leader, [...(leaders.get(partition.leader) ?? []), partition.partitionId]);
    }
    const [victim, led] = [...leaders].sort((a, b) => b[1].length - a[1].length)[0] ?? [1, []];
    const writtenAtKill = written.length;
    const appliedAtKill = await applied();
    const killedAtWall = Date.now();
    await cluster.kill(victim);
    const killedAt = performance.now();
    log.say(
      `SIGKILL to broker ${victim}, leader of partitions ${led.join(',')} of ${topic}; ` +
        `${writtenAtKill} events written, ${appliedAtKill} applied so far`,
    );
    const newLeaders = await until(
      async () => {
        const now = await kafkaAdmin.fetchTopicMetadata({ topics: [topic] }).catch(() => undefined);
        return (now?.topics[0]?.partitions ?? []).every((p) => p.leader !== victim && p.leader >= 0);
      },
      30_000,
      100,
    );
    log.say(
      newLeaders
        ? `every partition has a new leader ${secs(performance.now() - killedAt)} after the kill`
        : 'partitions still without a leader 30 s after the kill',
    );
    await sleep(Math.max(0, AFTER_KILL_MS - (performance.now() - killedAt)));
    writing = false;
    await writer;
    writer = undefined;
    const appliedSinceKill = (await applied()) - appliedAtKill;
    log.say(
      `writing stopped: ${written.length} events written (${written.length - writtenAtKill} after the kill)`,
    );

    const drainStarted = performance.now();
    const unpublished = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from inventory.outbox where published_at is null`.execute(admin)
      ).rows[0]?.n ?? 0;
    const drained = await drain(async () => {
      const [count, lag, waiting] = await Promise.all([
        applied(),
        groupLag(kafkaAdmin, `${prefix}.${GROUP}`, topic).catch(() => -1n),
        unpublished(),
      ]);
      return {
        done: count >= written.length && lag === 0n,
        idle: lag === 0n && waiting === 0,
        progress: count,
      };
    }, DRAIN_TIMEOUT_MS);
    log.say(
      drained === 'done'
        ? `drained ${secs(performance.now() - drainStarted)} after writing stopped`
        : `NOT drained (${drained === 'idle' ? 'nothing more coming' : 'timed out'}) ${secs(performance.now() - drainStarted)} ` +
            `after writing stopped: ${await applied()} of ${written.length} applied`,
    );

    // the count: each written event applied once, each key's events in the order written
    const effects = (
      await sql<{
        event_id: string;
        partition_key: string;
        seq: number;
        occurred_at: Date;
        applied_at: Date;
      }>`
        select event_id, partition_key, seq, occurred_at, applied_at from inventory.drill_effects order by applied_seq`.execute(
        admin,
      )
    ).rows;
    const appliedIds = new Set(effects.map((row) => row.event_id));
    const lost = written.filter((event) => !appliedIds.has(event.eventId)).length;
    const doubled = effects.length - appliedIds.size;
    const neverPublished = await unpublished();
    let outOfOrder = 0;
    const lastSeq = new Map<string, number>();
    for (const row of effects) {
      if (row.seq !== (lastSeq.get(row.partition_key) ?? 0) + 1) {
        outOfOrder += 1;
      }
      lastSeq.set(row.partition_key, row.seq);
    }
    // the pause: the longest stretch without an applied event, and how late events were applied
    let longestGapMs = 0;
    let gapEndedAt = 0;
    for (let i = 1; i < effects.length; i += 1) {
      const gap = effects[i]!.applied_at.getTime() - effects[i - 1]!.applied_at.getTime();
      if (gap > longestGapMs) {
        longestGapMs = gap;
        gapEndedAt = effects[i]!.applied_at.getTime();
      }
    }
    const latency = (from: number, to: number) =>
      effects
        .filter((row) => row.occurred_at.getTime() >= from && row.occurred_at.getTime() < to)
        .map((row) => row.applied_at.getTime() - row.occurred_at.getTime());
    const before = latency(0, killedAtWall);
    const around = latency(killedAtWall - 1_000, killedAtWall + 30_000);
    const deadLetters = await consumers[0]!.readDeadLetters(GROUP).catch(() => []);
    // a lost event: did it reach the topic (then the consumers passed it by) or not (the producer lost it)?
    const lostIds = new Set(written.filter((event) => !appliedIds.has(event.eventId)).map((e) => e.eventId));
    const onTopic: string[] = [];
    if (lostIds.size > 0) {
      const partitionOfKey = new Map<string, number>();
      for (const message of await readTopic(cluster.brokers, topic).catch(() => [])) {
        const { eventId, payload } = JSON.parse(message.value) as EventEnvelope<
          string,
          { key: string; seq: number }
        >;
        partitionOfKey.set(payload.key, message.partition);
        if (lostIds.has(eventId)) {
          onTopic.push(`${payload.key}#${payload.seq}@${message.partition}/${message.offset}`);
        }
      }
      const missing = written
        .filter((event) => lostIds.has(event.eventId))
        .map((event) => {
          const { key, seq } = event.payload as { key: string; seq: number };
          const writtenMs = new Date(event.occurredAt).getTime() - killedAtWall;
          return `${key}#${seq} (partition ${partitionOfKey.get(key) ?? '?'}, written ${secs(writtenMs)} from the kill)`;
        });
      log.say(`lost: ${missing.join(', ')}`);
      const committed = await committedOffsets(kafkaAdmin, `${prefix}.${GROUP}`, topic).catch(
        () => new Map(),
      );
      const ends = await endOffsets(kafkaAdmin, topic).catch(() => new Map());
      log.say(
        `lost events on the topic: ${onTopic.length} of ${lostIds.size} (${onTopic.join(' ')}); ` +
          `committed ${[...committed].map(([p, o]) => `${p}@${o}`).join(' ')}, ends ${[...ends].map(([p, o]) => `${p}@${o}`).join(' ')}`,
      );
    }

    console.log('');
    console.log(
      `broker-loss: three brokers (replication 3, min.insync.replicas 2), broker ${victim} SIGKILLed mid-stream`,
    );
    console.log(`  events written (outbox)           ${written.length} (${writtenAtKill} before the kill)`);
    console.log(`  published (outbox rows relayed)   ${written.length - neverPublished}`);
    console.log(
      `  applied (distinct)                ${appliedIds.size} (${appliedSinceKill} in the ${secs(AFTER_KILL_MS)} after the kill)`,
    );
    console.log(`  lost                              ${lost}`);
    console.log(`  doubled                           ${doubled}`);
    console.log(`  redelivered, skipped by the inbox ${duplicates}`);
    console.log(`  dead letters                      ${deadLetters.length}`);
    console.log(`  per-key order                     ${KEYS} keys, ${outOfOrder} events out of order`);
    console.log(
      `  pause seen                        longest stretch without an applied event ${secs(longestGapMs)} ` +
        `(ended ${secs(gapEndedAt - killedAtWall)} after the kill)`,
    );
    console.log(
      `  write → applied latency           before the kill p50 ${percentile(before, 50)} ms, max ${percentile(before, 100)} ms; ` +
        `written from 1 s before to 30 s after it p50 ${percentile(around, 50)} ms, max ${secs(percentile(around, 100))}`,
    );
    console.log(
      `  client complaints (logged)        ${[...complaints].map(([msg, n]) => `${n}× ${msg}`).join('\n                                    ') || 'none'}`,
    );
    if (lost > 0) {
      problems.push(`${lost} events lost`);
    }
    if (doubled > 0) {
      problems.push(`${doubled} events applied twice`);
    }
    if (outOfOrder > 0) {
      problems.push(`${outOfOrder} events applied out of their key's order`);
    }
    if (neverPublished > 0 || deadLetters.length > 0) {
      problems.push(`${neverPublished} outbox rows never published, ${deadLetters.length} dead letters`);
    }
    if (appliedSinceKill === 0) {
      problems.push('nothing was applied after the kill');
    }
  } finally {
    writing = false;
    await writer?.catch(() => undefined);
    await relay.stop();
    await Promise.all([publisher, ...consumers].map((bus) => bus.close().catch(() => undefined)));
    await kafkaAdmin.disconnect();
    await Promise.all([admin.destroy(), svc.destroy(), relayDb.destroy()]);
    await database.drop();
    await cluster.stop();
    await rm(kafkaDir, { recursive: true, force: true });
  }
  verdict('broker-loss', problems);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
