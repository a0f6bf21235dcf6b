import { sessionKey } from '@timber/auth';
import { type ProcessName, type TestStack } from '@timber/testing';
import { type Redis } from 'ioredis';
import { readFileSync } from 'node:fs';
import { type Client } from 'pg';
import { type GrowthLimit } from './trend';

const CLOCK_TICKS_PER_SECOND = 100;
const MB = 1024 * 1024;

/** User and system CPU seconds a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds so far of each stack process, of the PostgreSQL backends of its database and of this load generator. */
export async function cpuSnapshot(
  system: TestStack,
  processes: readonly ProcessName[],
  admin: Client,
): Promise<Record<string, number>> {
  const backends = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const usage = process.cpuUsage();
  return {
    ...Object.fromEntries(processes.map((name) => [name, cpuSeconds(system.stack.pid(name))])),
    postgres: backends.rows.reduce((sum, row) => sum + cpuSeconds(row.pid), 0),
    'load generator': (usage.user + usage.system) / 1e6,
  };
}

/** What each process's /metrics says of its memory and event loop. */
const PROCESS_SERIES = {
  rss: { metric: 'process_resident_memory_bytes', unit: 'bytes' },
  heap: { metric: 'nodejs_heap_size_used_bytes', unit: 'bytes' },
  'loop lag p99': { metric: 'nodejs_eventloop_lag_p99_seconds', unit: 'seconds' },
} as const;

export type Unit = 'bytes' | 'seconds' | 'count';

/** One series the soak watches: its name, unit and when it counts as growing. */
export interface SeriesKind {
  unit: Unit;
  limit: GrowthLimit;
}

/**
 * When each kind of series grows without bound (trend.ts needs both the share and the amount per
 * hour, and three standard errors):
 * - memory (RSS, heap): 20 % of its level and 20 MB (heap 10 MB) an hour. A leak of that size
 *   doubles a pod in five hours and passes its k8s limit within a working day; the GC's sawtooth and
 *   the warm-up (JIT, pools, caches filling in the first minutes) are tens of MB with no trend.
 * - event-loop lag p99: 50 % and 20 ms an hour: the lag is noisy (a GC pause moves it 10 ms)
 *   and only a lag that keeps rising by that much means work piling up.
 * - PostgreSQL connections: 2 an hour and 10 %: pools are bounded, so any steady rise is a leak.
 * - Redis memory of the run's own keys beside its streams (the streams are trimmed to MAXLEN, so
 *   they may rise for hours by design and are shown, not judged): 20 % and 5 MB an hour.
 * - the entries of the soak's users' session index (`session:user:<id>`, the token ids a password
 *   change ends): each visit logs out at its end, so they should stay near the users; 10 % and 50
 *   an hour. The live sessions among them are shown beside.
 * - stream backlog (each consumer group's lag and pending) and queue backlog (waiting, active,
 *   delayed jobs): 50 % and 100 an hour: a backlog that keeps rising by 100 an hour never drains.
 */
export const SERIES_KINDS = {
  rss: { unit: 'bytes', limit: { relativePerHour: 0.2, absolutePerHour: 20 * MB } },
  heap: { unit: 'bytes', limit: { relativePerHour: 0.2, absolutePerHour: 10 * MB } },
  'loop lag p99': { unit: 'seconds', limit: { relativePerHour: 0.5, absolutePerHour: 0.02 } },
  'db connections': { unit: 'count', limit: { relativePerHour: 0.1, absolutePerHour: 2 } },
  'redis keys beside streams': { unit: 'bytes', limit: { relativePerHour: 0.2, absolutePerHour: 5 * MB } },
  'session index entries': { unit: 'count', limit: { relativePerHour: 0.1, absolutePerHour: 50 } },
  'stream backlog': { unit: 'count', limit: { relativePerHour: 0.5, absolutePerHour: 100 } },
  'queue backlog': { unit: 'count', limit: { relativePerHour: 0.5, absolutePerHour: 100 } },
} as const satisfies Record<string, SeriesKind>;

export type SeriesKindName = keyof typeof SERIES_KINDS;

/** One minute's readings: `<kind>` or `<process> <kind>` → value; and what is shown, not judged. */
export interface Reading {
  judged: Map<string, { kind: SeriesKindName; value: number }>;
  shown: Record<string, number>;
}

