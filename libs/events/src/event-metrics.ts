// The metrics of the event bus, the outbox and the inbox, in the process's one registry
// (@timber/telemetry). The buses, the relay and the inboxes call one hook where a thing happens;
// lag and backlog are read from Redis, Kafka or PostgreSQL only when Prometheus scrapes.
import { cachedReader, processCounter, processHistogram, processRegistry, within } from '@timber/telemetry';
import { Gauge } from 'prom-client';
import { type DecodeFailure } from './event-codec';

/** Why an event went to the dead letters: the `reason` label, a bounded set. */
export type DeadLetterReason = DecodeFailure | 'handler_failed';

const DEAD_LETTER_REASONS: readonly DeadLetterReason[] = [
  'malformed',
  'unknown_type',
  'unknown_version',
  'handler_failed',
];

/** Every consumer group's unhandled events of one topic (bounded context), by group, as the bus counts them. */
export type TopicLagReader = () => Promise<ReadonlyMap<string, number>>;

/** A service's outbox: rows not yet published, and the age of the oldest in seconds (0 when none). */
export type OutboxReader = () => Promise<{ backlog: number; oldestAgeSeconds: number }>;

/**
 * Readers registered under a key (a group, a service). Several may share one (two members of a
 * Kafka group, tests running two apps in one process): any of them tells the key's state, so a
 * scrape asks the first that answers, and the key is reported once.
 */
class Readers<R> {
  private readonly byKey = new Map<string, Set<R>>();

  add(key: string, reader: R): () => void {
    const members = this.byKey.get(key) ?? new Set<R>();
    this.byKey.set(key, members.add(reader));
    return () => {
      members.delete(reader);
      if (members.size === 0 && this.byKey.get(key) === members) {
        this.byKey.delete(key);
      }
    };
  }

  /**
   * Each key with what the first of its readers that answers (within SCRAPE_READ_TIMEOUT_MS) says;
   * a key none answers is left out.
   */
  async read<T>(ask: (reader: R) => Promise<T>): Promise<[string, T][]> {
    const answers = await Promise.all(
      [...this.byKey].map(async ([key, members]): Promise<[string, T] | undefined> => {
        for (const reader of members) {
          try {
            return [key, await within(ask(reader))];
          } catch {
            // the next member, else no series: an absent value is honest, a stale or zero one is not
          }
        }
        return undefined;
      }),
    );
    return answers.filter((answer): answer is [string, T] => answer !== undefined);
  }
}

/** How long one read of the outboxes serves the scrape that made it (both gauges). */
const OUTBOX_READ_SHARED_MS = 1_000;

class EventMetrics {
  private readonly registry = processRegistry();
  private readonly lagReaders = new Readers<TopicLagReader>();
  private readonly outboxReaders = new Readers<OutboxReader>();

  readonly handledTotal = processCounter(
    'events_handled_total',
    'Events a consumer group handled (its handler succeeded), by group and topic',
    ['group', 'topic'] as const,
  );

  readonly retriedTotal = processCounter(
    'events_retried_total',
    'Failed handler runs a consumer group runs again, by group and topic',
    ['group', 'topic'] as const,
  );

  readonly deadLetteredTotal = processCounter(
    'events_dead_lettered_total',
    'Events a consumer group gave up on (to its dead letters), by group, topic and reason',
    ['group', 'topic', 'reason'] as const,
  );

  readonly handlerDuration = processHistogram(
    'events_handler_duration_seconds',
    "A consumer group's handler runs (a batch is one run), failed ones too, by group and topic",
    ['group', 'topic'] as const,
  );

  readonly inboxDuplicatesTotal = processCounter(
    'events_inbox_duplicates_total',
    "Events a consumer's inbox had already processed, dropped unhandled, by group",
    ['group'] as const,
  );

  readonly outboxPublishedTotal = processCounter(
    'outbox_published_total',
    "Outbox rows the service's relay published, by service",
    ['service'] as const,
  );

