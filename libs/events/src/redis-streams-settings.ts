// The Redis Streams bus's configuration, the settings it resolves to, and its key layout.
import type Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';
import type { KnownEvents } from './event-codec';
import type { EventsLogger } from './logger';

export type RedisConnectionPurpose = 'command' | 'reader';

export interface RedisStreamsEventBusConfig {
  /** A `redis://` URL or ioredis options. */
  redis: string | RedisOptions;
  /** First segment of every key. Default `events`. */
  streamPrefix?: string;
  /** Streams per topic; a key always maps to the same one. Default 8. Never change it on live data. */
  partitions?: number;
  /** Approximate length each stream is trimmed to on publish (`XADD MAXLEN ~`). Default 100 000. */
  maxLen?: number;
  /** A pending entry of another consumer is taken over only after it was idle this long. Default 15 000. */
  claimIdleMs?: number;
  /** How long one `XREADGROUP` waits for new entries. Default 1 000. */
  blockMs?: number;
  /** Lifetime of a partition lease; renewed every third of it. Default 10 000. */
  leaseMs?: number;
  /** Entries read per `XREADGROUP` / `XAUTOCLAIM`. Default 20. */
  batchSize?: number;
  /** Pause before retrying a failed handler, times the attempt number. Default 200. */
  retryDelayMs?: number;
  /** This process's name in consumer groups. Default `<host>-<pid>-<random>`. */
  consumerName?: string;
  /**
   * The event types and versions consumers read (the services pass EVENT_CATALOGUE): an entry of
   * another type or of a newer version goes to the dead-letter stream at once. Any type when absent.
   */
  knownEvents?: KnownEvents;
  logger?: EventsLogger;
  /**
   * Opens each connection the bus uses: one for commands, one per owned partition for blocking
   * reads. Default `new Redis(redis)`. For sentinel or TLS set-ups, and for tests that cut a
   * consumer's connections abruptly.
   */
  connect?: (purpose: RedisConnectionPurpose) => Redis;
}

export interface Settings {
  prefix: string;
  partitions: number;
  maxLen: number;
  claimIdleMs: number;
  blockMs: number;
  leaseMs: number;
  batchSize: number;
  retryDelayMs: number;
  consumerName: string;
  knownEvents: KnownEvents | undefined;
  logger: EventsLogger;
  connect: (purpose: RedisConnectionPurpose) => Redis;
}

/** The key layout (see README): everything of one bus lives under its prefix. */
export const redisKeys = {
  stream: (prefix: string, topic: string, partition: number) => `${prefix}:${topic}:${partition}`,
  deadLetters: (prefix: string, group: string) => `${prefix}:dlq:${group}`,
  lease: (prefix: string, group: string, topic: string, partition: number) =>
    `${prefix}:lease:${group}:${topic}:${partition}`,
  members: (prefix: string, group: string) => `${prefix}:members:${group}`,
  attempts: (prefix: string, group: string) => `${prefix}:attempts:${group}`,
};
