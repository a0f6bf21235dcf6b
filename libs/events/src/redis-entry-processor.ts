// How a partition's worker handles the entries it reads: one by one with retries in place, or a
// read at once through the subscription's handleBatch; acknowledged when handled, moved to the
// dead-letter stream when they fail too often or are no event the consumers know.
import type { EventEnvelope } from '@timber/contracts';
import type Redis from 'ioredis';
import type { Subscription } from './event-bus.port';
import { decodeEnvelope, fieldsToRecord } from './event-codec';
import { type DeadLetterReason, eventMetrics } from './event-metrics';
import { carriedTrace, handleTraced } from './event-trace';
import { errorText, type EventsLogger } from './logger';
import { moveToDeadLetters } from './redis-dead-letters';
import type { StreamEntry } from './redis-replies';
import { redisKeys, type Settings } from './redis-streams-settings';

/** The partition stream an entry was read from. */
export interface StreamPartition {
  topic: string;
  partition: number;
  stream: string;
}

/** What the entry processor asks of the partition's worker. */
export interface PartitionWorker<P extends StreamPartition> {
  /** May the worker start another event of its partition (the lease still surely held)? */
  mayContinue(part: P): boolean;
  /** Waits, cut short when the consumer stops. */
  pause(ms: number): Promise<void>;
}

/** An event with the trace context its entry carries. */
const traced = ({ entry, event }: { entry: StreamEntry; event: EventEnvelope }) => {
  const record = fieldsToRecord(entry.fields);
  return { event, trace: carriedTrace((name) => record[name]) };
};

/** The entries of one subscription's partitions: handled, acknowledged or dead-lettered. */
export class RedisEntryProcessor<P extends StreamPartition> {
  private readonly group: string;
  private readonly types: ReadonlySet<string> | undefined;
  private readonly maxAttempts: number;

  constructor(
    private readonly s: Settings,
    private readonly redis: Redis,
    private readonly subscription: Subscription,
    private readonly worker: PartitionWorker<P>,
  ) {
    this.group = subscription.group;
    this.types = subscription.types ? new Set(subscription.types) : undefined;
    this.maxAttempts = subscription.maxAttempts ?? 5;
  }

  private get log(): EventsLogger {
    return this.s.logger;
  }

  private attemptField(part: P, id: string): string {
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
  async processBatch(part: P, entries: readonly StreamEntry[]): Promise<void> {
    const { subscription } = this;
    if (!subscription.handleBatch || !this.worker.mayContinue(part)) {
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
    part: P,
    batch: readonly { entry: StreamEntry; event: EventEnvelope }[],
  ): Promise<boolean> {
    try {
      await eventMetrics().runHandler(this.group, part.topic, batch.length, () =>
        handleTraced(this.group, part.topic, batch.map(traced), async () =>
          this.subscription.handleBatch?.(
            batch.map((b) => b.event),
            { topic: part.topic, partition: part.partition, attempt: 1 },
          ),
        ),
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
    part: P,
    entries: readonly (StreamEntry | { entry: StreamEntry })[],
    counted: readonly number[] = [],
  ): Promise<void> {
    for (const [i, item] of entries.entries()) {
      if (!this.worker.mayContinue(part)) {
        return;
      }
      await this.process(part, 'entry' in item ? item.entry : item, counted[i]);
    }
  }

  /** Acknowledges the entries and forgets the attempts of `fields`, in one round trip. */
  private async ackMany(part: P, ids: readonly string[], fields: readonly string[]): Promise<void> {
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
  async process(part: P, entry: StreamEntry, counted?: number): Promise<void> {
    const record = fieldsToRecord(entry.fields);
    const type = record['type'];
    if (this.types && type !== undefined && !this.types.has(type)) {
      await this.ack(part, entry.id);
      return;
    }
    const decoded = decodeEnvelope(record['envelope'], this.s.knownEvents);
    if (!decoded.ok) {
      await this.deadLetter(part, entry, decoded.error, 0, decoded.reason);
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
        await this.deadLetter(part, entry, lastError, attempt - 1, 'handler_failed');
        return;
      }
      try {
        const trace = carriedTrace((name) => record[name]);
        await eventMetrics().runHandler(this.group, part.topic, 1, () =>
          handleTraced(this.group, part.topic, [{ event: decoded.event, trace }], () =>
            this.subscription.handle(decoded.event, {
              topic: part.topic,
              partition: part.partition,
              attempt,
            }),
          ),
        );
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
          await this.deadLetter(part, entry, message, attempt, 'handler_failed');
          return;
        }
        eventMetrics().retried(this.group, part.topic);
        await this.worker.pause(this.s.retryDelayMs * attempt);
        if (!this.worker.mayContinue(part)) {
          return;
        }
        continue;
      }
      await this.ack(part, entry.id);
      return;
    }
  }

  private async ack(part: P, id: string): Promise<void> {
    const field = this.attemptField(part, id);
    await this.redis
      .multi()
      .xack(part.stream, this.group, id)
      .hdel(redisKeys.attempts(this.s.prefix, this.group), field, `${field}:error`)
      .exec();
  }

  private async deadLetter(
    part: P,
    entry: StreamEntry,
    error: string,
    attempts: number,
    reason: DeadLetterReason,
  ): Promise<void> {
    await moveToDeadLetters(this.redis, this.s, {
      group: this.group,
      stream: part.stream,
      entry,
      error,
      attempts,
      attemptField: this.attemptField(part, entry.id),
    });
    eventMetrics().deadLettered(this.group, part.topic, reason);
  }
}
