import { type Admin, AssignerProtocol } from 'kafkajs';

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

/** Does a member of a group (its JoinGroup metadata, as the default assigners encode it) read `topic`? */
function memberReads(metadata: Buffer, topic: string): boolean {
  try {
    return AssignerProtocol.MemberMetadata.decode(metadata)?.topics.includes(topic) ?? false;
  } catch {
    return false;
  }
}

/**
 * Every consumer group of the bus (its groups are named `<groupPrefix><group>`) that reads
 * `kafkaTopic`, with its lag, by group name: a group reads the topic when one of its members
 * subscribes to it now, or when it committed an offset of it (a group whose members are all down
 * still has its commits: its lag climbs as events come). A group that never committed and has no
 * member is not seen. The dead-letter readers' throwaway groups are left out. One request lists
 * the groups, one describes them, one reads the topic's ends, one per group its commits.
 */
export async function kafkaTopicLag(
  admin: Admin,
  kafkaTopic: string,
  groupPrefix: string,
  fromBeginning: boolean,
): Promise<Map<string, number>> {
  const { groups } = await admin.listGroups();
  const ours = groups
    .map(({ groupId, protocolType }) => ({ groupId, protocolType }))
    .filter(
      ({ groupId, protocolType }) =>
        protocolType === 'consumer' &&
        groupId.startsWith(groupPrefix) &&
        !groupId.startsWith(`${groupPrefix}dlq-reader.`),
    );
  const lag = new Map<string, number>();
  if (ours.length === 0) {
    return lag;
  }
  const described = await admin.describeGroups(ours.map(({ groupId }) => groupId));
  const subscribed = new Set(
    described.groups
      .filter(({ members }) => members.some(({ memberMetadata }) => memberReads(memberMetadata, kafkaTopic)))
      .map(({ groupId }) => groupId),
  );
  const ends = await admin.fetchTopicOffsets(kafkaTopic);
  for (const { groupId } of ours) {
    const [entry] = await admin.fetchOffsets({ groupId, topics: [kafkaTopic] });
    const committed = entry?.partitions ?? [];
    if (subscribed.has(groupId) || committed.some(({ offset }) => BigInt(offset) >= 0n)) {
      lag.set(groupId.slice(groupPrefix.length), topicLag(ends, committed, fromBeginning));
    }
  }
  return lag;
}
