import { type EventEnvelope } from '@timber/contracts';
import {
  type Admin,
  type Consumer,
  type EachMessagePayload,
  type IHeaders,
  Kafka,
  type KafkaConfig,
  logLevel,
  type Message,
  Partitioners,
  type Producer,
} from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { type DeadLetter, type DeadLetterReader } from './dead-letter';
import {
  type EncodedEvent,
  type EventBus,
  type Subscription,
  type SubscriptionHandle,
} from './event-bus.port';
import { decodeEnvelope, encodeEvents } from './event-codec';
import { errorText, type EventsLogger, silentLogger } from './logger';
import { topicFor } from './topic';

export interface KafkaEventBusConfig {
  brokers: string[];
  clientId: string;
  /** First segment of every topic and consumer group id. Default `events`. */
  topicPrefix?: string;
  /** Partitions of the topics this bus creates when they are missing. Default 8. */
  partitions?: number;
  /** Replication factor of created topics. Default: the broker's `default.replication.factor`. */
  replicationFactor?: number;
  /** Pause before retrying a failed handler, times the attempt number. Default 200. */
  retryDelayMs?: number;
  /** Consumer session timeout: how soon a dead consumer's partitions move on. Default 30 000. */
  sessionTimeoutMs?: number;
  /**
   * How long a rebalance waits for the group's members to rejoin. A member that died is waited
   * for this long before its partitions move on (the session timeout does not cut a rebalance
   * short), so it bounds a takeover after a crash; a live member needs only to finish the event in
   * hand. Default 20 000.
   */
  rebalanceTimeoutMs?: number;
  /** Where a new consumer group starts: the oldest retained message (default) or only new ones. */
  fromBeginning?: boolean;
  logger?: EventsLogger;
  /** Further kafkajs client options: ssl, sasl, retry, socketFactory, connectionTimeout. */
  kafka?: Omit<KafkaConfig, 'brokers' | 'clientId'>;
}

const header = (headers: IHeaders | undefined, name: string): string | undefined => {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
};

/**
 * The event bus on Kafka (kafkajs). Each topic (bounded context) is a Kafka topic
 * `<prefix>.<topic>`; the message key is the partition key, so a key's events share a partition
 * and keep their order. A subscription is a consumer group `<prefix>.<group>`; each partition is
 * handled sequentially and its offset is committed only after the handler succeeded (or the event
 * went to the dead-letter topic `<prefix>.dlq.<group>` after `maxAttempts`).
 */
export class KafkaEventBus implements EventBus, DeadLetterReader {
  private readonly kafka: Kafka;
  private readonly prefix: string;
  private readonly partitions: number;
  private readonly replicationFactor: number | undefined;
  private readonly retryDelayMs: number;
  private readonly sessionTimeoutMs: number;
  private readonly rebalanceTimeoutMs: number;
  private readonly fromBeginning: boolean;
  private readonly logger: EventsLogger;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly knownTopics = new Set<string>();
  private readonly consumers = new Set<KafkaGroupConsumer>();
  private connecting: Promise<void> | undefined;

  constructor(config: KafkaEventBusConfig) {
    this.logger = config.logger ?? silentLogger;
    this.kafka = new Kafka({
      logLevel: logLevel.WARN,
      logCreator: () => (entry) => {
        const fields = { kafka: entry.namespace, ...entry.log };
        if (entry.level <= logLevel.ERROR) {
          this.logger.error(fields, entry.log.message);
        } else {
          this.logger.warn(fields, entry.log.message);
        }
      },
      ...config.kafka,
      brokers: config.brokers,
      clientId: config.clientId,
    });
    this.prefix = config.topicPrefix ?? 'events';
    this.partitions = config.partitions ?? 8;
    this.replicationFactor = config.replicationFactor;
    this.retryDelayMs = config.retryDelayMs ?? 200;
    this.sessionTimeoutMs = config.sessionTimeoutMs ?? 30_000;
    this.rebalanceTimeoutMs = config.rebalanceTimeoutMs ?? 20_000;
    this.fromBeginning = config.fromBeginning ?? true;
    // Idempotent with one request in flight: a retried send never reorders or duplicates a batch.
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = this.kafka.admin();
  }

  topicName(topic: string): string {
    return `${this.prefix}.${topic}`;
  }

