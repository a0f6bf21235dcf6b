import { type Redis } from 'ioredis';
import { type Client } from 'pg';

/**
 * Waits until every outbox is relayed and every consumer group has taken (and acknowledged) all
 * of its streams' events: what the story did so far has reached every service (or `services`).
 */
export async function settleEvents(
  db: Client,
  redis: Redis,
  streamPrefix: string,
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
    const waiting = await unsettled(db, redis, streamPrefix, outboxes, services);
    if (waiting.length === 0) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`the demo story's events did not settle: ${waiting.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function unsettled(
  db: Client,
  redis: Redis,
  prefix: string,
  outboxes: readonly string[],
  services: readonly string[] | undefined,
): Promise<string[]> {
  const waiting: string[] = [];
  for (const schema of outboxes) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from "${schema}".outbox where published_at is null`,
    );
    if (rows[0]!.n > 0) {
      waiting.push(`${schema} outbox (${rows[0]!.n})`);
    }
  }
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
}
