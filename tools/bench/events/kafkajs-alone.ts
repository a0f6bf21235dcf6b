import { type EventEnvelope } from '@timber/contracts';
import {
  type EncodedEvent,
  encodeEvents,
  type EventBus,
  kafkaTopicSpec,
  routingKey,
  type Subscription,
  type SubscriptionHandle,
} from '@timber/events';
import { type Consumer, Kafka, logLevel, type Producer } from 'kafkajs';

/**
 * The client library the bus is built on, used directly, as the benchmark's floor for the bus's own
 * work: what kafkajs costs for the same records (key, value, the `type` and `eventId` headers; one
 * idempotent producer, acks=all, the same batches) and for reading them back (one consumer of the
 * topic's partitions, each message's value parsed as JSON and handed to the handler). None of the
 * bus's work: no envelope validation, no catalogue check, no retries, dead letters, metrics or
 * spans. Topics as the bus creates them (its partitions); `name` prefixes them and the groups.
 */
export class KafkajsAlone implements EventBus {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly consumers: Consumer[] = [];
  private ready: Promise<void> | undefined;

  constructor(
    brokers: string[],
    private readonly name: string,
  ) {
    this.kafka = new Kafka({ brokers, clientId: `${name}-kafkajs`, logLevel: logLevel.WARN });
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  }

  private topic(topic: string): string {
    return `${this.name}.${topic}`;
  }

  /** The producer connected and the inventory topic there, once. */
  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      const admin = this.kafka.admin();
      await admin.connect();
      try {
        // the publisher's process or the subscriber's, whichever comes first
        const topic = this.topic('inventory');
        if (!(await admin.listTopics()).includes(topic)) {
          await admin.createTopics({
            waitForLeaders: true,
            topics: [{ topic, numPartitions: kafkaTopicSpec('inventory').partitions }],
          });
        }
      } finally {
        await admin.disconnect();
      }
      await this.producer.connect();
    })();
    return this.ready;
  }

  publish(events: readonly EventEnvelope[]): Promise<void> {
    return this.publishEncoded(encodeEvents(events));
  }

  async publishEncoded(events: readonly EncodedEvent[]): Promise<void> {
    await this.prepare();
    await this.producer.send({
      topic: this.topic('inventory'),
      acks: -1,
      messages: events.map((event) => ({
        key: routingKey(event),
        value: event.body,
        headers: { type: event.type, eventId: event.eventId },
      })),
    });
  }

  async subscribe(subscription: Subscription): Promise<SubscriptionHandle> {
    await this.prepare();
    const topics = subscription.topics.map((topic) => this.topic(topic));
    const consumer = this.kafka.consumer({ groupId: `${this.name}.${subscription.group}` });
    this.consumers.push(consumer);
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning: true });
    await consumer.run({
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: topics.length * kafkaTopicSpec('inventory').partitions,
      eachBatch: async (fetched) => {
        const { batch } = fetched;
        for (const message of batch.messages) {
          const event = JSON.parse(message.value?.toString() ?? 'null') as EventEnvelope;
          await subscription.handle(event, { topic: 'inventory', partition: batch.partition, attempt: 1 });
          fetched.resolveOffset(message.offset);
        }
      },
    });
    return { stop: () => consumer.disconnect() };
  }

  async close(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.disconnect()));
    await this.producer.disconnect();
  }
}
