import {
  type Admin,
  ConfigResourceTypes,
  ConfigSource,
  Kafka,
  type KafkaMessage,
  logLevel,
  Partitioners,
} from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEventually } from './expect-eventually';
import { KafkaEventBus } from './kafka-event-bus';
import { ensureKafkaTopics } from './kafka-topic-admin';
import { KAFKA_DEAD_LETTER_TOPIC, KAFKA_EVENT_TOPICS } from './kafka-topics';
import { newEvent } from './new-event';
import { injectedKafkaBrokers } from './testing/contract-harnesses';

// The topics as configuration, on the real broker of the `kafka` test project: what
// ensureKafkaTopics and the bus create is read back from the broker (partitions, describeConfigs),
// and the messages the bus publishes are read back (keys, the producer's id and sequence numbers).

const HOUR_MS = 3_600_000;
const brokers = injectedKafkaBrokers();
const kafka = new Kafka({ brokers, clientId: 'kafka-topics-spec', logLevel: logLevel.WARN });
const prefixes: string[] = [];
let admin: Admin;

const freshPrefix = (label: string) => {
  const prefix = `topics-${label}-${randomUUID().slice(0, 8)}`;
  prefixes.push(prefix);
  return prefix;
};

async function partitionsOf(topic: string): Promise<number> {
  const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
  return topics[0]?.partitions.length ?? 0;
}

/** The topic's own settings (set on the topic, not inherited from the broker), by name. */
async function topicSettings(topic: string): Promise<Record<string, string>> {
  const { resources } = await admin.describeConfigs({
    includeSynonyms: false,
    resources: [{ type: ConfigResourceTypes.TOPIC, name: topic }],
  });
  return Object.fromEntries(
    (resources[0]?.configEntries ?? [])
      .filter((entry) => entry.configSource === ConfigSource.TOPIC_CONFIG)
      .map((entry) => [entry.configName, entry.configValue]),
  );
}

/** What the record batch of a message says of its producer (kafkajs decodes it; its types omit it). */
type WithBatch = KafkaMessage & { batchContext?: { producerId: string; firstSequence: number } };

/** The first `count` messages of a topic, with their partition, read by a throw-away group. */
async function readMessages(
  topic: string,
  count: number,
): Promise<{ partition: number; message: WithBatch }[]> {
  const groupId = `${topic}.reader.${randomUUID()}`;
  const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 100 });
  const read: { partition: number; message: WithBatch }[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: ({ partition, message }) => {
        read.push({ partition, message });
        return Promise.resolve();
      },
    });
    await expectEventually(() => expect(read.length).toBeGreaterThanOrEqual(count), 30_000);
    return read;
  } finally {
    await consumer.disconnect();
    await admin.deleteGroups([groupId]).catch(() => undefined);
  }
}

beforeAll(async () => {
  admin = kafka.admin();
  await admin.connect();
});

afterAll(async () => {
  const topics = (await admin.listTopics()).filter((topic) =>
    prefixes.some((prefix) => topic.startsWith(`${prefix}.`)),
  );
  if (topics.length > 0) {
    await admin.deleteTopics({ topics });
  }
  await admin.disconnect();
});

describe('ensureKafkaTopics', () => {
  it('creates every topic of the table with its partitions, retention and the given min.insync.replicas', async () => {
    const prefix = freshPrefix('create');
    const result = await ensureKafkaTopics({ brokers, prefix, replicationFactor: 1, minInsyncReplicas: 1 });
    const contexts = Object.keys(KAFKA_EVENT_TOPICS) as (keyof typeof KAFKA_EVENT_TOPICS)[];
    expect(result.created.sort()).toEqual(contexts.map((context) => `${prefix}.${context}`).sort());
    expect(result.raised).toEqual([]);
    for (const context of contexts) {
      const topic = `${prefix}.${context}`;
      const spec = KAFKA_EVENT_TOPICS[context];
      expect(await partitionsOf(topic), topic).toBe(spec.partitions);
      // set on the topic itself: the broker's default retention is also 168 hours, so the value alone proves nothing
      expect(await topicSettings(topic), topic).toEqual({
        'retention.ms': String(spec.retentionHours * HOUR_MS),
        'min.insync.replicas': '1',
      });
    }
    // the broker's own replication and min.insync.replicas when none is given
    const bare = freshPrefix('bare');
    await ensureKafkaTopics({ brokers, prefix: bare });
    expect(await topicSettings(`${bare}.inventory`)).toEqual({
      'retention.ms': String(KAFKA_EVENT_TOPICS.inventory.retentionHours * HOUR_MS),
    });
    const again = await ensureKafkaTopics({ brokers, prefix });
    expect(again).toEqual({ created: [], raised: [], wider: [] });
  });

  it('raises a topic with fewer partitions than the table, and never lowers one with more', async () => {
    const prefix = freshPrefix('raise');
    await admin.createTopics({
      // (ensureKafkaTopics waits for them: kafkajs's own wait fails while the broker learns of them)
      waitForLeaders: false,
      topics: [
        { topic: `${prefix}.ingest`, numPartitions: 2 },
        { topic: `${prefix}.identity`, numPartitions: 5 },
      ],
    });
    const warnings: object[] = [];
    const logger = {
      info: () => undefined,
      warn: (fields: object) => warnings.push(fields),
      error: () => undefined,
    };
    const result = await ensureKafkaTopics({ brokers, prefix, logger });
    expect(result.raised).toEqual([
      { topic: `${prefix}.ingest`, from: 2, to: KAFKA_EVENT_TOPICS.ingest.partitions },
    ]);
    expect(result.wider).toEqual([
      { topic: `${prefix}.identity`, partitions: 5, table: KAFKA_EVENT_TOPICS.identity.partitions },
    ]);
    expect(result.created).toHaveLength(Object.keys(KAFKA_EVENT_TOPICS).length - 2);
    expect(await partitionsOf(`${prefix}.ingest`)).toBe(KAFKA_EVENT_TOPICS.ingest.partitions);
    expect(await partitionsOf(`${prefix}.identity`)).toBe(5);
    // (kafkajs's own warnings, if any, carry its namespace)
    expect(warnings.filter((fields) => !('kafka' in fields))).toEqual([
      { topic: `${prefix}.identity`, partitions: 5, table: KAFKA_EVENT_TOPICS.identity.partitions },
      { topic: `${prefix}.ingest`, from: 2, to: KAFKA_EVENT_TOPICS.ingest.partitions },
    ]);
  });
});

