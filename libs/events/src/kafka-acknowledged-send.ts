import { type Message, type RecordMetadata, type TopicMessages } from 'kafkajs';
import { type EventsLogger } from './logger';

/** How many times a batch's unacknowledged partitions are sent before publishing fails. */
export const MAX_SEND_ROUNDS = 5;

/** The messages of one partition of a topic, each with that partition set. */
export interface PartitionBatch {
  topic: string;
  partition: number;
  messages: Message[];
}

export const partitionSlot = (topic: string, partition: number): string => `${topic}/${partition}`;

/** kafkajs keeps one entry per topic in a batch (a second one replaces the first): merged here. */
export function byTopic(batches: readonly PartitionBatch[]): TopicMessages[] {
  const topics = new Map<string, Message[]>();
  for (const { topic, messages } of batches) {
    topics.set(topic, [...(topics.get(topic) ?? []), ...messages]);
  }
  return [...topics].map(([topic, messages]) => ({ topic, messages }));
}

/**
 * Sends the batches in one call, then again those of their partitions the call's answer does not
 * acknowledge, until all are or MAX_SEND_ROUNDS calls have been made (then it throws: the caller's
 * outbox keeps the events and tries again). kafkajs 2.2.4 drops, within one call, a partition whose
 * leader moved to a broker that had already answered, and reports success without it (kafkajs#1798).
 */
export async function sendAcknowledged(
  send: (topicMessages: TopicMessages[]) => Promise<RecordMetadata[]>,
  batches: readonly PartitionBatch[],
  logger: EventsLogger,
): Promise<void> {
  let pending = batches;
  for (let round = 1; pending.length > 0; round += 1) {
    if (round > MAX_SEND_ROUNDS) {
      const slots = pending.map(({ topic, partition }) => partitionSlot(topic, partition));
      throw new Error(`Kafka did not acknowledge ${slots.join(', ')} after ${MAX_SEND_ROUNDS} sends`);
    }
    const answered = await send(byTopic(pending));
    const acknowledged = new Set(
      answered
        .filter((record) => record.errorCode === 0)
        .map((record) => partitionSlot(record.topicName, record.partition)),
    );
    const missing = pending.filter(
      ({ topic, partition }) => !acknowledged.has(partitionSlot(topic, partition)),
    );
    if (missing.length > 0) {
      logger.warn(
        { partitions: missing.map(({ topic, partition }) => partitionSlot(topic, partition)), round },
        'Kafka left partitions of a batch unacknowledged; sending them again',
      );
    }
    pending = missing;
  }
}
