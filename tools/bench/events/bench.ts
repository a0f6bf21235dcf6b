import { KafkaEventBus } from '@timber/events';
import { KAFKA_VERSION, KafkaCluster, kafkaDistribution, removeRedisKeys } from '@timber/testing';
import { Kafka, logLevel } from 'kafkajs';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BusFigures, measureBus, RELAY_BATCH } from './bus-run';
import { type BusSpec, quietKafkajsTimerWarning } from './bus-spec';
import { consumerPerfTest, cpuSecondsOf, producerPerfTest } from './kafka-tools';
import { SAMPLE_LOGS, sampleEvents, stamped } from './sample-event';

/**
 * Issue 36's figures, in one run on one fresh Kafka broker (Apache Kafka from tools/kafka/pom.xml)
 * and the local Redis: the project's event bus (libs/events) on Kafka and on Redis Streams beside
 * Kafka's own kafka-producer-perf-test and kafka-consumer-perf-test from the same jars, and beside
 * kafkajs alone (the client library the bus is built on, used directly: the floor of its cost), all with
 * records the size of a typical `inventory.stock-in.confirmed` envelope. Prints events/s, MB/s,
 * publish-to-handler latency, CPU per event of each process, and the ratios of the bus on Kafka to
 * Kafka's tools (the goal: each side at least 0.5 of Kafka's own tool for it, the producer's and
 * the consumer's). Exits 1 when the goal is missed.
 * Run: npm run bench:events   (BENCH_EVENTS=10000 events per run; BENCH_EVENTS_TOOLS_WARMUP=30000
 * records the producer tool sends before its steady state; BENCH_EVENTS_TIMEOUT_S=180; REDIS_URL)
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const TOOLS_WARMUP = Number(process.env.BENCH_EVENTS_TOOLS_WARMUP ?? 30_000);
const TIMEOUT_MS = Number(process.env.BENCH_EVENTS_TIMEOUT_S ?? 180) * 1000;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GOAL = 0.5;
/** ProducerPerformance's and ConsumerPerformance's megabyte */
const MB = 1024 * 1024;

const load = (): string =>
  loadavg()
    .map((average) => average.toFixed(2))
    .join(' ');

/** The partitions of a topic, as the broker answers. */
async function partitionsOf(brokers: string[], topic: string): Promise<number> {
  const admin = new Kafka({ brokers, clientId: 'bench-admin', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
    return topics[0]?.partitions.length ?? 0;
  } finally {
    await admin.disconnect();
  }
}

async function createTopic(brokers: string[], topic: string, partitions: number): Promise<void> {
  const admin = new Kafka({ brokers, clientId: 'bench-admin', logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: partitions }] });
  } finally {
    await admin.disconnect();
  }
}

const count = (value: number): string =>
  Number.isFinite(value) ? Math.round(value).toLocaleString('en') : '-';
const decimal = (value: number | undefined, digits = 1): string =>
  value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(digits);

interface Row {
  name: string;
  perSecond: number;
  mbPerSecond: number;
  p50Ms?: number;
  p99Ms?: number;
  clientCpuUs?: number;
  brokerCpuUs?: number;
  note?: string;
}

function table(rows: readonly (Row | string)[]): string {
  const header =
    `  ${''.padEnd(46)} ${'events/s'.padStart(9)} ${'MB/s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}` +
    `   CPU µs/event: client, broker`;
  return [
    header,
    ...rows.map((row) =>
      typeof row === 'string'
        ? row
        : `  ${row.name.padEnd(46)} ${count(row.perSecond).padStart(9)} ${decimal(row.mbPerSecond).padStart(6)} ` +
          `${decimal(row.p50Ms, 0).padStart(8)} ${decimal(row.p99Ms, 0).padStart(8)}   ` +
          `${decimal(row.clientCpuUs, 0)}, ${decimal(row.brokerCpuUs, 0)}${row.note ? `   (${row.note})` : ''}`,
    ),
  ].join('\n');
}

function busRows(label: string, figures: BusFigures, bytes: number): Row[] {
  const mb = (perSecond: number): number => (perSecond * bytes) / MB;
  return [
    {
      name: `${label}: publish alone`,
      perSecond: figures.publishPerSecond,
      mbPerSecond: mb(figures.publishPerSecond),
      clientCpuUs: figures.publishCpuUs,
      ...(figures.publishBrokerCpuUs === undefined ? {} : { brokerCpuUs: figures.publishBrokerCpuUs }),
      note: `batches of ${figures.batch}, one after the other; ${figures.events.toLocaleString('en')} after ${figures.warmUp.toLocaleString('en')} warm-up events`,
    },
    {
      name: `${label}: a backlog to the handler`,
      perSecond: figures.drainPerSecond,
      mbPerSecond: mb(figures.drainPerSecond),
      clientCpuUs: figures.drainCpuUs,
      ...(figures.drainBrokerCpuUs === undefined ? {} : { brokerCpuUs: figures.drainBrokerCpuUs }),
      note: `${(figures.events + figures.warmUp).toLocaleString('en')} events from the start (its group join left out)`,
    },
    {
      name: `${label}: live, publish`,
      perSecond: figures.livePublishPerSecond,
      mbPerSecond: mb(figures.livePublishPerSecond),
    },
    {
      name: `${label}: live, publish to handler`,
      perSecond: figures.livePerSecond,
      mbPerSecond: mb(figures.livePerSecond),
      p50Ms: figures.p50Ms,
      p99Ms: figures.p99Ms,
      note: `max ${decimal(figures.maxMs, 0)} ms; ${figures.redelivered} redelivered`,
    },
  ];
}

