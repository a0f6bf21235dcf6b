import { type EventEnvelope } from '@timber/contracts';
import { withTenant } from '@timber/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { eventMetrics } from './event-metrics';
import { consumeOnce } from './inbox';
import { type EventsLogger, silentLogger } from './logger';
import { assertSchemaName } from './sql-identifier';

export interface GroupedInboxOptions<DB> {
  db: Kysely<DB>;
  /** the consumer's schema, holding its `processed_events` */
  schema: string;
  /** the consumer's name in `processed_events` */
  consumer: string;
  /**
   * Applies new events of one tenant, in the transaction that records them as processed (the
   * tenant is set). Called with many events at a time, or with one when a group failed.
   */
  work: (trx: Transaction<DB>, tenantId: string, events: readonly EventEnvelope[]) => Promise<void>;
  /** the most events written in one transaction (64 by default) */
  maxBatch?: number;
  logger?: EventsLogger;
}

interface Waiting {
  event: EventEnvelope;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * consumeOnce for a busy consumer: the events that arrive while a group is being written (the
 * bus delivers its partitions concurrently) are written together, one transaction per tenant
 * (a group commit), instead of a transaction each. In each transaction the group's ids go into
 * `processed_events` first, and only the events that were new reach `work`, so a redelivered
 * event is still skipped. `handle` resolves once its event's transaction committed, so the bus
 * acknowledges only then. When a group fails, its events are written one by one through
 * consumeOnce, so a bad event fails (and is retried, then dead-lettered) alone.
 */
export class GroupedInbox<DB> {
  private readonly waiting: Waiting[] = [];
  private writing = false;
  private readonly maxBatch: number;
  private readonly logger: EventsLogger;
  private readonly table: ReturnType<typeof sql.table>;

  constructor(private readonly options: GroupedInboxOptions<DB>) {
    this.maxBatch = options.maxBatch ?? 64;
    this.logger = options.logger ?? silentLogger;
    this.table = sql.table(`${assertSchemaName(options.schema)}.processed_events`);
  }

  /** Applies `event` once, with the others waiting at the same time. */
  handle(event: EventEnvelope): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      void this.writeWaiting();
    });
  }

  /**
   * Applies each of `events` once (a bus's batch, see Subscription.handleBatch): they wait
   * together, so they are written in the same groups. Resolves once every one of them committed;
   * rejects when one of them failed (the others may have committed: a redelivery skips them).
   */
  handleMany(events: readonly EventEnvelope[]): Promise<void> {
    const settled = events.map(
      (event) =>
        new Promise<void>((resolve, reject) => {
          this.waiting.push({ event, resolve, reject });
        }),
    );
    void this.writeWaiting();
    return Promise.all(settled).then(() => undefined);
  }

  private async writeWaiting(): Promise<void> {
    if (this.writing) {
      return;
    }
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        await this.writeGroup(this.waiting.splice(0, this.maxBatch));
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeGroup(group: readonly Waiting[]): Promise<void> {
    const byTenant = new Map<string, Waiting[]>();
    for (const waiting of group) {
      const list = byTenant.get(waiting.event.tenantId) ?? [];
      list.push(waiting);
      byTenant.set(waiting.event.tenantId, list);
    }
    for (const [tenantId, list] of byTenant) {
      try {
        const applied = await withTenant(this.options.db, tenantId, async (trx) => {
          const fresh = await this.claim(
            trx,
            tenantId,
            list.map((w) => w.event.eventId),
          );
          const events = list.filter((w) => fresh.delete(w.event.eventId)).map((w) => w.event);
          if (events.length > 0) {
            await this.options.work(trx, tenantId, events);
          }
          return events.length;
        });
        eventMetrics().duplicates(this.options.consumer, list.length - applied);
        list.forEach((w) => w.resolve());
      } catch (error) {
        this.logger.warn(
          { err: error, consumer: this.options.consumer, events: list.length },
          'a group of events failed: writing them one by one',
        );
        for (const waiting of list) {
          try {
            await consumeOnce(
              this.options.db,
              this.options.schema,
              this.options.consumer,
              waiting.event,
              (trx) => this.options.work(trx, tenantId, [waiting.event]),
            );
            waiting.resolve();
          } catch (alone) {
            waiting.reject(alone);
          }
        }
      }
    }
  }

  /** Records the ids as processed by this consumer: the ones that were not yet. */
  private async claim(
    trx: Transaction<DB>,
    tenantId: string,
    eventIds: readonly string[],
  ): Promise<Set<string>> {
    const inserted = await sql<{ event_id: string }>`
      insert into ${this.table} (consumer, event_id, tenant_id)
      select ${this.options.consumer}, id, ${tenantId}::uuid from unnest(${eventIds}::uuid[]) as id
      on conflict (consumer, event_id) do nothing
      returning event_id`.execute(trx);
    return new Set(inserted.rows.map((row) => row.event_id));
  }
}