  deadLetterTopic(group: string): string {
    return `${this.prefix}.dlq.${group}`;
  }

  private connect(): Promise<void> {
    this.connecting ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(() => undefined);
    return this.connecting;
  }

  private async ensureTopics(topics: readonly string[]): Promise<void> {
    const missing = topics.filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) {
      return;
    }
    await this.connect();
    await this.admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: this.partitions,
        ...(this.replicationFactor === undefined ? {} : { replicationFactor: this.replicationFactor }),
      })),
    });
    missing.forEach((topic) => this.knownTopics.add(topic));
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    await this.publishEncoded(encodeEvents(events));
  }

  async publishEncoded(events: readonly EncodedEvent[]): Promise<void> {
    if (events.length === 0) {
      return;
    }
    const byTopic = new Map<string, Message[]>();
    for (const event of events) {
      const topic = topicFor(event.type);
      const name = this.topicName(topic);
      const messages = byTopic.get(name) ?? [];
      messages.push({
        key: event.partitionKey,
        value: event.body,
        headers: { type: event.type, eventId: event.eventId },
      });
      byTopic.set(name, messages);
    }
    await this.ensureTopics([...byTopic.keys()]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async subscribe(subscription: Subscription): Promise<SubscriptionHandle> {
    if (subscription.topics.length === 0) {
      throw new Error(`subscription "${subscription.group}" names no topic`);
    }
    await this.ensureTopics(subscription.topics.map((topic) => this.topicName(topic)));
    const consumer = new KafkaGroupConsumer(this, subscription, {
      groupId: `${this.prefix}.${subscription.group}`,
      retryDelayMs: this.retryDelayMs,
      sessionTimeoutMs: this.sessionTimeoutMs,
      rebalanceTimeoutMs: this.rebalanceTimeoutMs,
      fromBeginning: this.fromBeginning,
      partitions: this.partitions,
      logger: this.logger,
    });
    this.consumers.add(consumer);
    await consumer.start(this.kafka);
    return {
      stop: async () => {
        await consumer.stop();
        this.consumers.delete(consumer);
      },
    };
  }

  /** @internal Used by the group consumer: dead letters keep the original key, body and headers. */
  async sendDeadLetter(
    group: string,
    payload: EachMessagePayload,
    error: string,
    attempts: number,
  ): Promise<void> {
    const topic = this.deadLetterTopic(group);
    await this.ensureTopics([topic]);
    const { message } = payload;
    await this.producer.send({
      topic,
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            error,
            attempts: String(attempts),
            group,
            source: `${payload.topic}/${payload.partition}/${message.offset}`,
            deadLetteredAt: new Date().toISOString(),
          },
        },
      ],
    });
  }

  /**
   * Everything in a group's dead-letter topic, oldest first (per partition): reads it with a
   * throw-away consumer group up to the offsets that exist when called.
   */
  async readDeadLetters(group: string, timeoutMs = 15_000): Promise<DeadLetter[]> {
    const topic = this.deadLetterTopic(group);
    await this.ensureTopics([topic]);
    const ends = await this.admin.fetchTopicOffsets(topic);
    const remaining = new Map(
      ends
        .filter((end) => Number(end.high) > Number(end.low))
        .map((end) => [end.partition, BigInt(end.high) - 1n] as const),
    );
    const letters: DeadLetter[] = [];
    if (remaining.size === 0) {
      return letters;
    }
    const reader = this.kafka.consumer({ groupId: `${this.prefix}.dlq-reader.${randomUUID()}` });
    await reader.connect();
    try {
      await reader.subscribe({ topic, fromBeginning: true });
      const done = new Promise<void>((resolve) => {
        void reader.run({
          eachMessage: ({ partition, message }) => {
            const body = message.value?.toString() ?? null;
            const decoded = decodeEnvelope(body);
            letters.push({
              group: header(message.headers, 'group') ?? group,
              source: header(message.headers, 'source') ?? '',
              eventId: header(message.headers, 'eventId') ?? null,
              type: header(message.headers, 'type') ?? null,
              error: header(message.headers, 'error') ?? '',
              attempts: Number(header(message.headers, 'attempts') ?? 0),
              deadLetteredAt: header(message.headers, 'deadLetteredAt') ?? '',
              event: decoded.ok ? decoded.event : null,
              body,
            });
            const last = remaining.get(partition);
            if (last !== undefined && BigInt(message.offset) >= last) {
              remaining.delete(partition);
            }
            if (remaining.size === 0) {
              resolve();
            }
            return Promise.resolve();
          },
        });
      });
      await Promise.race([
        done,
        delay(timeoutMs).then(() => {
          throw new Error(`reading ${topic} timed out after ${timeoutMs} ms`);
        }),
      ]);
      return letters;
    } finally {
      await reader.disconnect();
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    this.consumers.clear();
    if (this.connecting) {
      await Promise.all([this.producer.disconnect(), this.admin.disconnect()]);
      this.connecting = undefined;
    }
  }
}

