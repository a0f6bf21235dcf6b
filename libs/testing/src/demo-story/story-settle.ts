import { type Redis } from 'ioredis';
import { type Admin, AssignerProtocol } from 'kafkajs';
import { type Client } from 'pg';

/**
 * What a bus still holds for its consumer groups: the names of those (of `services`, or all) that
 * have not yet taken and acknowledged every event of their topics.
 */
export type EventBacklog = (services?: readonly string[]) => Promise<string[]>;

/**
 * Waits until every outbox is relayed and every consumer group has taken (and acknowledged) all
 * of its streams' events: what the story did so far has reached every service (or `services`).
 */
export async function settleEvents(
  db: Client,
  backlog: EventBacklog,
  /** only the consumer groups of these services (their names start `<service>.`); every group when absent */
  services?: readonly string[],
  timeoutMs = 60_000,
): Promise<void> {
  const outboxes = (
    await db.query<{ schema: string }>(
      `select table_schema as schema from information_schema.tables where table_name = 'outbox' order by 1`,
    )
  ).rows.map((row) => row.schema);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiting = [...(await unrelayed(db, outboxes)), ...(await backlog(services))];
    if (waiting.length === 0) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`the demo story's events did not settle: ${waiting.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function unrelayed(db: Client, outboxes: readonly string[]): Promise<string[]> {
  const waiting: string[] = [];
  for (const schema of outboxes) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from "${schema}".outbox where published_at is null`,
    );
    if (rows[0]!.n > 0) {
      waiting.push(`${schema} outbox (${rows[0]!.n})`);
    }
  }
  return waiting;
}

/** The backlog of the Redis Streams bus: a group waits while it has pending entries or has not read to the end. */
export const redisBacklog =
  (redis: Redis, prefix: string): EventBacklog =>
  async (services) => {
    const waiting: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500, 'TYPE', 'stream');
      cursor = next;
      for (const key of keys) {
        const lastId = ((await redis.xinfo('STREAM', key)) as unknown[]).reduce<string | undefined>(
          (found, value, index, all) => (value === 'last-generated-id' ? String(all[index + 1]) : found),
          undefined,
        );
        for (const group of (await redis.xinfo('GROUPS', key)) as unknown[][]) {
          const info = new Map<string, unknown>();
          for (let i = 0; i < group.length; i += 2) {
            info.set(String(group[i]), group[i + 1]);
          }
          const name = String(info.get('name'));
          if (services && !services.some((service) => name.startsWith(`${service}.`))) {
            continue;
          }
          if (Number(info.get('pending')) > 0 || info.get('last-delivered-id') !== lastId) {
            waiting.push(`${key} ${name}`);
          }
        }
      }
    } while (cursor !== '0');
    return waiting;
  };

/**
 * The backlog of the Kafka bus: a group (`<prefix>.<service>.<consumer>`) waits while its committed
 * offset of any partition of the topics its members subscribe is short of the partition's end.
 */
export const kafkaBacklog =
  (admin: Admin, prefix: string): EventBacklog =>
  async (services) => {
    const waiting: string[] = [];
    const groups = (await admin.listGroups()).groups
      .map((group) => group.groupId)
      .filter((id) => id.startsWith(`${prefix}.`) && !id.startsWith(`${prefix}.dlq-reader.`))
      .filter((id) => !services || services.some((service) => id.startsWith(`${prefix}.${service}.`)));
    if (groups.length === 0) {
      return waiting;
    }
    const described = await admin.describeGroups(groups);
    const ends = new Map<string, Map<number, string>>();
    const endOf = async (topic: string) => {
      let end = ends.get(topic);
      if (!end) {
        end = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, p.high] as const));
        ends.set(topic, end);
      }
      return end;
    };
    for (const group of described.groups) {
      const topics = new Set<string>();
      for (const member of group.members) {
        AssignerProtocol.MemberMetadata.decode(member.memberMetadata)?.topics.forEach((topic) =>
          topics.add(topic),
        );
      }
      if (topics.size === 0) {
        continue;
      }
      const committed = await admin.fetchOffsets({ groupId: group.groupId, topics: [...topics] });
      for (const { topic, partitions } of committed) {
        const end = await endOf(topic);
        for (const { partition, offset } of partitions) {
          const high = BigInt(end.get(partition) ?? '0');
          const at = offset === '-1' ? 0n : BigInt(offset);
          if (at < high) {
            waiting.push(`${topic}[${partition}] ${group.groupId} (${high - at})`);
          }
        }
      }
    }
    return waiting;
  };
