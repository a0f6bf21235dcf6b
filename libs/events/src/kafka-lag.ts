import { type Admin } from 'kafkajs';

/** A partition's offsets as the admin client answers them (strings: Kafka's offsets are 64-bit). */
export interface PartitionEnds {
  partition: number;
  /** the offset the next message will have (the high watermark) */
  high: string;
  /** the oldest offset still retained */
  low: string;
}

/**
 * The messages of a topic a group has not handled yet: per partition, the high watermark minus
 * the group's committed offset (the next message it will read). A partition without a commit
 * counts from the oldest retained message when the group starts there (`fromBeginning`), else
 * nothing (the group starts at the end). Never below 0 (a commit raced the read of the ends).
 */
export function topicLag(
  ends: readonly PartitionEnds[],
  committed: readonly { partition: number; offset: string }[],
  fromBeginning: boolean,
): number {
  const offsets = new Map(committed.map(({ partition, offset }) => [partition, BigInt(offset)]));
  let lag = 0n;
  for (const { partition, high, low } of ends) {
    const done = offsets.get(partition) ?? -1n;
    const next = done >= 0n ? done : fromBeginning ? BigInt(low) : BigInt(high);
    const behind = BigInt(high) - next;
    lag += behind > 0n ? behind : 0n;
  }
  return Number(lag);
}

/**
 * A consumer group's lag per topic: its committed offsets (one request) and each topic's ends (one
 * each). `topics`: the topics (bounded contexts) by their Kafka names.
 */
export async function kafkaGroupLag(
  admin: Admin,
  groupId: string,
  topics: ReadonlyMap<string, string>,
  fromBeginning: boolean,
): Promise<Map<string, number>> {
  const committed = await admin.fetchOffsets({ groupId, topics: [...topics.values()] });
  const lag = new Map<string, number>();
  for (const [topic, kafkaTopic] of topics) {
    const ends = await admin.fetchTopicOffsets(kafkaTopic);
    const partitions = committed.find((entry) => entry.topic === kafkaTopic)?.partitions ?? [];
    lag.set(topic, topicLag(ends, partitions, fromBeginning));
  }
  return lag;
}
