import { type EventEnvelope } from '@timber/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type EncodedEvent, type EventBus } from './event-bus.port';
import { eventMetrics } from './event-metrics';
import { errorText, type EventsLogger, silentLogger } from './logger';
import { Sleeper } from './sleep';
import { assertSchemaName } from './sql-identifier';

export interface OutboxRelayOptions<DB> {
  /** Connected as the schema's relay role (`<schema>_relay`): it sees every tenant's outbox rows. */
  db: Kysely<DB>;
  schema: string;
  bus: EventBus;
  /** Rows claimed and published per transaction. Default 100. */
  batchSize?: number;
  /** Pause after a batch that was not full (nothing more waiting). Default 150 ms. */
  pollMs?: number;
  logger?: EventsLogger;
}

interface OutboxRow {
  seq: string | number;
  event_id: string;
  tenant_id: string;
  type: string;
  version: number;
  partition_key: string;
  correlation_id: string;
  causation_id: string | null;
  occurred_at: Date | string;
  payload: unknown;
}

interface EncodedRow extends EncodedEvent {
  seq: string | number;
}

function toEnvelope(row: OutboxRow): EventEnvelope {
  return {
    eventId: row.event_id,
    type: row.type,
    version: row.version,
    tenantId: row.tenant_id,
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    occurredAt: row.occurred_at instanceof Date ? row.occurred_at.toISOString() : row.occurred_at,
    partitionKey: row.partition_key,
    payload: row.payload,
  };
}

/**
 * Publishes a service's outbox. Each round is one transaction: claim the oldest unpublished rows
 * (`FOR UPDATE SKIP LOCKED`, seq order), publish them in that order, mark them published, commit.
 * A relay that dies after publishing and before committing leaves the rows unpublished, so they
 * are published again: delivery is at least once and consumers dedupe on eventId.
 *
 * Only one relay per schema publishes at a time (a transaction-scoped advisory lock): two relays
 * each taking a batch could otherwise publish a later event of a key before an earlier one.
 * Other replicas stay on standby and take over within one poll when the active one stops.
 *
 * Wake-up is by short polling (every `pollMs` while idle, at once while batches are full): it needs
 * no extra connection or trigger. An idle poll is one indexed query outside a transaction
 * (`outbox_unpublished`); a round runs only when a row waits.
 */
export class OutboxRelay<DB> {
  private readonly db: Kysely<DB>;
  private readonly schema: string;
  private readonly table: ReturnType<typeof sql.table>;
  private readonly lockKey: string;
  private readonly bus: EventBus;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly logger: EventsLogger;
  private readonly sleeper = new Sleeper();
  private loop: Promise<void> | undefined;
  private running = false;
  private unwatch: (() => void) | undefined;

  constructor(options: OutboxRelayOptions<DB>) {
    this.db = options.db;
    this.schema = options.schema;
    this.table = sql.table(`${assertSchemaName(options.schema)}.outbox`);
    this.lockKey = `timber.outbox-relay.${options.schema}`;
    this.bus = options.bus;
    this.batchSize = options.batchSize ?? 100;
    this.pollMs = options.pollMs ?? 150;
    this.logger = options.logger ?? silentLogger;
  }