interface GroupOptions {
  groupId: string;
  retryDelayMs: number;
  sessionTimeoutMs: number;
  rebalanceTimeoutMs: number;
  fromBeginning: boolean;
  partitions: number;
  logger: EventsLogger;
}

class KafkaGroupConsumer {
  private consumer: Consumer | undefined;
  private readonly abort = new AbortController();
  private readonly types: ReadonlySet<string> | undefined;
  private readonly maxAttempts: number;
  private stopping = false;

  constructor(
    private readonly bus: KafkaEventBus,
    private readonly subscription: Subscription,
    private readonly options: GroupOptions,
  ) {
    this.types = subscription.types ? new Set(subscription.types) : undefined;
    this.maxAttempts = subscription.maxAttempts ?? 5;
  }

  async start(kafka: Kafka): Promise<void> {
    const consumer = kafka.consumer({
      groupId: this.options.groupId,
      sessionTimeout: this.options.sessionTimeoutMs,
      rebalanceTimeout: this.options.rebalanceTimeoutMs,
      heartbeatInterval: Math.max(Math.floor(this.options.sessionTimeoutMs / 10), 100),
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({
      topics: this.subscription.topics.map((topic) => this.bus.topicName(topic)),
      fromBeginning: this.options.fromBeginning,
    });
    await consumer.run({
      autoCommit: false,
      // Partitions in parallel; within one partition kafkajs hands messages over one at a time.
      partitionsConsumedConcurrently: this.options.partitions,
      eachMessage: (payload) => this.handleMessage(payload),
    });
  }

  /** Lets the in-flight message finish (kafkajs waits for it), then leaves the group. */
  async stop(): Promise<void> {
    if (this.stopping) {
      return;
    }
    this.stopping = true;
    this.abort.abort();
    await this.consumer?.disconnect();
  }

  private async commit(payload: EachMessagePayload): Promise<void> {
    const next = (BigInt(payload.message.offset) + 1n).toString();
    await this.consumer?.commitOffsets([
      { topic: payload.topic, partition: payload.partition, offset: next },
    ]);
  }

  private async handleMessage(payload: EachMessagePayload): Promise<void> {
    if (this.stopping) {
      // Not committed: the group's next owner of this partition starts here.
      return;
    }
    const { message } = payload;
    const group = this.subscription.group;
    const type = header(message.headers, 'type');
    if (this.types && type !== undefined && !this.types.has(type)) {
      await this.commit(payload);
      return;
    }
    const decoded = decodeEnvelope(message.value);
    if (!decoded.ok) {
      await this.bus.sendDeadLetter(group, payload, decoded.error, 0);
      await this.commit(payload);
      return;
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.subscription.handle(decoded.event, {
          topic: topicFor(decoded.event.type),
          partition: payload.partition,
          attempt,
        });
        await this.commit(payload);
        return;
      } catch (error) {
        const text = errorText(error);
        this.options.logger.warn(
          { err: text, group, eventId: decoded.event.eventId, type: decoded.event.type, attempt },
          'event handler failed',
        );
        if (attempt >= this.maxAttempts) {
          await this.bus.sendDeadLetter(group, payload, text, attempt);
          await this.commit(payload);
          this.options.logger.error(
            { group, eventId: decoded.event.eventId, type: decoded.event.type, attempts: attempt, err: text },
            'event moved to the dead-letter topic',
          );
          return;
        }
        await delay(this.options.retryDelayMs * attempt, undefined, { signal: this.abort.signal }).catch(
          () => undefined,
        );
        await payload.heartbeat();
        if (this.stopping) {
          return;
        }
      }
    }
  }
}
