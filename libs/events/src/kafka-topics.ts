/**
 * The Kafka topics of the back office, as configuration: one topic per bounded context (the first
 * segment of an event type), each with its partitions and retention. The project creates them
 * (`ensureKafkaTopics`, the broker's auto-create is off), and the k8s `KafkaTopic` resources are
 * checked against this table by the manifest tests, so one place says what a topic is.
 *
 * Partitions bound how many replicas of a consumer group share a topic's work: inventory and
 * ingest carry the device load and get the most. Retention is how long a consumer may stay away
 * and still catch up (the outbox keeps every event besides); dead-letter topics keep theirs for a
 * month, long enough to look at a poison event and replay it.
 */
export interface KafkaTopicSpec {
  partitions: number;
  retentionHours: number;
}

export const KAFKA_EVENT_TOPICS = {
  identity: { partitions: 3, retentionHours: 168 },
  inventory: { partitions: 6, retentionHours: 168 },
  devices: { partitions: 3, retentionHours: 168 },
  ingest: { partitions: 6, retentionHours: 168 },
  counting: { partitions: 3, retentionHours: 168 },
  orders: { partitions: 3, retentionHours: 168 },
  sawing: { partitions: 3, retentionHours: 168 },
  billing: { partitions: 3, retentionHours: 168 },
} as const satisfies Record<string, KafkaTopicSpec>;

export type KafkaEventTopic = keyof typeof KAFKA_EVENT_TOPICS;

/** A dead-letter topic (`<prefix>.dlq.<group>`): one partition, kept for 30 days. */
export const KAFKA_DEAD_LETTER_TOPIC: KafkaTopicSpec = { partitions: 1, retentionHours: 720 };

/** The spec of an event topic by context name; a context the table does not name gets 3 partitions, 168 hours. */
export function kafkaTopicSpec(topic: string): KafkaTopicSpec {
  return Object.prototype.hasOwnProperty.call(KAFKA_EVENT_TOPICS, topic)
    ? KAFKA_EVENT_TOPICS[topic as KafkaEventTopic]
    : { partitions: 3, retentionHours: 168 };
}