  /** One round: returns how many events it published (0 when idle or another relay is active). */
  async relayOnce(): Promise<number> {
    const published = await this.db.transaction().execute(async (trx) => {
      const lock = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(hashtext(${this.lockKey})) as locked`.execute(trx);
      if (!lock.rows[0]?.locked) {
        return 0;
      }
      const seqs = await this.claimAndPublish(trx);
      if (seqs.length === 0) {
        return 0;
      }
      await sql`update ${this.table} set published_at = now() where seq = any(${seqs}::bigint[])`.execute(
        trx,
      );
      return seqs.length;
    });
    eventMetrics().published(this.schema, published);
    return published;
  }

  /**
   * The rows waiting to be published and the age of the oldest (by its occurred_at and this
   * process's clock, the clock its writer used): one statement on the partial index of
   * unpublished rows, as the relay's role, which sees every tenant's rows. Read at each scrape
   * (outbox_backlog, outbox_oldest_age_seconds).
   */
  async backlog(): Promise<{ backlog: number; oldestAgeSeconds: number }> {
    const { rows } = await sql<{ backlog: number; oldest: Date | null }>`
      select count(*)::int as backlog,
        (select occurred_at from ${this.table} where published_at is null order by seq limit 1) as oldest
      from ${this.table} where published_at is null`.execute(this.db);
    const { backlog = 0, oldest = null } = rows[0] ?? {};
    const age = oldest === null ? 0 : (Date.now() - new Date(oldest).getTime()) / 1_000;
    return { backlog, oldestAgeSeconds: Math.max(age, 0) };
  }

  /**
   * Whether any row waits to be published: one statement outside a transaction, so an idle poll is
   * one round trip instead of a round's four (begin, lock, claim, commit).
   */
  private async anyWaiting(): Promise<boolean> {
    const { rows } = await sql<{ waiting: boolean }>`
      select exists (select 1 from ${this.table} where published_at is null) as waiting`.execute(this.db);
    return rows[0]?.waiting === true;
  }

  /**
   * Claims the oldest unpublished rows and publishes them in seq order: encoded by PostgreSQL when
   * the bus takes encoded events. Answers the seqs it published.
   */
  private async claimAndPublish(trx: Transaction<DB>): Promise<string[]> {
    if (this.bus.publishEncoded) {
      const { rows } = await this.claimEncoded(trx);
      if (rows.length > 0) {
        await this.bus.publishEncoded(rows);
      }
      return rows.map((row) => String(row.seq));
    }
    const { rows } = await sql<OutboxRow>`
      select seq, event_id, tenant_id, type, version, partition_key, correlation_id, causation_id, occurred_at, payload
      from ${this.table} where published_at is null order by seq limit ${this.batchSize}
      for update skip locked`.execute(trx);
    if (rows.length > 0) {
      await this.bus.publish(rows.map(toEnvelope));
    }
    return rows.map((row) => String(row.seq));
  }

  /**
   * The oldest unpublished rows (as relayOnce claims them) encoded as message bodies by PostgreSQL:
   * the envelope encodeEnvelope writes (occurredAt as toISOString writes it, the payload as jsonb
   * prints it), so the payload is not parsed here only to be encoded again.
   */
  private claimEncoded(trx: Transaction<DB>) {
    return sql<EncodedRow>`
      select seq, event_id as "eventId", type, tenant_id as "tenantId", partition_key as "partitionKey",
        traceparent, tracestate,
        json_build_object(
          'eventId', event_id, 'type', type, 'version', version, 'tenantId', tenant_id,
          'correlationId', correlation_id, 'causationId', causation_id,
          'occurredAt', to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'partitionKey', partition_key, 'payload', payload)::text as body
      from ${this.table} where published_at is null order by seq limit ${this.batchSize}
      for update skip locked`.execute(trx);
  }

  start(): void {
    if (this.running) {
      return;
    }
    this.running = true;
    const unwatchOutbox = eventMetrics().watchOutbox(this.schema, () => this.backlog());
    // the service publishes the topic named as its schema (its bounded context): it reports the
    // lag of every group that reads it
    const topicLag = this.bus.topicLag?.bind(this.bus);
    const unwatchLag = topicLag
      ? eventMetrics().watchTopicLag(this.schema, () => topicLag(this.schema))
      : undefined;
    this.unwatch = () => {
      unwatchOutbox();
      unwatchLag?.();
    };
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unwatch?.();
    this.unwatch = undefined;
    this.sleeper.wake();
    await this.loop;
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        const published = (await this.anyWaiting()) ? await this.relayOnce() : 0;
        failures = 0;
        if (published > 0) {
          this.logger.info({ published }, 'outbox relay published events');
        }
        if (published < this.batchSize) {
          await this.sleeper.sleep(this.pollMs);
        }
      } catch (error) {
        failures += 1;
        const delay = Math.min(this.pollMs * 2 ** failures, 10_000);
        this.logger.error({ err: errorText(error), retryInMs: delay }, 'outbox relay round failed');
        await this.sleeper.sleep(delay);
      }
    }
  }
}
