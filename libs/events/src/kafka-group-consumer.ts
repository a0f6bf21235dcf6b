import { type EventEnvelope } from '@timber/contracts';
import { type Consumer, type EachMessagePayload, type IHeaders, type Kafka } from 'kafkajs';
import { setTimeout as delay } from 'node:timers/promises';
import { type Subscription } from './event-bus.port';
import { decodeEnvelope, type KnownEvents } from './event-codec';
import { eventMetrics } from './event-metrics';
import { carriedTrace, handleTraced } from './event-trace';
import { errorText, type EventsLogger } from './logger';
import { topicFor } from './topic';

/** A header of a Kafka message as text, or undefined. */
export const header = (headers: IHeaders | undefined, name: string): string | undefined => {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
};

/** What a group member needs of its bus: the Kafka name of a topic, and the dead-letter topic. */
export interface GroupConsumerHost {
  topicName(topic: string): string;
  sendDeadLetter(group: string, payload: EachMessagePayload, error: string, attempts: number): Promise<void>;
}

export interface GroupOptions {
  groupId: string;
  knownEvents: KnownEvents | undefined;
  retryDelayMs: number;
  sessionTimeoutMs: number;
  rebalanceTimeoutMs: number;
  maxWaitTimeMs: number;
  fromBeginning: boolean;
  partitions: number;
  logger: EventsLogger;
}

export class KafkaGroupConsumer {
  private consumer: Consumer | undefined;
  private readonly abort = new AbortController();
  private readonly types: ReadonlySet<string> | undefined;
  private readonly maxAttempts: number;
  /** the subscription's topics (bounded contexts) by their Kafka names: the metrics' `topic` label */
  private readonly topics: ReadonlyMap<string, string>;
  private stopping = false;

  constructor(
    private readonly bus: GroupConsumerHost,
    private readonly subscription: Subscription,
    private readonly options: GroupOptions,
  ) {
    this.types = subscription.types ? new Set(subscription.types) : undefined;
    this.maxAttempts = subscription.maxAttempts ?? 5;
    this.topics = new Map(subscription.topics.map((topic) => [bus.topicName(topic), topic]));
  }

