import { type Admin, type ITopicConfig, Kafka, type KafkaConfig, logLevel } from 'kafkajs';
import { setTimeout as delay } from 'node:timers/promises';
import { KAFKA_EVENT_TOPICS, type KafkaTopicSpec } from './kafka-topics';
import { type EventsLogger, silentLogger } from './logger';

const HOUR_MS = 3_600_000;

/** How the project's topics are replicated: the broker's defaults when absent. */
export interface KafkaTopicSettings {
  /** Copies of each partition. Default: the broker's `default.replication.factor`. */
  replicationFactor?: number;
  /** Copies that must have a write before it is acknowledged (acks=all). Default: the broker's. */
  minInsyncReplicas?: number;
}

/** A topic by its full name, with what it must be. */
export interface WantedKafkaTopic {
  topic: string;
  spec: KafkaTopicSpec;
}

/** What ensureKafkaTopics did. */
export interface EnsuredKafkaTopics {
  created: string[];
  /** topics that had fewer partitions than the table, raised to its number */
  raised: { topic: string; from: number; to: number }[];
  /** topics that have more partitions than the table: left as they are (never lowered) */
  wider: { topic: string; partitions: number; table: number }[];
}

export interface EnsureKafkaTopicsOptions extends KafkaTopicSettings {
  brokers: string[];
  /** The deployment's EVENT_STREAM_PREFIX: the topics are `<prefix>.<context>`. */
  prefix: string;
  clientId?: string;
  logger?: EventsLogger;
  /** Further kafkajs client options: ssl, sasl, retry, connectionTimeout. */
  kafka?: Omit<KafkaConfig, 'brokers' | 'clientId'>;
}

/** A kafkajs client whose log goes to `logger` (warnings and errors only). */
export function kafkaClient(
  config: Omit<KafkaConfig, 'logLevel' | 'logCreator'> & { brokers: string[]; clientId: string },
  logger: EventsLogger,
): Kafka {
  return new Kafka({
    logLevel: logLevel.WARN,
    logCreator: () => (entry) => {
      const fields = { kafka: entry.namespace, ...entry.log };
      if (entry.level <= logLevel.ERROR) {
        logger.error(fields, entry.log.message);
      } else {
        logger.warn(fields, entry.log.message);
      }
    },
    ...config,
  });
}

/** The topic as CreateTopics takes it: the table's partitions and retention, the deployment's replication. */
export function topicRequest({ topic, spec }: WantedKafkaTopic, settings: KafkaTopicSettings): ITopicConfig {
  return {
    topic,
    numPartitions: spec.partitions,
    ...(settings.replicationFactor === undefined ? {} : { replicationFactor: settings.replicationFactor }),
    configEntries: [
      { name: 'retention.ms', value: String(spec.retentionHours * HOUR_MS) },
      ...(settings.minInsyncReplicas === undefined
        ? []
        : [{ name: 'min.insync.replicas', value: String(settings.minInsyncReplicas) }]),
    ],
  };
}

/** Creates those of `wanted` that do not exist; answers the names of those it created. */
export async function createMissingTopics(
  admin: Admin,
  wanted: readonly WantedKafkaTopic[],
  settings: KafkaTopicSettings,
): Promise<string[]> {
  const existing = new Set(await admin.listTopics());
  const missing = wanted.filter(({ topic }) => !existing.has(topic));
  // One request each, so that a topic another process created meanwhile (false: it exists) is
  // told apart from ours; kafkajs waits for leaders only when it created them all, so we wait.
  const created = await Promise.all(
    missing.map(async (topic) =>
      (await admin.createTopics({ waitForLeaders: false, topics: [topicRequest(topic, settings)] }))
        ? [topic.topic]
        : [],
    ),
  );
  if (missing.length > 0) {
    await waitForLeaders(
      admin,
      missing.map(({ topic }) => ({ topic })),
    );
  }
  return created.flat();
}

/**
 * The partition counts of `topics` once each has at least `partitions` (default 1), every one
 * with a leader. (kafkajs's
 * own wait gives up when a broker does not know a new topic yet, which a KRaft broker says for a
 * moment after the controller created it.)
 */
async function waitForLeaders(
  admin: Admin,
  topics: readonly { topic: string; partitions?: number }[],
  timeoutMs = 30_000,
): Promise<Map<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const metadata = await admin.fetchTopicMetadata({ topics: topics.map(({ topic }) => topic) });
      const counts = new Map(metadata.topics.map(({ name, partitions }) => [name, partitions.length]));
      const ready = topics.every(({ topic, partitions = 1 }) => (counts.get(topic) ?? 0) >= partitions);
      const led = metadata.topics.every(({ partitions }) => partitions.every(({ leader }) => leader >= 0));
      if (ready && led) {
        return counts;
      }
    } catch (error) {
      if (Date.now() > deadline) {
        throw error;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Kafka topics not ready after ${timeoutMs} ms: ${topics.map(({ topic }) => topic).join(', ')}`,
      );
    }
    await delay(100);
  }
}

/** The event topics of the table under `prefix`. */
export function eventTopicsOf(prefix: string): WantedKafkaTopic[] {
  return Object.entries(KAFKA_EVENT_TOPICS).map(([context, spec]) => ({
    topic: `${prefix}.${context}`,
    spec,
  }));
}

/**
 * Creates every event topic of the table (KAFKA_EVENT_TOPICS) under `prefix` that is missing, with
 * the table's partitions and retention and the given replication, and raises the partitions of an
 * existing topic that has fewer than the table says. Partitions are never lowered (Kafka cannot):
 * a topic with more is logged and left alone. Raising moves some keys to other partitions, so
 * their order holds only for events published after it: raise while the consumers are drained.
 * The start scripts call it before the services, since the brokers never auto-create a topic.
 */
export async function ensureKafkaTopics(options: EnsureKafkaTopicsOptions): Promise<EnsuredKafkaTopics> {
  const logger = options.logger ?? silentLogger;
  const admin = kafkaClient(
    { ...options.kafka, brokers: options.brokers, clientId: options.clientId ?? 'timber-topics' },
    logger,
  ).admin();
  await admin.connect();
  try {
    const wanted = eventTopicsOf(options.prefix);
    const created = await createMissingTopics(admin, wanted, options);
    const result: EnsuredKafkaTopics = { created, raised: [], wider: [] };
    // every topic the table names, those another process created meanwhile included
    const counts = await waitForLeaders(
      admin,
      wanted.map(({ topic }) => ({ topic })),
    );
    for (const { topic, spec } of wanted) {
      const partitions = counts.get(topic) ?? 0;
      if (partitions < spec.partitions) {
        await admin.createPartitions({ topicPartitions: [{ topic, count: spec.partitions }] });
        await waitForLeaders(admin, [{ topic, partitions: spec.partitions }]);
        result.raised.push({ topic, from: partitions, to: spec.partitions });
        logger.warn(
          { topic, from: partitions, to: spec.partitions },
          'raised the partitions of a Kafka topic to the table',
        );
      } else if (partitions > spec.partitions) {
        result.wider.push({ topic, partitions, table: spec.partitions });
        logger.warn(
          { topic, partitions, table: spec.partitions },
          'a Kafka topic has more partitions than the table: left as it is (partitions are never lowered)',
        );
      }
    }
    if (created.length > 0) {
      logger.info({ topics: created }, 'created Kafka topics');
    }
    return result;
  } finally {
    await admin.disconnect();
  }
}
