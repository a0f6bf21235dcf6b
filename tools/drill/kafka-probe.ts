import { type Admin, AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';

/** A Kafka admin client of the drill (its own look at groups and offsets), quiet while brokers die. */
export function drillAdmin(brokers: readonly string[], clientId: string): Admin {
  return new Kafka({ brokers: [...brokers], clientId, logLevel: logLevel.NOTHING }).admin();
}

export interface GroupView {
  state: string;
  /** member id → the partitions of `topic` assigned to it */
  members: Map<string, number[]>;
}

/** Who in a consumer group holds which partitions of `topic`, as its coordinator says now. */
export async function groupView(admin: Admin, groupId: string, topic: string): Promise<GroupView> {
  const { groups } = await admin.describeGroups([groupId]);
  const group = groups[0];
  const members = new Map<string, number[]>();
  for (const member of group?.members ?? []) {
    const decoded = AssignerProtocol.MemberAssignment.decode(member.memberAssignment);
    members.set(
      member.memberId,
      [...(decoded?.assignment[topic] ?? [])].sort((a, b) => a - b),
    );
  }
  return { state: group?.state ?? 'Unknown', members };
}

/** The group's committed offset of each partition of `topic` (-1 when none yet). */
export async function committedOffsets(
  admin: Admin,
  groupId: string,
  topic: string,
): Promise<Map<number, bigint>> {
  const [answer] = await admin.fetchOffsets({ groupId, topics: [topic] });
  return new Map((answer?.partitions ?? []).map((p) => [p.partition, BigInt(p.offset)]));
}

/** The next offset of each partition of `topic` (its high watermark). */
export async function endOffsets(admin: Admin, topic: string): Promise<Map<number, bigint>> {
  const offsets = await admin.fetchTopicOffsets(topic);
  return new Map(offsets.map((p) => [p.partition, BigInt(p.high)]));
}

/** How many messages of `topic` the group has not committed yet, over all partitions. */
export async function groupLag(admin: Admin, groupId: string, topic: string): Promise<bigint> {
  const [ends, committed] = await Promise.all([
    endOffsets(admin, topic),
    committedOffsets(admin, groupId, topic),
  ]);
  let lag = 0n;
  for (const [partition, end] of ends) {
    const at = committed.get(partition) ?? -1n;
    lag += end - (at < 0n ? 0n : at);
  }
  return lag;
}

export interface TopicMessage {
  partition: number;
  offset: bigint;
  value: string;
}

/**
 * Every message of `topic` up to the offsets it has when called, per partition in offset order:
 * read with a throw-away consumer group, as an auditor reads it.
 */
export async function readTopic(
  brokers: readonly string[],
  topic: string,
  timeoutMs = 60_000,
): Promise<TopicMessage[]> {
  const kafka = new Kafka({ brokers: [...brokers], clientId: 'drill-reader', logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  let ends: Map<number, bigint>;
  try {
    ends = await endOffsets(admin, topic);
  } finally {
    await admin.disconnect();
  }
  const remaining = new Map([...ends].filter(([, end]) => end > 0n));
  const messages: TopicMessage[] = [];
  if (remaining.size === 0) {
    return messages;
  }
  const reader = kafka.consumer({ groupId: `drill-reader-${randomUUID()}` });
  await reader.connect();
  try {
    await reader.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`reading ${topic} took more than ${timeoutMs} ms`)),
        timeoutMs,
      );
      void reader.run({
        eachMessage: ({ partition, message }) => {
          const offset = BigInt(message.offset);
          const end = remaining.get(partition);
          if (end !== undefined && offset < end) {
            messages.push({ partition, offset, value: message.value?.toString() ?? '' });
          }
          if (end !== undefined && offset >= end - 1n) {
            remaining.delete(partition);
            if (remaining.size === 0) {
              clearTimeout(timer);
              resolve();
            }
          }
          return Promise.resolve();
        },
      });
    });
  } finally {
    await reader.disconnect();
  }
  return messages.sort((a, b) => a.partition - b.partition || (a.offset < b.offset ? -1 : 1));
}
