import { type EventEnvelope } from '@timber/contracts';

/**
 * The event bus port. Two adapters implement it with the same semantics: Redis Streams (the
 * default) and Kafka. Delivery is at least once; consumers make it exactly once in effect by
 * recording processed event ids (see inbox.ts). Events of one tenant with the same partition key
 * arrive in publication order (both adapters route by `routingKey`: tenant and partition key).
 */
export interface EventBus {
  /** Publishes in order; resolves once the transport has stored every event. */
  publish(events: readonly EventEnvelope[]): Promise<void>;
  /**
   * Optional: publishes events already encoded as their message body (the outbox relay has
   * PostgreSQL encode its rows, so they are neither parsed nor encoded again here). The same order
   * and guarantees as publish; a consumer receives the same envelopes.
   */
  publishEncoded?(events: readonly EncodedEvent[]): Promise<void>;
  /** Starts consuming; every instance subscribing with the same group shares the work. */
  subscribe(subscription: Subscription): Promise<SubscriptionHandle>;
  /**
   * Optional: every consumer group's unhandled events of `topic` (delivered to it or not, but not
   * yet acknowledged), by group name, read now from the transport. The topic's outbox relay
   * reports it as `events_consumer_lag`, so that a consumer that is down shows its lag climbing.
   */
  topicLag?(topic: string): Promise<ReadonlyMap<string, number>>;
  close(): Promise<void>;
}

/** An event as its message body (the envelope as JSON, as encodeEnvelope writes it), with what routing needs. */
export interface EncodedEvent {
  eventId: string;
  type: string;
  tenantId: string;
  partitionKey: string;
  body: string;
  /** the W3C trace context of what wrote the event (event-trace.ts), when tracing was on */
  traceparent?: string | null;
  tracestate?: string | null;
}

export interface Subscription {
  /** Consumer group, e.g. `identity.operation-log`. */
  group: string;
  /** Topics (bounded contexts) to read, e.g. `['inventory']`. */
  topics: readonly string[];
  /** Event types to handle; others are acknowledged and skipped. All when absent. */
  types?: readonly string[];
  /** `delivery`: where the event was read from, and which attempt this is (for logs and context). */
  handle(event: EventEnvelope, delivery: Delivery): Promise<void>;
  /**
   * Optional, for a busy consumer: consecutive events of one partition handed over together (the
   * Redis adapter: the entries of one read), so that it can write them in one transaction. All or
   * nothing: it must apply every event or throw; when it throws, the events are handed to `handle`
   * one by one, with the usual retries and dead letters. Only events of `types` reach it, in order.
   * An adapter may ignore it (Kafka does) and call `handle` for each event.
   */
  handleBatch?(events: readonly EventEnvelope[], delivery: Delivery): Promise<void>;
  /** Attempts before an event goes to the dead-letter stream. Default 5. */
  maxAttempts?: number;
}

/** Where a subscription's handler got an event (or a batch) from. */
export interface Delivery {
  /** the topic (bounded context), e.g. `inventory` */
  topic: string;
  /** the topic's partition the event was read from */
  partition: number;
  /** 1 on the first attempt (a batch is always a first attempt), counted up by each retry */
  attempt: number;
}

export interface SubscriptionHandle {
  stop(): Promise<void>;
}