  async start(kafka: Kafka): Promise<void> {
    const consumer = kafka.consumer({
      groupId: this.options.groupId,
      sessionTimeout: this.options.sessionTimeoutMs,
      rebalanceTimeout: this.options.rebalanceTimeoutMs,
      heartbeatInterval: Math.max(Math.floor(this.options.sessionTimeoutMs / 10), 100),
      maxWaitTimeInMs: this.options.maxWaitTimeMs,
    });
    this.consumer = consumer;
    // kafkajs restarts a consumer after a retriable error only; after any other it stays down,
    // with nothing but a log line: this one starts again, with a pause, until stopped.
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart && !this.stopping && this.consumer === consumer) {
        this.options.logger.error(
          { group: this.subscription.group, err: errorText(payload.error) },
          'Kafka consumer crashed: starting it again',
        );
        void this.restart(kafka);
      }
    });
    await consumer.connect();
    await consumer.subscribe({
      topics: this.subscription.topics.map((topic) => this.bus.topicName(topic)),
      fromBeginning: this.options.fromBeginning,
    });
    await consumer.run({
      // Each event's offset is resolved once it is done, and the resolved offsets are committed
      // once a batch is (kafkajs's autoCommit after eachBatch, and before it rejoins a group):
      // a commit per event held the bus to 2,000 events/s where Kafka's own consumer reads
      // 48,000 (tools/bench/events). A crash redelivers at most the rest of a batch; the inbox
      // applies each event once.
      autoCommit: true,
      eachBatchAutoResolve: false,
      // Partitions in parallel; within one partition the events are handled one at a time, in order.
      partitionsConsumedConcurrently: this.options.partitions,
      eachBatch: async (fetched) => {
        const { batch } = fetched;
        for (const message of batch.messages) {
          if (!fetched.isRunning() || fetched.isStale()) {
            return;
          }
          const payload: EachMessagePayload = {
            topic: batch.topic,
            partition: batch.partition,
            message,
            heartbeat: () => fetched.heartbeat(),
            pause: () => fetched.pause(),
          };
          if (!(await this.handleMessage(payload))) {
            return;
          }
          fetched.resolveOffset(message.offset);
          await fetched.heartbeat();
        }
      },
    });
  }

  private async restart(kafka: Kafka): Promise<void> {
    for (let attempt = 1; !this.stopping; attempt += 1) {
      await delay(Math.min(1_000 * attempt, 30_000), undefined, { signal: this.abort.signal }).catch(
        () => undefined,
      );
      if (this.stopping) {
        return;
      }
      try {
        await this.consumer?.disconnect();
        await this.start(kafka);
        if (this.stopping) {
          await this.consumer?.disconnect();
        }
        return;
      } catch (error) {
        this.options.logger.warn(
          { group: this.subscription.group, err: errorText(error), attempt },
          'Kafka consumer did not start again',
        );
      }
    }
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

  /**
   * Handles one message: true once it is done (handled, skipped, or dead-lettered: its offset may
   * be committed), false when the consumer is stopping (not committed: the partition's next owner
   * starts here).
   */
  private async handleMessage(payload: EachMessagePayload): Promise<boolean> {
    if (this.stopping) {
      return false;
    }
    const { message } = payload;
    const group = this.subscription.group;
    const topic = this.topics.get(payload.topic) ?? payload.topic;
    const type = header(message.headers, 'type');
    if (this.types && type !== undefined && !this.types.has(type)) {
      return true;
    }
    const decoded = decodeEnvelope(message.value, this.options.knownEvents);
    if (!decoded.ok) {
      // never retried: the same bytes fail the same way; the partition carries on
      await this.bus.sendDeadLetter(group, payload, decoded.error, 0);
      eventMetrics().deadLettered(group, topic, decoded.reason);
      this.options.logger.error(
        { group, eventId: header(message.headers, 'eventId'), type, err: decoded.error },
        'malformed event moved to the dead-letter topic',
      );
      return true;
    }
    for (let attempt = 1; ; attempt += 1) {
      const failure = await this.attempt(decoded.event, payload, attempt);
      if (failure === undefined) {
        return true;
      }
      if (attempt >= this.maxAttempts) {
        await this.bus.sendDeadLetter(group, payload, failure, attempt);
        eventMetrics().deadLettered(group, topic, 'handler_failed');
        this.options.logger.error(
          {
            group,
            eventId: decoded.event.eventId,
            type: decoded.event.type,
            attempts: attempt,
            err: failure,
          },
          'event moved to the dead-letter topic',
        );
        return true;
      }
      eventMetrics().retried(group, topic);
      await delay(this.options.retryDelayMs * attempt, undefined, { signal: this.abort.signal }).catch(
        () => undefined,
      );
      await payload.heartbeat();
      if (this.stopping) {
        return false;
      }
    }
  }

  /** Runs the handler once: undefined when it succeeded, else its error (logged). */
  private async attempt(
    event: EventEnvelope,
    { partition, message }: EachMessagePayload,
    attempt: number,
  ): Promise<string | undefined> {
    const topic = topicFor(event.type);
    try {
      const trace = carriedTrace((name) => header(message.headers, name));
      await eventMetrics().runHandler(this.subscription.group, topic, 1, () =>
        handleTraced(this.subscription.group, topic, [{ event, trace }], () =>
          this.subscription.handle(event, { topic, partition, attempt }),
        ),
      );
      return undefined;
    } catch (error) {
      const text = errorText(error);
      this.options.logger.warn(
        { err: text, group: this.subscription.group, eventId: event.eventId, type: event.type, attempt },
        'event handler failed',
      );
      return text;
    }
  }
}
