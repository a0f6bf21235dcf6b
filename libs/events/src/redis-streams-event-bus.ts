import { type EventEnvelope } from '@timber/contracts';
import Redis, { type RedisOptions } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { type DeadLetter, type DeadLetterReader } from './dead-letter';
import {
  type EncodedEvent,
  type EventBus,
  type Subscription,
  type SubscriptionHandle,
} from './event-bus.port';
import { decodeEnvelope, encodeEvents, fieldsToRecord, type KnownEvents, streamFields } from './event-codec';
import { errorText, type EventsLogger, silentLogger } from './logger';
import { fnv1a32, partitionOf, routingKey } from './partition';
import {
  parseAutoClaimReply,
  parseEntries,
  parsePendingReply,
  parseReadReply,
  type StreamEntry,
} from './redis-replies';
import { topicFor } from './topic';

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

interface Settings {
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

/** Heartbeat of a group member; returns how many members are alive (by Redis's clock). */
const HEARTBEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 10)
return redis.call('ZCARD', KEYS[1])`;

const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The event bus on Redis Streams. Each topic (bounded context) has `partitions` streams and an
 * event goes to the one of its tenant and partition key (routingKey, as Kafka's message key), so
 * events of one key stay in order. A consumer group leases each partition to one member at a time
 * and that member handles it sequentially; see the README for leases, takeover, retries and the
 * dead-letter stream. An entry that is no event the consumers know (not JSON, no envelope, an
 * unknown type or version) goes to the dead-letter stream at once, with its reason.
 */
export class RedisStreamsEventBus implements EventBus, DeadLetterReader {
  private readonly settings: Settings;
  private readonly command: Redis;
  private readonly subscriptions = new Map<string, RedisGroupConsumer>();
  private ended = false;

  constructor(config: RedisStreamsEventBusConfig) {
    const partitions = config.partitions ?? 8;
    if (!Number.isInteger(partitions) || partitions < 1) {
      throw new Error(`RedisStreamsEventBus: partitions must be a positive integer, got ${partitions}`);
    }
    const logger = config.logger ?? silentLogger;
    this.settings = {
      prefix: config.streamPrefix ?? 'events',
      partitions,
      maxLen: config.maxLen ?? 100_000,
      claimIdleMs: config.claimIdleMs ?? 15_000,
      blockMs: config.blockMs ?? 1_000,
      leaseMs: config.leaseMs ?? 10_000,
      batchSize: config.batchSize ?? 20,
      retryDelayMs: config.retryDelayMs ?? 200,
      consumerName: config.consumerName ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
      knownEvents: config.knownEvents,
      logger,
      connect: (purpose) => {
        const connection = config.connect
          ? config.connect(purpose)
          : typeof config.redis === 'string'
            ? new Redis(config.redis)
            : new Redis(config.redis);
        connection.on('error', (error: unknown) => {
          logger.warn({ err: errorText(error), purpose }, 'redis connection error');
        });
        return connection;
      },
    };
    this.command = this.settings.connect('command');
    this.command.on('end', () => {
      this.ended = true;
    });
  }

  get consumerName(): string {
    return this.settings.consumerName;
  }

  /** The stream an event goes to: its topic's partition of its tenant and partition key (routingKey). */
  streamOf(event: Pick<EventEnvelope, 'type' | 'tenantId' | 'partitionKey'>): string {
    const topic = topicFor(event.type);
    return redisKeys.stream(
      this.settings.prefix,
      topic,
      partitionOf(routingKey(event), this.settings.partitions),
    );
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    await this.publishEncoded(encodeEvents(events));
  }

  async publishEncoded(events: readonly EncodedEvent[]): Promise<void> {
    if (events.length === 0) {
      return;
    }
    // One pipeline on one connection: Redis appends the entries in this order.
    const pipeline = this.command.pipeline();
    for (const event of events) {
      pipeline.xadd(this.streamOf(event), 'MAXLEN', '~', this.settings.maxLen, '*', ...streamFields(event));
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error !== null);
    if (failed) {
      throw new Error(`publishing to Redis failed: ${errorText(failed[0])}`);
    }
  }

  async subscribe(subscription: Subscription): Promise<SubscriptionHandle> {
    if (this.subscriptions.has(subscription.group)) {
      throw new Error(`this bus already consumes group "${subscription.group}"; use another bus instance`);
    }
    const consumer = new RedisGroupConsumer(this.settings, this.command, subscription, () => this.ended);
    this.subscriptions.set(subscription.group, consumer);
    try {
      await consumer.start();
    } catch (error) {
      this.subscriptions.delete(subscription.group);
      throw error;
    }
    return {
      stop: async () => {
        await consumer.stop();
        this.subscriptions.delete(subscription.group);
      },
    };
  }

  /** The newest dead letters of a group, oldest first. */
  async readDeadLetters(group: string, count = 1_000): Promise<DeadLetter[]> {
    const raw = await this.command.xrevrange(
      redisKeys.deadLetters(this.settings.prefix, group),
      '+',
      '-',
      'COUNT',
      count,
    );
    return parseEntries(raw)
      .reverse()
      .map((entry) => {
        const record = fieldsToRecord(entry.fields);
        const decoded = decodeEnvelope(record['envelope']);
        return {
          group: record['group'] ?? group,
          source: record['source'] ?? '',
          eventId: record['eventId'] ?? null,
          type: record['type'] ?? null,
          error: record['error'] ?? '',
          attempts: Number(record['attempts'] ?? 0),
          deadLetteredAt: record['deadLetteredAt'] ?? '',
          event: decoded.ok ? decoded.event : null,
          body: record['envelope'] ?? null,
        };
      });
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((consumer) => consumer.stop()));
    this.subscriptions.clear();
    if (this.command.status === 'wait') {
      this.command.disconnect();
    } else if (this.command.status !== 'end') {
      await this.command.quit().catch(() => this.command.disconnect());
    }
  }
}

interface PartitionState {
  topic: string;
  partition: number;
  stream: string;
  leaseKey: string;
  /**
   * Until when the lease is surely ours (the sent time of the last renewal + lease), on the
   * monotonic clock (performance.now()): a step of the wall clock (NTP, the demo story's clock)
   * neither drops a lease early nor keeps one past its expiry.
   */
  validUntil: number;
  lost: boolean;
  /** Hand it to another member after the current batch (rebalancing). */
  releasing: boolean;
  reader: Redis | undefined;
  worker: Promise<void> | undefined;
}

/** One subscription: the partitions it leases, one sequential worker per leased partition. */
class RedisGroupConsumer {
  private readonly group: string;
  private readonly me: string;
  private readonly types: ReadonlySet<string> | undefined;
  private readonly maxAttempts: number;
  private readonly streams: { topic: string; partition: number; stream: string; leaseKey: string }[];
  private readonly owned = new Map<string, PartitionState>();
  private readonly abort = new AbortController();
  private readonly safetyMs: number;
  private running = false;
  private ticker: Promise<void> | undefined;

  constructor(
    private readonly s: Settings,
    private readonly redis: Redis,
    private readonly subscription: Subscription,
    private readonly connectionEnded: () => boolean,
  ) {
    if (subscription.topics.length === 0) {
      throw new Error(`subscription "${subscription.group}" names no topic`);
    }
    this.group = subscription.group;
    this.me = s.consumerName;
    this.types = subscription.types ? new Set(subscription.types) : undefined;
    this.maxAttempts = subscription.maxAttempts ?? 5;
    this.safetyMs = Math.max(Math.floor(s.leaseMs / 4), 1);
    this.streams = subscription.topics.flatMap((topic) =>
      Array.from({ length: s.partitions }, (_, partition) => ({
        topic,
        partition,
        stream: redisKeys.stream(s.prefix, topic, partition),
        leaseKey: redisKeys.lease(s.prefix, this.group, topic, partition),
      })),
    );
  }

  private get log(): EventsLogger {
    return this.s.logger;
  }

  async start(): Promise<void> {
    for (const { stream } of this.streams) {
      // From '0': a new group also reads what the stream still retains (at least once, never lost).
      await this.redis.xgroup('CREATE', stream, this.group, '0', 'MKSTREAM').catch((error: unknown) => {
        if (!errorText(error).includes('BUSYGROUP')) {
          throw error;
        }
      });
    }
    this.running = true;
    await this.tick();
    this.ticker = this.tickLoop();
    this.log.info({ group: this.group, consumer: this.me, partitions: this.streams.length }, 'subscribed');
  }

  /** Finishes each in-flight event, then releases the leases and leaves the group. */
  async stop(): Promise<void> {
    if (!this.running && this.owned.size === 0) {
      return;
    }
    this.running = false;
    this.abort.abort();
    await this.ticker;
    await Promise.all([...this.owned.values()].map((part) => part.worker ?? Promise.resolve()));
    if (!this.connectionEnded()) {
      await this.redis.zrem(redisKeys.members(this.s.prefix, this.group), this.me).catch(() => 0);
      await this.forgetConsumer();
    }
    this.log.info({ group: this.group, consumer: this.me }, 'subscription stopped');
  }

  /** Removes this consumer's name from each group where it has no pending entry left. */
  private async forgetConsumer(): Promise<void> {
    for (const { stream } of this.streams) {
      try {
        const mine = await this.redis.xpending(stream, this.group, '-', '+', 1, this.me);
        if (parsePendingReply(mine).length === 0) {
          await this.redis.xgroup('DELCONSUMER', stream, this.group, this.me);
        }
      } catch (error) {
        this.log.warn({ err: errorText(error), stream }, 'could not remove consumer from group');
      }
    }
  }

  private alive(): boolean {
    return this.running && !this.connectionEnded();
  }

  /** May this worker start another event of its partition? */
  private mayContinue(part: PartitionState): boolean {
    return this.alive() && !part.lost && performance.now() < part.validUntil - this.safetyMs;
  }

  private async pause(ms: number): Promise<void> {
    await delay(ms, undefined, { signal: this.abort.signal }).catch(() => undefined);
  }

  private async tickLoop(): Promise<void> {
    const every = Math.max(Math.floor(this.s.leaseMs / 3), 10);
    while (this.alive()) {
      await this.pause(every);
      if (!this.alive()) {
        break;
      }
      try {
        await this.tick();
      } catch (error) {
        this.log.warn({ err: errorText(error), group: this.group }, 'lease round failed');
      }
    }
    if (this.running && this.connectionEnded()) {
      this.log.error({ group: this.group, consumer: this.me }, 'redis connection closed; consumer stopped');
      for (const part of this.owned.values()) {
        part.lost = true;
      }
    }
  }

  /** Heartbeat, renew leases, then take or hand over partitions towards a fair share. */
  private async tick(): Promise<void> {
    const live = Number(
      await this.redis.eval(
        HEARTBEAT,
        1,
        redisKeys.members(this.s.prefix, this.group),
        this.me,
        this.s.leaseMs,
      ),
    );
    const parts = [...this.owned.values()];
    if (parts.length > 0) {
      const sentAt = performance.now();
      const pipeline = this.redis.pipeline();
      for (const part of parts) {
        pipeline.eval(RENEW, 1, part.leaseKey, this.me, this.s.leaseMs);
      }
      const results = (await pipeline.exec()) ?? [];
      parts.forEach((part, i) => {
        const [error, renewed] = results[i] ?? [new Error('no reply'), 0];
        if (error === null && Number(renewed) === 1) {
          part.validUntil = sentAt + this.s.leaseMs;
        } else if (!part.lost) {
          part.lost = true;
          this.log.warn({ group: this.group, stream: part.stream }, 'partition lease lost');
        }
      });
    }
    const active = [...this.owned.values()].filter((part) => !part.lost && !part.releasing);
    const fairShare = Math.ceil(this.streams.length / Math.max(live, 1));
    for (const part of active.slice(fairShare)) {
      part.releasing = true;
      this.log.info({ group: this.group, stream: part.stream }, 'handing partition over');
    }
    let count = Math.min(active.length, fairShare);
    const start = fnv1a32(this.me) % this.streams.length;
    for (let i = 0; i < this.streams.length && count < fairShare && this.alive(); i += 1) {
      const candidate = this.streams[(start + i) % this.streams.length];
      if (!candidate || this.owned.has(candidate.stream)) {
        continue;
      }
      const sentAt = performance.now();
      const taken = await this.redis.set(candidate.leaseKey, this.me, 'PX', this.s.leaseMs, 'NX');
      if (taken === 'OK') {
        count += 1;
        const part: PartitionState = {
          ...candidate,
          validUntil: sentAt + this.s.leaseMs,
          lost: false,
          releasing: false,
          reader: undefined,
          worker: undefined,
        };
        this.owned.set(part.stream, part);
        part.worker = this.work(part);
      }
    }
  }

  /** The worker of one leased partition: pending entries first, then new ones, one at a time. */
  private async work(part: PartitionState): Promise<void> {
    this.log.info({ group: this.group, consumer: this.me, stream: part.stream }, 'partition acquired');
    try {
      await this.recover(part);
      part.reader = this.s.connect('reader');
      while (this.mayContinue(part) && !part.releasing) {
        const reply = await part.reader.xreadgroup(
          'GROUP',
          this.group,
          this.me,
          'COUNT',
          this.s.batchSize,
          'BLOCK',
          this.s.blockMs,
          'STREAMS',
          part.stream,
          '>',
        );
        const entries = parseReadReply(reply);
        if (this.subscription.handleBatch && entries.length > 1) {
          await this.processBatch(part, entries);
          continue;
        }
        for (const entry of entries) {
          if (!this.mayContinue(part)) {
            break;
          }
          await this.process(part, entry);
        }
      }
    } catch (error) {
      part.lost = true;
      if (this.alive()) {
        this.log.error(
          { err: errorText(error), group: this.group, stream: part.stream },
          'partition worker failed',
        );
      }
    } finally {
      const reader = part.reader;
      part.reader = undefined;
      if (reader && reader.status !== 'end') {
        await reader.quit().catch(() => reader.disconnect());
      }
      if (!part.lost && !this.connectionEnded()) {
        await this.redis.eval(RELEASE, 1, part.leaseKey, this.me).catch(() => 0);
      }
      this.owned.delete(part.stream);
    }
  }

  /**
   * Takes over what the partition's previous owners left pending, oldest first: an entry of
   * another consumer only once it was idle `claimIdleMs` (its owner may still be finishing it).
   * New entries are read only after the pending list is empty, so a key's order holds.
   */
  private async recover(part: PartitionState): Promise<void> {
    let recovered = 0;
    while (this.mayContinue(part)) {
      const pending = parsePendingReply(
        await this.redis.xpending(part.stream, this.group, '-', '+', this.s.batchSize),
      );
      const head = pending[0];
      if (!head) {
        break;
      }
      const minIdle = head.consumer === this.me ? 0 : this.s.claimIdleMs;
      if (head.idleMs < minIdle) {
        await this.pause(Math.min(minIdle - head.idleMs + 5, 250));
        continue;
      }
      const claimed = parseAutoClaimReply(
        await this.redis.xautoclaim(
          part.stream,
          this.group,
          this.me,
          minIdle,
          head.id,
          'COUNT',
          this.s.batchSize,
        ),
      );
      // Handle claimed entries while they follow the pending list's order; re-read it otherwise.
      const expected = pending.filter((entry) => !claimed.deleted.includes(entry.id));
      let handled = 0;
      for (const [i, entry] of claimed.entries.entries()) {
        if (entry.id !== expected[i]?.id || !this.mayContinue(part)) {
          break;
        }
        await this.process(part, entry);
        handled += 1;
      }
      recovered += handled;
      if (handled === 0 && claimed.deleted.length === 0) {
        await this.pause(50);
      }
    }
    if (recovered > 0) {
      this.log.info({ group: this.group, stream: part.stream, recovered }, 'took over pending events');
    }
  }

  private attemptField(part: PartitionState, id: string): string {
    return `${part.stream}/${id}`;
  }

  /**
   * The entries of one read through `handleBatch`, when the subscription has it: their attempts
   * counted in one round trip (a consumer dying inside the batch counts for each), the batch
   * handled, then every entry acknowledged in one round trip. Entries of other types are
   * acknowledged unhandled. The one-by-one path of `process` takes over when an entry is not a
   * valid envelope, when an entry was attempted before (a redelivery after a crash), or when the
   * batch fails; the attempt counted here is then its first attempt.
   */
  private async processBatch(part: PartitionState, entries: readonly StreamEntry[]): Promise<void> {
    const { subscription } = this;
    if (!subscription.handleBatch || !this.mayContinue(part)) {
      return;
    }
    const skipped: string[] = [];
    const batch: { entry: StreamEntry; event: EventEnvelope; field: string }[] = [];
    for (const entry of entries) {
      const record = fieldsToRecord(entry.fields);
      const type = record['type'];
      if (this.types && type !== undefined && !this.types.has(type)) {
        skipped.push(entry.id);
        continue;
      }
      const decoded = decodeEnvelope(record['envelope'], this.s.knownEvents);
      if (!decoded.ok) {
        return this.processEach(part, entries);
      }
      batch.push({ entry, event: decoded.event, field: this.attemptField(part, entry.id) });
    }
    if (batch.length === 0) {
      return this.ackMany(part, skipped, []);
    }
    const attemptsKey = redisKeys.attempts(this.s.prefix, this.group);
    const counting = this.redis.pipeline();
    for (const { field } of batch) {
      counting.hincrby(attemptsKey, field, 1);
    }
    const counted = (await counting.exec()) ?? [];
    const attempts = batch.map((_, i) => {
      const [error, attempt] = counted[i] ?? [new Error('no reply'), 0];
      if (error !== null) {
        throw error;
      }
      return Number(attempt);
    });
    if (!attempts.every((attempt) => attempt === 1) || !(await this.handledTogether(part, batch))) {
      await this.ackMany(part, skipped, []);
      return this.processEach(part, batch, attempts);
    }
    await this.ackMany(
      part,
      [...skipped, ...batch.map((b) => b.entry.id)],
      batch.map((b) => b.field),
    );
  }

  /** Whether `handleBatch` applied the batch; a failure is logged and answers false. */
  private async handledTogether(
    part: PartitionState,
    batch: readonly { event: EventEnvelope }[],
  ): Promise<boolean> {
    try {
      await this.subscription.handleBatch?.(
        batch.map((b) => b.event),
        { topic: part.topic, partition: part.partition, attempt: 1 },
      );
      return true;
    } catch (error) {
      this.log.warn(
        { err: errorText(error), group: this.group, stream: part.stream, events: batch.length },
        'a batch of events failed: handling them one by one',
      );
      return false;
    }
  }

  /** The entries one by one; `counted[i]`: the attempt already counted for the i-th. */
  private async processEach(
    part: PartitionState,
    entries: readonly (StreamEntry | { entry: StreamEntry })[],
    counted: readonly number[] = [],
  ): Promise<void> {
    for (const [i, item] of entries.entries()) {
      if (!this.mayContinue(part)) {
        return;
      }
      await this.process(part, 'entry' in item ? item.entry : item, counted[i]);
    }
  }

  /** Acknowledges the entries and forgets the attempts of `fields`, in one round trip. */
  private async ackMany(
    part: PartitionState,
    ids: readonly string[],
    fields: readonly string[],
  ): Promise<void> {
    if (ids.length === 0) {
      return;
    }
    const transaction = this.redis.multi().xack(part.stream, this.group, ...ids);
    if (fields.length > 0) {
      transaction.hdel(
        redisKeys.attempts(this.s.prefix, this.group),
        ...fields.flatMap((field) => [field, `${field}:error`]),
      );
    }
    await transaction.exec();
  }

  /**
   * Handles one entry: retried in place until it succeeds or goes to the dead-letter stream.
   * `counted`: its first attempt was already counted (by processBatch), with this number.
   */
  private async process(part: PartitionState, entry: StreamEntry, counted?: number): Promise<void> {
    const record = fieldsToRecord(entry.fields);
    const type = record['type'];
    if (this.types && type !== undefined && !this.types.has(type)) {
      await this.ack(part, entry.id);
      return;
    }
    const decoded = decodeEnvelope(record['envelope'], this.s.knownEvents);
    if (!decoded.ok) {
      await this.deadLetter(part, entry, decoded.error, 0);
      return;
    }
    const attemptsKey = redisKeys.attempts(this.s.prefix, this.group);
    const field = this.attemptField(part, entry.id);
    let precounted = counted;
    for (;;) {
      // Counted before the handler runs, so a consumer dying inside the handler also counts.
      const attempt = precounted ?? (await this.redis.hincrby(attemptsKey, field, 1));
      precounted = undefined;
      if (attempt > this.maxAttempts) {
        const lastError =
          (await this.redis.hget(attemptsKey, `${field}:error`)) ?? 'consumer stopped while handling';
        await this.deadLetter(part, entry, lastError, attempt - 1);
        return;
      }
      try {
        await this.subscription.handle(decoded.event, {
          topic: part.topic,
          partition: part.partition,
          attempt,
        });
      } catch (error) {
        const message = errorText(error);
        await this.redis.hset(attemptsKey, `${field}:error`, message);
        this.log.warn(
          {
            err: message,
            group: this.group,
            eventId: decoded.event.eventId,
            type: decoded.event.type,
            attempt,
          },
          'event handler failed',
        );
        if (attempt >= this.maxAttempts) {
          await this.deadLetter(part, entry, message, attempt);
          return;
        }
        await this.pause(this.s.retryDelayMs * attempt);
        if (!this.mayContinue(part)) {
          return;
        }
        continue;
      }
      await this.ack(part, entry.id);
      return;
    }
  }

  private async ack(part: PartitionState, id: string): Promise<void> {
    const field = this.attemptField(part, id);
    await this.redis
      .multi()
      .xack(part.stream, this.group, id)
      .hdel(redisKeys.attempts(this.s.prefix, this.group), field, `${field}:error`)
      .exec();
  }

  private async deadLetter(
    part: PartitionState,
    entry: StreamEntry,
    error: string,
    attempts: number,
  ): Promise<void> {
    const field = this.attemptField(part, entry.id);
    const record = fieldsToRecord(entry.fields);
    await this.redis
      .multi()
      .xadd(
        redisKeys.deadLetters(this.s.prefix, this.group),
        'MAXLEN',
        '~',
        this.s.maxLen,
        '*',
        ...entry.fields,
        'error',
        error,
        'attempts',
        attempts,
        'group',
        this.group,
        'source',
        `${part.stream}/${entry.id}`,
        'deadLetteredAt',
        new Date().toISOString(),
      )
      .xack(part.stream, this.group, entry.id)
      .hdel(redisKeys.attempts(this.s.prefix, this.group), field, `${field}:error`)
      .exec();
    this.log.error(
      { group: this.group, eventId: record['eventId'], type: record['type'], attempts, err: error },
      'event moved to the dead-letter stream',
    );
  }
}