/** The value of a metric without labels in a Prometheus text exposition. */
export function metricValue(text: string, metric: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${metric} `));
  return line === undefined ? undefined : Number(line.slice(metric.length + 1).split(' ')[0]);
}

interface Watched {
  system: TestStack;
  admin: Client;
  redis: Redis;
  /** process name → its metrics port */
  metricsPorts: Readonly<Partial<Record<ProcessName, number>>>;
  /** the users whose live sessions are counted */
  userIds: readonly string[];
}

/** Reads every series once: each process's /metrics, pg_stat_activity, Redis. */
export async function readSeries(watched: Watched): Promise<Reading> {
  const judged: Reading['judged'] = new Map();
  for (const [name, port] of Object.entries(watched.metricsPorts)) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const [kind, { metric }] of Object.entries(PROCESS_SERIES)) {
      const value = metricValue(text, metric);
      if (value !== undefined) {
        judged.set(`${name} ${kind}`, { kind: kind as SeriesKindName, value });
      }
    }
  }
  const connections = await watched.admin.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  judged.set('db connections', { kind: 'db connections', value: connections.rows[0]?.n ?? 0 });
  const redis = await redisFigures(watched.redis, watched.system.streamPrefix);
  judged.set('redis keys beside streams', { kind: 'redis keys beside streams', value: redis.otherBytes });
  judged.set('stream backlog', { kind: 'stream backlog', value: redis.streamBacklog });
  judged.set('queue backlog', { kind: 'queue backlog', value: redis.queueBacklog });
  let entries = 0;
  let live = 0;
  for (const userId of watched.userIds) {
    // the index's key is the sessions' prefix and `user:<id>` (SessionStore's userKey)
    const tokenIds = await watched.redis.smembers(sessionKey(`user:${userId}`));
    entries += tokenIds.length;
    live += tokenIds.length > 0 ? await watched.redis.exists(...tokenIds.map(sessionKey)) : 0;
  }
  judged.set('session index entries', { kind: 'session index entries', value: entries });
  const usedMemory = metricValue((await watched.redis.info('memory')).replaceAll(':', ' '), 'used_memory');
  return {
    judged,
    shown: {
      'live sessions': live,
      'redis used_memory (whole server)': usedMemory ?? 0,
      'stream entries': redis.streamEntries,
      'stream bytes': redis.streamBytes,
      'failed jobs': redis.failedJobs,
    },
  };
}

interface RedisFigures {
  streamEntries: number;
  streamBytes: number;
  streamBacklog: number;
  otherBytes: number;
  queueBacklog: number;
  failedJobs: number;
}

/** The run's keys (the stack's stream and queue prefix): streams, their groups' backlog, BullMQ's lists. */
async function redisFigures(redis: Redis, prefix: string): Promise<RedisFigures> {
  const figures: RedisFigures = {
    streamEntries: 0,
    streamBytes: 0,
    streamBacklog: 0,
    otherBytes: 0,
    queueBacklog: 0,
    failedJobs: 0,
  };
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      const bytes = Number((await redis.memory('USAGE', key)) ?? 0);
      if (type === 'stream') {
        figures.streamEntries += await redis.xlen(key);
        figures.streamBytes += bytes;
        const groups = (await redis.xinfo('GROUPS', key)) as unknown[][];
        for (const group of groups) {
          // each group is a flat list of field, value, ... (lag is null when Redis cannot tell)
          const field = (name: string) => {
            const at = group.indexOf(name);
            return at < 0 ? 0 : Number(group[at + 1] ?? 0);
          };
          figures.streamBacklog += field('lag') + field('pending');
        }
        continue;
      }
      figures.otherBytes += bytes;
      if (/:(wait|active|paused)$/.test(key) && type === 'list') {
        figures.queueBacklog += await redis.llen(key);
      } else if (/:(delayed|prioritized)$/.test(key) && type === 'zset') {
        figures.queueBacklog += await redis.zcard(key);
      } else if (key.endsWith(':failed') && type === 'zset') {
        figures.failedJobs += await redis.zcard(key);
      }
    }
  } while (cursor !== '0');
  return figures;
}