interface Ratios {
  /** publish alone / kafka-producer-perf-test */
  producer: number;
  /** a backlog to the handler / kafka-consumer-perf-test */
  consumer: number;
  /** the goal's: the lower of the two, each side of the bus against Kafka's own tool for it */
  goal: number;
  /** live, publish to handler / the slower of the two tools */
  endToEnd: number;
}

async function main(): Promise<void> {
  quietKafkajsTimerWarning();
  const begun = performance.now();
  const loadBefore = load();
  const libs = kafkaDistribution();
  const cluster = await KafkaCluster.start();
  const run = `bench-events-${randomBytes(4).toString('hex')}`;
  const scratch = mkdtempSync(join(tmpdir(), 'bench-events-'));
  const brokerCpuSeconds = (): number => cpuSecondsOf(cluster.pid(1));
  try {
    const body = stamped(sampleEvents(1))[0]?.body ?? '';
    const bytes = Buffer.byteLength(body);
    const kafkaSpec =
      (name: string) =>
      (phase: string): BusSpec => ({
        transport: 'kafka',
        brokers: cluster.brokers,
        name: `${run}-${name}-${phase}`,
      });
    const measureKafka = (name: string, batch: number) =>
      measureBus({
        spec: kafkaSpec(name),
        count: EVENTS,
        warmUp: TOOLS_WARMUP,
        batch,
        timeoutMs: TIMEOUT_MS,
        brokerCpuSeconds,
      });

    // the partitions the adapter gives a topic it creates (a probe event on a bus of its own)
    const probe = new KafkaEventBus({
      brokers: cluster.brokers,
      clientId: 'bench-probe',
      topicPrefix: `${run}-probe`,
    });
    try {
      await probe.publishEncoded(stamped(sampleEvents(1)));
    } finally {
      await probe.close();
    }
    const partitions = await partitionsOf(cluster.brokers, probe.topicName('inventory'));

    // Kafka's own tools first, on a topic of the same partitions: their warm-up records warm the
    // broker up too, so the bus is not the one to meet a cold broker
    const toolsTopic = `${run}-tools`;
    await createTopic(cluster.brokers, toolsTopic, partitions);
    const payloadFile = join(scratch, 'payload.json');
    writeFileSync(payloadFile, body);
    let broker = brokerCpuSeconds();
    const producer = await producerPerfTest({
      libs,
      brokers: cluster.brokers,
      topic: toolsTopic,
      payloadFile,
      records: EVENTS,
      warmup: TOOLS_WARMUP,
    });
    const producerBroker = brokerCpuSeconds() - broker;
    broker = brokerCpuSeconds();
    const consumer = await consumerPerfTest({
      libs,
      brokers: cluster.brokers,
      topic: toolsTopic,
      records: EVENTS + TOOLS_WARMUP,
      group: `${run}-tools`,
    });
    const consumerBroker = brokerCpuSeconds() - broker;

    // the project's bus on Kafka, as shipped
    const kafka = await measureKafka('kafka', RELAY_BATCH);
    // the client library it is built on, alone: the floor of the bus's own cost
    const kafkajs = await measureBus({
      spec: (phase) => ({ transport: 'kafkajs', brokers: cluster.brokers, name: `${run}-kafkajs-${phase}` }),
      count: EVENTS,
      warmUp: TOOLS_WARMUP,
      batch: RELAY_BATCH,
      timeoutMs: TIMEOUT_MS,
      brokerCpuSeconds,
    });

    // the project's bus on Redis Streams
    const redisPrefix = `${run}-redis`;
    let redis: BusFigures;
    try {
      redis = await measureBus({
        spec: (phase) => ({
          transport: 'redis',
          url: REDIS_URL,
          name: `${redisPrefix}-${phase}`,
          maxLen: Math.max(100_000, 2 * EVENTS),
        }),
        count: EVENTS,
        batch: RELAY_BATCH,
        timeoutMs: TIMEOUT_MS,
      });
    } finally {
      // every key of the run's streams: the shared Redis keeps nothing of it
      await removeRedisKeys(REDIS_URL, redisPrefix);
    }

    const tools = Math.min(producer.perSecond, consumer.perSecond);
    const ratiosOf = (figures: BusFigures): Ratios => ({
      producer: figures.publishPerSecond / producer.perSecond,
      consumer: figures.drainPerSecond / consumer.perSecond,
      goal: Math.min(
        figures.publishPerSecond / producer.perSecond,
        figures.drainPerSecond / consumer.perSecond,
      ),
      endToEnd: figures.livePerSecond / tools,
    });
    const ratios = ratiosOf(kafka);
    const met = ratios.goal >= GOAL;

    const model = cpus()[0]?.model.trim() ?? 'unknown CPU';
    console.log(
      `Events benchmark: ${EVENTS.toLocaleString('en')} events a run, each ${bytes.toLocaleString('en')} bytes ` +
        `(inventory.stock-in.confirmed of a ${SAMPLE_LOGS}-log sheet, its own partition key); ` +
        `${cpus().length} CPUs (${model}), load average ${loadBefore} at the start, ${load()} at the end; ` +
        `Node ${process.versions.node}; Apache Kafka ${KAFKA_VERSION}, one broker, topics of ${partitions} partitions; ` +
        `${((performance.now() - begun) / 1000).toFixed(0)} s`,
    );
    const rows: (Row | string)[] = [
      "Kafka's own tools (the same jars as the broker)",
      {
        name: 'kafka-producer-perf-test',
        perSecond: producer.perSecond,
        mbPerSecond: producer.mbPerSecond,
        p50Ms: producer.p50Ms,
        p99Ms: producer.p99Ms,
        clientCpuUs: (producer.cpuSeconds * 1e6) / (EVENTS + TOOLS_WARMUP),
        brokerCpuUs: (producerBroker * 1e6) / (EVENTS + TOOLS_WARMUP),
        note: `acks=all, idempotent, random keys; steady state of ${producer.records.toLocaleString('en')} after ${TOOLS_WARMUP.toLocaleString('en')} warm-up records; latency send to ack`,
      },
      {
        name: 'kafka-consumer-perf-test',
        perSecond: consumer.perSecond,
        mbPerSecond: consumer.mbPerSecond,
        clientCpuUs: (consumer.cpuSeconds * 1e6) / consumer.records,
        brokerCpuUs: (consumerBroker * 1e6) / consumer.records,
        note: `${consumer.records.toLocaleString('en')} records from the start; fetch.nMsg.sec (its group join left out)`,
      },
      "The project's bus (libs/events) on Kafka, KafkaEventBus on kafkajs, as shipped",
      ...busRows('Kafka', kafka, bytes),
      'kafkajs alone, the client library the bus is built on: the same records and batches, each value parsed as JSON (kafkajs-alone.ts)',
      ...busRows('kafkajs', kafkajs, bytes),
      "The project's bus on Redis Streams, RedisStreamsEventBus (the local Redis, shared: no server CPU)",
      ...busRows('Redis', redis, bytes),
    ];
    console.log(table(rows));
    console.log(
      `  CPU µs/event of the tools include their JVM's start and warm-up; the bus's client is the publishing process ` +
        `(publish alone) or the subscribing one (a backlog). Latency: the publish time stamped in the payload when ` +
        `its batch was handed to the bus, to the handler's call in the subscribing process.`,
    );
    const line = (name: string, r: Ratios): string =>
      `  ${name.padEnd(40)} producer ${r.producer.toFixed(2)}   consumer ${r.consumer.toFixed(2)}   ` +
      `goal's ${r.goal.toFixed(2)} ${r.goal >= GOAL ? 'met' : 'MISSED'}   end to end ${r.endToEnd.toFixed(2)}`;
    console.log(
      `Ratios, the project's bus on Kafka / Kafka's tools: producer = publish alone / kafka-producer-perf-test; ` +
        `consumer = a backlog to the handler / kafka-consumer-perf-test; the goal's ratio is the lower of the two ` +
        `(each side at least ${GOAL} of Kafka's own tool for it); end to end = live, publish to handler / the ` +
        `slower of the two tools (${count(tools)} events/s), for information.`,
    );
    console.log(line('as shipped', ratios));
    console.log(line('kafkajs alone, for information', ratiosOf(kafkajs)));
    const overLibrary = {
      producer: kafka.publishPerSecond / kafkajs.publishPerSecond,
      consumer: kafka.drainPerSecond / kafkajs.drainPerSecond,
    };
    console.log(
      `The bus / kafkajs alone (what the bus's own work leaves of its client library's throughput): ` +
        `producer ${overLibrary.producer.toFixed(2)}   consumer ${overLibrary.consumer.toFixed(2)}`,
    );
    console.log(
      JSON.stringify({
        bench: 'events',
        events: EVENTS,
        bytes,
        cpus: cpus().length,
        partitions,
        load: loadavg(),
        tools: { producer, consumer },
        kafka,
        kafkajs,
        redis,
        ratios,
        overLibrary,
        goal: GOAL,
        met,
      }),
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
