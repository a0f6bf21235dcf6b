import type { EventEnvelope } from '@timber/contracts';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DeadLetter, DeadLetterReader } from './dead-letter';
import type { EncodedEvent, EventBus, Subscription, SubscriptionHandle } from './event-bus.port';
import { encodeEvents, streamFields } from './event-codec';
import { errorText, silentLogger } from './logger';
import { partitionOf, routingKey } from './partition';
import { readDeadLettersOf } from './redis-dead-letters';
import { RedisGroupConsumer } from './redis-group-consumer';
import { parseGroupBacklogs } from './redis-replies';
import { redisKeys, type RedisStreamsEventBusConfig, type Settings } from './redis-streams-settings';
import { topicFor } from './topic';

export {
  redisKeys,
  type RedisConnectionPurpose,
  type RedisStreamsEventBusConfig,
} from './redis-streams-settings';

/**
 * The event bus on Redis Streams. Each topic (bounded context) has `partitions` streams and an
 * event goes to the one of its tenant and partition key (routingKey, as Kafka's message key), so
 * events of one key stay in order. A consumer group leases each partition to one member at a time
 * and that member handles it sequentially; see docs/architecture/events.md for leases, takeover, retries and the
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

  /**
   * Every group's unhandled events of `topic` (XINFO GROUPS of each of its partition streams, one
   * round trip), summed by group. A stream not made yet has no group.
   */
  async topicLag(topic: string): Promise<Map<string, number>> {
    const pipeline = this.command.pipeline();
    for (let partition = 0; partition < this.settings.partitions; partition += 1) {
      pipeline.xinfo('GROUPS', redisKeys.stream(this.settings.prefix, topic, partition));
    }
    const lag = new Map<string, number>();
    for (const [error, reply] of (await pipeline.exec()) ?? []) {
      if (error) {
        if (errorText(error).includes('no such key')) {
          continue;
        }
        throw error;
      }
      for (const [group, backlog] of parseGroupBacklogs(reply)) {
        lag.set(group, (lag.get(group) ?? 0) + backlog);
      }
    }
    return lag;
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
    return readDeadLettersOf(this.command, this.settings.prefix, group, count);
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
