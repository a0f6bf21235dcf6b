import { type EventEnvelope } from '@timber/contracts';
import { cachedReader } from '@timber/telemetry';
import {
  type Admin,
  type EachMessagePayload,
  type Kafka,
  type KafkaConfig,
  Partitioners,
  type PartitionMetadata,
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
import { decodeEnvelope, encodeEvents, type KnownEvents } from './event-codec';
import { eventMetrics } from './event-metrics';
import { traceHeaders } from './event-trace';
import { type PartitionBatch, partitionSlot, sendAcknowledged } from './kafka-acknowledged-send';
import { type GroupOptions, header, KafkaGroupConsumer } from './kafka-group-consumer';
import { kafkaTopicLag } from './kafka-lag';
import {
  createMissingTopics,
  kafkaClient,
  type KafkaTopicSettings,
  type WantedKafkaTopic,
} from './kafka-topic-admin';
import { KAFKA_DEAD_LETTER_TOPIC, kafkaTopicSpec } from './kafka-topics';
import { correctKafkajsIdleTimer } from './kafkajs-idle-timer';
import { type EventsLogger, silentLogger } from './logger';
import { routingKey } from './partition';
import { topicFor } from './topic';

correctKafkajsIdleTimer();

/**
 * How long a consumer group's lag read from the brokers serves the scrapes after it, unless told
 * (lagCacheMs): a read is a request per topic, and several Prometheus replicas may scrape every
 * few seconds.
 */
export const KAFKA_LAG_CACHE_MS = 5_000;

/** How many members of a subscription's consumer group a bus runs, unless told (membersPerSubscription). */
export const KAFKA_MEMBERS_PER_SUBSCRIPTION = 2;

export interface KafkaEventBusConfig extends KafkaTopicSettings {
  brokers: string[];
  clientId: string;
  /** First segment of every topic and consumer group id. Default `events`. */
  topicPrefix?: string;
  /**
   * The event types and versions consumers read (the services pass EVENT_CATALOGUE): a message of
   * another type or of a newer version goes to the dead-letter topic at once. Any type when absent.
   */
  knownEvents?: KnownEvents;
  /** Pause before retrying a failed handler, times the attempt number. Default 200. */
  retryDelayMs?: number;
  /**
   * Consumer session timeout: how soon the partitions of a consumer that died without leaving
   * (SIGKILL, a lost machine) move on to the group's others (tools/drill/consumer-failover.ts
   * measured the takeover at about this plus half a second). Heartbeats go every tenth of it.
   * Default 10 000.
   */
  sessionTimeoutMs?: number;
  /**
   * How long a rebalance waits for the group's live members to rejoin: each finishes the event in
   * hand first, so this bounds a handler's time during a rebalance. Default 20 000.
   */
  rebalanceTimeoutMs?: number;
  /**
   * How long a fetch waits on the broker for new messages. kafkajs heartbeats between fetches, so
   * an idle consumer learns of a rebalance (a replica joining or leaving) only this late, and the
   * whole group waits for it; it must stay well below the session timeout. Default 1 000.
   */
  maxWaitTimeMs?: number;
  /** Where a new consumer group starts: the oldest retained message (default) or only new ones. */
  fromBeginning?: boolean;
  /**
   * Members of a subscription's consumer group in this process, each with its share of the
   * partitions. kafkajs fetches from a broker again only once the batches of its last fetch are
   * handled, so one member idles while its fetch is out; a second fetches meanwhile
   * (tools/bench/events: a backlog reached the handler about 1.4 times faster). Default
   * KAFKA_MEMBERS_PER_SUBSCRIPTION.
   */
  membersPerSubscription?: number;
  /**
   * How long a group's lag read from the brokers (events_consumer_lag, at a scrape) is reused.
   * Default KAFKA_LAG_CACHE_MS.
   */
  lagCacheMs?: number;
  logger?: EventsLogger;
  /** Further kafkajs client options: ssl, sasl, retry, socketFactory, connectionTimeout. */
  kafka?: Omit<KafkaConfig, 'brokers' | 'clientId'>;
}

/**
 * The event bus on Kafka (kafkajs).
 *
 * Topics: each topic (bounded context) is a Kafka topic `<prefix>.<topic>`, as the topic table
 * (KAFKA_EVENT_TOPICS) says: its partitions and retention, the deployment's replication and
 * `min.insync.replicas`. The brokers never auto-create a topic; ensureKafkaTopics creates them
 * before the services start, and this bus creates one still missing when it first uses it
 * (dead-letter topics always so: KAFKA_DEAD_LETTER_TOPIC).
 *
 * Keys and order: the message key is the event's tenant and partition key (routingKey), so the
 * events of one aggregate share a partition and keep their order, and two tenants' aggregates with
 * equal ids do not share it for no reason. The producer is idempotent with acks=all: a retried
 * send is neither duplicated nor reordered, and an acknowledged event is on `min.insync.replicas`
 * brokers.
 *
 * Consumer groups: a subscription is the consumer group `<prefix>.<group>`, one per `@OnEvent`
 * consumer (e.g. `timber.orders.sheets`), owned by one service; the service's replicas share it.
 * Consumers are not merged into one group per service: each group has its own offsets, so a slow or
 * failing consumer never holds back another's partitions, and each has its own inbox (its group is
 * its consumer name in processed_events) and its own dead-letter topic.
 *
 * Delivery: each partition is handled sequentially and its offset is committed only after the
 * handler succeeded, or after the event went to the dead-letter topic `<prefix>.dlq.<group>`:
 * after `maxAttempts` failed runs, or at once (attempts 0) when the message is no event the
 * consumers know (not JSON, no envelope, a type or version `knownEvents` does not list), with the
 * reason in its `error` header. The consumer carries on with the next message either way; the
 * inbox applies a redelivered event once.
 */
export class KafkaEventBus implements EventBus, DeadLetterReader {
  private readonly kafka: Kafka;
  private readonly prefix: string;
  private readonly topicSettings: KafkaTopicSettings;
  private readonly knownEvents: KnownEvents | undefined;
  private readonly retryDelayMs: number;
  private readonly sessionTimeoutMs: number;
  private readonly rebalanceTimeoutMs: number;
  private readonly maxWaitTimeMs: number;
  private readonly fromBeginning: boolean;
  private readonly membersPerSubscription: number;
  private readonly lagCacheMs: number;
  private readonly logger: EventsLogger;
  private readonly producer: Producer;
  private readonly admin: Admin;
  /** The topics known to exist, with their partitions (what the partitioner spreads keys over). */
  private readonly knownTopics = new Map<string, PartitionMetadata[]>();
  private readonly partitioner = Partitioners.DefaultPartitioner();
  private readonly consumers = new Set<KafkaGroupConsumer>();
  /** what ends the reporting of each subscription's lag (events_consumer_lag) */
  /** each topic's lag read (topicLag), kept lagCacheMs */
  private readonly lagReads = new Map<string, () => Promise<Map<string, number>>>();
  private connecting: Promise<void> | undefined;

  constructor(config: KafkaEventBusConfig) {
    this.logger = config.logger ?? silentLogger;
    this.kafka = kafkaClient(
      { ...config.kafka, brokers: config.brokers, clientId: config.clientId },
      this.logger,
    );
    this.prefix = config.topicPrefix ?? 'events';
    this.topicSettings = {
      ...(config.replicationFactor === undefined ? {} : { replicationFactor: config.replicationFactor }),
      ...(config.minInsyncReplicas === undefined ? {} : { minInsyncReplicas: config.minInsyncReplicas }),
    };
    this.knownEvents = config.knownEvents;
    this.retryDelayMs = config.retryDelayMs ?? 200;
    this.sessionTimeoutMs = config.sessionTimeoutMs ?? 10_000;
    this.rebalanceTimeoutMs = config.rebalanceTimeoutMs ?? 20_000;
    this.maxWaitTimeMs = config.maxWaitTimeMs ?? 1_000;
    this.fromBeginning = config.fromBeginning ?? true;
    this.membersPerSubscription = config.membersPerSubscription ?? KAFKA_MEMBERS_PER_SUBSCRIPTION;
    this.lagCacheMs = config.lagCacheMs ?? KAFKA_LAG_CACHE_MS;
    if (!Number.isInteger(this.membersPerSubscription) || this.membersPerSubscription < 1) {
      throw new Error(
        `membersPerSubscription must be a whole number from 1, not ${this.membersPerSubscription}`,
      );
    }
    // Idempotent (kafkajs then sends with acks=all and retries without end): the broker drops a
    // retried batch it already has, by the producer's sequence numbers. One request in flight per
    // connection keeps a key's batches in order (idempotence allows five; kafkajs serializes an
    // idempotent producer's requests to a broker anyway).
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

  private eventTopic(topic: string): WantedKafkaTopic {
    return { topic: this.topicName(topic), spec: kafkaTopicSpec(topic) };
  }

  private deadLetterTopicOf(group: string): WantedKafkaTopic {
    return { topic: this.deadLetterTopic(group), spec: KAFKA_DEAD_LETTER_TOPIC };
  }

  private connect(): Promise<void> {
    this.connecting ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(() => undefined);
    return this.connecting;
  }

  /** Creates those of `topics` this bus has not seen yet and that do not exist, as the table says. */
  private async ensureTopics(topics: readonly WantedKafkaTopic[]): Promise<void> {
    const unseen = topics.filter(({ topic }) => !this.knownTopics.has(topic));
    if (unseen.length === 0) {
      return;
    }
    await this.connect();
    const created = await createMissingTopics(this.admin, unseen, this.topicSettings);
    if (created.length > 0) {
      this.logger.info({ topics: created }, 'created Kafka topics');
    }
    const { topics: described } = await this.admin.fetchTopicMetadata({
      topics: unseen.map(({ topic }) => topic),
    });
    described.forEach(({ name, partitions }) => this.knownTopics.set(name, partitions));
  }

  /** The partition kafkajs's default partitioner (murmur2 of the key, as Java's) gives a key. */
  private partitionOf(topic: string, key: string): number {
    return this.partitioner({
      topic,
      partitionMetadata: this.knownTopics.get(topic) ?? [],
      message: { key, value: null },
    });
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    await this.publishEncoded(encodeEvents(events));
  }

  async publishEncoded(events: readonly EncodedEvent[]): Promise<void> {
    if (events.length === 0) {
      return;
    }
    const topics = events.map((event) => this.eventTopic(topicFor(event.type)));
    await this.ensureTopics([...new Map(topics.map((wanted) => [wanted.topic, wanted])).values()]);
    // One batch, and a check that every partition in it was answered: kafkajs 2.2.4 skips the
    // messages of a partition whose leader moved, within one call, to a broker that had already
    // answered that call, and reports success (seen by tools/drill/broker-loss.ts: 2 to 8 events
    // lost per broker killed; kafkajs#1798). The skipped partitions are absent from the call's
    // RecordMetadata, so they are sent again. (A call per partition avoided the bug but waited on
    // the idempotent producer's lock per broker: publishing idled 40% of the time.)
    const byPartition = new Map<string, PartitionBatch>();
    events.forEach((event, index) => {
      const { topic } = topics[index]!;
      const key = routingKey(event);
      const partition = this.partitionOf(topic, key);
      const slot = partitionSlot(topic, partition);
      const entry = byPartition.get(slot) ?? { topic, partition, messages: [] };
      entry.messages.push({
        key,
        partition,
        value: event.body,
        headers: { type: event.type, eventId: event.eventId, ...traceHeaders(event) },
      });
      byPartition.set(slot, entry);
    });
    await sendAcknowledged(
      (topicMessages) => this.producer.sendBatch({ acks: -1, topicMessages }),
      [...byPartition.values()],
      this.logger,
    );
  }

  async subscribe(subscription: Subscription): Promise<SubscriptionHandle> {
    if (subscription.topics.length === 0) {
      throw new Error(`subscription "${subscription.group}" names no topic`);
    }
    const topics = subscription.topics.map((topic) => this.eventTopic(topic));
    await this.ensureTopics([...topics, this.deadLetterTopicOf(subscription.group)]);
    const options: GroupOptions = {
      groupId: `${this.prefix}.${subscription.group}`,
      knownEvents: this.knownEvents,
      retryDelayMs: this.retryDelayMs,
      sessionTimeoutMs: this.sessionTimeoutMs,
      rebalanceTimeoutMs: this.rebalanceTimeoutMs,
      maxWaitTimeMs: this.maxWaitTimeMs,
      fromBeginning: this.fromBeginning,
      // every partition of the group's topics at once (each one still sequentially)
      partitions: topics.reduce((sum, { spec }) => sum + spec.partitions, 0),
      logger: this.logger,
    };
    const members = Array.from(
      { length: this.membersPerSubscription },
      () => new KafkaGroupConsumer(this, subscription, options),
    );
    members.forEach((member) => this.consumers.add(member));
    await Promise.all(members.map((member) => member.start(this.kafka)));
    eventMetrics().watchGroup(subscription.group, subscription.topics);
    return {
      stop: async () => {
        await Promise.all(members.map((member) => member.stop()));
        members.forEach((member) => this.consumers.delete(member));
      },
    };
  }

  /**
   * Every consumer group of this bus's prefix that reads `topic`, with its lag (kafkaTopicLag): one
   * read serves lagCacheMs, so that Prometheus replicas scraping every few seconds never hammer
   * the brokers.
   */
  async topicLag(topic: string): Promise<Map<string, number>> {
    let read = this.lagReads.get(topic);
    if (!read) {
      read = cachedReader(async () => {
        await this.connect();
        return kafkaTopicLag(this.admin, this.topicName(topic), `${this.prefix}.`, this.fromBeginning);
      }, this.lagCacheMs);
      this.lagReads.set(topic, read);
    }
    return read();
  }

  /** @internal Used by the group consumer: dead letters keep the original key, body and headers. */
  async sendDeadLetter(
    group: string,
    payload: EachMessagePayload,
    error: string,
    attempts: number,
  ): Promise<void> {
    const wanted = this.deadLetterTopicOf(group);
    await this.ensureTopics([wanted]);
    const { message } = payload;
    await this.producer.send({
      topic: wanted.topic,
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
   * throw-away consumer group up to the offsets that exist when called, then deletes that group.
   */
  async readDeadLetters(group: string, timeoutMs = 15_000): Promise<DeadLetter[]> {
    const wanted = this.deadLetterTopicOf(group);
    const topic = wanted.topic;
    await this.ensureTopics([wanted]);
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
    const readerGroup = `${this.prefix}.dlq-reader.${randomUUID()}`;
    const reader = this.kafka.consumer({ groupId: readerGroup, maxWaitTimeInMs: this.maxWaitTimeMs });
    await reader.connect();
    try {
      await reader.subscribe({ topic, fromBeginning: true });
      const done = new Promise<void>((resolve) => {
        void reader.run({
          autoCommit: false,
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
      // nothing committed, but the empty group would stay listed until the broker expires it
      await this.admin.deleteGroups([readerGroup]).catch(() => undefined);
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