describe('the Kafka bus', () => {
  it('creates a missing event topic and the dead-letter topic as the table says', async () => {
    const prefix = freshPrefix('bus');
    const bus = new KafkaEventBus({ brokers, clientId: prefix, topicPrefix: prefix, minInsyncReplicas: 1 });
    try {
      const handle = await bus.subscribe({
        group: 'spec.topics',
        topics: ['sawing'],
        handle: () => Promise.resolve(),
      });
      await handle.stop();
    } finally {
      await bus.close();
    }
    expect(await partitionsOf(`${prefix}.sawing`)).toBe(KAFKA_EVENT_TOPICS.sawing.partitions);
    expect(await topicSettings(`${prefix}.sawing`)).toEqual({
      'retention.ms': String(KAFKA_EVENT_TOPICS.sawing.retentionHours * HOUR_MS),
      'min.insync.replicas': '1',
    });
    const deadLetters = `${prefix}.dlq.spec.topics`;
    expect(await partitionsOf(deadLetters)).toBe(KAFKA_DEAD_LETTER_TOPIC.partitions);
    expect(await topicSettings(deadLetters)).toEqual({
      'retention.ms': String(KAFKA_DEAD_LETTER_TOPIC.retentionHours * HOUR_MS),
      'min.insync.replicas': '1',
    });
  });

  it('keys each message by tenant and aggregate, from an idempotent producer', async () => {
    const prefix = freshPrefix('keys');
    await ensureKafkaTopics({ brokers, prefix });
    const tenants = [randomUUID(), randomUUID()];
    // the same aggregate id in two tenants, three events each
    const events = [1, 2, 3].flatMap((seq) =>
      tenants.map((tenantId) =>
        newEvent(
          'orders.spec-probe.recorded',
          { seq },
          { tenantId, correlationId: 'spec', partitionKey: '17' },
        ),
      ),
    );
    const bus = new KafkaEventBus({ brokers, clientId: prefix, topicPrefix: prefix });
    try {
      await bus.publish(events);
    } finally {
      await bus.close();
    }
    // a plain producer beside it: no producer id, no sequence numbers
    const plain = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await plain.connect();
    await plain.send({ topic: `${prefix}.orders`, messages: [{ key: 'plain', value: '{}' }] });
    await plain.disconnect();

    const read = await readMessages(`${prefix}.orders`, events.length + 1);
    const ofBus = read.filter(({ message }) => message.key?.toString() !== 'plain');
    for (const tenantId of tenants) {
      const mine = ofBus.filter(({ message }) => message.key?.toString() === `${tenantId}:17`);
      expect(
        mine.map(
          ({ message }) => (JSON.parse(String(message.value)) as { payload: { seq: number } }).payload.seq,
        ),
      ).toEqual([1, 2, 3]);
      expect(new Set(mine.map(({ partition }) => partition)).size).toBe(1);
    }
    expect(ofBus).toHaveLength(events.length);
    for (const { message } of ofBus) {
      expect(message.batchContext?.producerId).not.toBe('-1');
      expect(message.batchContext?.firstSequence).toBeGreaterThanOrEqual(0);
    }
    const control = read.find(({ message }) => message.key?.toString() === 'plain');
    expect(control?.message.batchContext?.producerId).toBe('-1');
  });
});