  constructor() {
    const lagReaders = this.lagReaders;
    const outboxReaders = this.outboxReaders;
    new Gauge({
      name: 'events_consumer_lag',
      help: "Events of the topic the consumer group has not handled yet (read at scrape time by the topic's publisher)",
      labelNames: ['group', 'topic'] as const,
      registers: [this.registry],
      async collect() {
        const topics = await lagReaders.read((read) => read());
        this.reset();
        for (const [topic, groups] of topics) {
          for (const [group, lag] of groups) {
            this.set({ group, topic }, lag);
          }
        }
      },
    });
    // both outbox gauges from one read per scrape (prom-client collects the metrics concurrently)
    const readOutboxes = cachedReader(
      async () => new Map(await outboxReaders.read((read) => read())),
      OUTBOX_READ_SHARED_MS,
    );
    const outboxGauge = (
      name: string,
      help: string,
      value: (state: { backlog: number; oldestAgeSeconds: number }) => number,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['service'] as const,
        registers: [this.registry],
        async collect() {
          const outboxes = await readOutboxes();
          this.reset();
          outboxes.forEach((state, service) => this.set({ service }, value(state)));
        },
      });
    outboxGauge(
      'outbox_backlog',
      "Rows of the service's outbox not yet published (read at scrape time)",
      (state) => state.backlog,
    );
    outboxGauge(
      'outbox_oldest_age_seconds',
      "Age of the oldest unpublished row of the service's outbox, 0 when none (read at scrape time)",
      (state) => state.oldestAgeSeconds,
    );
  }

  /**
   * Runs a handler of `group` on events of `topic` and times it; counts `events` handled when it
   * succeeds. Rethrows its error (the caller retries or dead-letters).
   */
  async runHandler<T>(group: string, topic: string, events: number, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await run();
      this.handledTotal.inc({ group, topic }, events);
      return result;
    } finally {
      this.handlerDuration.observe({ group, topic }, (performance.now() - started) / 1_000);
    }
  }

  retried(group: string, topic: string): void {
    this.retriedTotal.inc({ group, topic });
  }

  deadLettered(group: string, topic: string, reason: DeadLetterReason): void {
    this.deadLetteredTotal.inc({ group, topic, reason });
  }

  duplicates(group: string, count: number): void {
    if (count > 0) {
      this.inboxDuplicatesTotal.inc({ group }, count);
    }
  }

  published(service: string, count: number): void {
    if (count > 0) {
      this.outboxPublishedTotal.inc({ service }, count);
    }
  }

  /**
   * Starts the group's counters at 0 on each of its topics, so that the first dead letter is an
   * increase a rule (`increase(...[5m]) > 0`) sees, not a series appearing.
   */
  watchGroup(group: string, topics: readonly string[]): void {
    for (const topic of topics) {
      this.handledTotal.inc({ group, topic }, 0);
      this.retriedTotal.inc({ group, topic }, 0);
      for (const reason of DEAD_LETTER_REASONS) {
        this.deadLetteredTotal.inc({ group, topic, reason }, 0);
      }
    }
    this.inboxDuplicatesTotal.inc({ group }, 0);
  }

  /**
   * Reports every consumer group's lag on `topic`, read by `read` at each scrape, until the returned
   * function is called. The topic's publisher (its service's outbox relay) reports it, not the
   * consumers: a consumer that is down reports nothing, and its lag is what an operator must see
   * climb then.
   */
  watchTopicLag(topic: string, read: TopicLagReader): () => void {
    return this.lagReaders.add(topic, read);
  }

  /** Reports the service's outbox, read by `read` at each scrape, until the returned function is called. */
  watchOutbox(service: string, read: OutboxReader): () => void {
    this.outboxPublishedTotal.inc({ service }, 0);
    return this.outboxReaders.add(service, read);
  }
}

let instance: EventMetrics | undefined;

/** The event metrics of the process (made once, on first use, in the process's registry). */
export function eventMetrics(): EventMetrics {
  instance ??= new EventMetrics();
  return instance;
}
