// One subscription's group membership on Redis Streams: a heartbeat, the partitions it leases
// towards a fair share, and one sequential worker per leased partition that first takes over what
// earlier owners left pending (claiming stale entries), then reads new entries.
import type Redis from 'ioredis';
import { setTimeout as delay } from 'node:timers/promises';
import type { Subscription } from './event-bus.port';
import { eventMetrics } from './event-metrics';
import { errorText, type EventsLogger } from './logger';
import { fnv1a32 } from './partition';
import { RedisEntryProcessor } from './redis-entry-processor';
import { parseAutoClaimReply, parsePendingReply, parseReadReply } from './redis-replies';
import { redisKeys, type Settings } from './redis-streams-settings';
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
export class RedisGroupConsumer {
  private readonly group: string;
  private readonly me: string;
  private readonly entries: RedisEntryProcessor<PartitionState>;
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
    this.safetyMs = Math.max(Math.floor(s.leaseMs / 4), 1);
    this.streams = subscription.topics.flatMap((topic) =>
      Array.from({ length: s.partitions }, (_, partition) => ({
        topic,
        partition,
        stream: redisKeys.stream(s.prefix, topic, partition),
        leaseKey: redisKeys.lease(s.prefix, this.group, topic, partition),
      })),
    );
    this.entries = new RedisEntryProcessor(s, redis, subscription, {
      mayContinue: (part) => this.mayContinue(part),
      pause: (ms) => this.pause(ms),
    });
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
    eventMetrics().watchGroup(this.group, this.subscription.topics);
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
          await this.entries.processBatch(part, entries);
          continue;
        }
        for (const entry of entries) {
          if (!this.mayContinue(part)) {
            break;
          }
          await this.entries.process(part, entry);
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
        await this.entries.process(part, entry);
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
}
