import { type EventEnvelope } from '@timber/contracts';
import { createPool, createTestDatabase, urlFor, withTenant } from '@timber/db';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EncodedEvent, type EventBus } from './event-bus.port';
import { expectEventually } from './expect-eventually';
import { GroupedInbox } from './grouped-inbox';
import { consumeOnce } from './inbox';
import { newEvent } from './new-event';
import { OutboxRelay } from './outbox-relay';
import { writeToOutbox } from './outbox-writer';

const adminUrl = process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type NoTables = Record<string, never>;

function connect(connectionString: string): Kysely<NoTables> {
  const pool = createPool({ connectionString, applicationName: 'events-outbox-spec' });
  pool.on('error', () => undefined);
  return new Kysely<NoTables>({ dialect: new PostgresDialect({ pool }) });
}

/** A bus that records what it was given, in order. */
class RecordingBus implements EventBus {
  readonly published: EventEnvelope[] = [];
  publish(events: readonly EventEnvelope[]): Promise<void> {
    this.published.push(...events);
    return Promise.resolve();
  }
  subscribe(): Promise<never> {
    return Promise.reject(new Error('not used'));
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('outbox writer, relay and inbox on PostgreSQL', () => {
  let database: { adminUrl: string; drop: () => Promise<void> };
  let svc: Kysely<NoTables>;
  let relayDb: Kysely<NoTables>;
  const tenantA = randomUUID();
  const tenantB = randomUUID();
  const event = (tenantId: string, key: string, n: number) =>
    newEvent(
      'inventory.outbox-probe.recorded',
      { n },
      { tenantId, correlationId: 'spec', partitionKey: key },
    );
  const unpublished = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from inventory.outbox where published_at is null`.execute(relayDb)
    ).rows[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl, 'events_outbox');
    svc = connect(urlFor(database.adminUrl, 'inventory_svc'));
    relayDb = connect(urlFor(database.adminUrl, 'inventory_relay'));
  });

  afterAll(async () => {
    await Promise.all([svc.destroy(), relayDb.destroy()]);
    await database.drop();
  });

  it("writes events in the command's transaction: a rollback leaves no event behind", async () => {
    const kept = [event(tenantA, 'a', 1), event(tenantA, 'a', 2)];
    await withTenant(svc, tenantA, (trx) => writeToOutbox(trx, 'inventory', kept));
    await expect(
      withTenant(svc, tenantA, async (trx) => {
        await writeToOutbox(trx, 'inventory', [event(tenantA, 'a', 3)]);
        throw new Error('the command failed after writing its event');
      }),
    ).rejects.toThrow('the command failed');
    const rows = await withTenant(svc, tenantA, (trx) =>
      sql<{
        event_id: string;
        payload: unknown;
      }>`select event_id, payload from inventory.outbox order by seq`.execute(trx),
    );
    expect(rows.rows).toEqual(kept.map((e) => ({ event_id: e.eventId, payload: e.payload })));
  });

  it("refuses, through row-level security, an event of another tenant than the transaction's", async () => {
    await expect(
      withTenant(svc, tenantA, (trx) => writeToOutbox(trx, 'inventory', [event(tenantB, 'b', 1)])),
    ).rejects.toThrow(/row-level security/);
  });

  it('relays in seq order and marks what it published; a second relay is on standby', async () => {
    await withTenant(svc, tenantB, (trx) =>
      writeToOutbox(
        trx,
        'inventory',
        Array.from({ length: 7 }, (_, i) => event(tenantB, `k${i % 2}`, i + 1)),
      ),
    );
    const bus = new RecordingBus();
    const relay = new OutboxRelay({ db: relayDb, schema: 'inventory', bus, batchSize: 4 });
    const standby = new OutboxRelay({ db: relayDb, schema: 'inventory', bus, batchSize: 4 });
    // While another relay holds the schema's relay lock, this one publishes nothing.
    await relayDb.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('timber.outbox-relay.inventory'))`.execute(trx);
      expect(await standby.relayOnce()).toBe(0);
    });
    // Two relays draining at once still publish each row once, in seq order.
    const drain = async (r: OutboxRelay<NoTables>) => {
      while (((await unpublished()) ?? 0) > 0) {
        await r.relayOnce();
      }
    };
    await Promise.all([drain(relay), drain(standby)]);
    expect(await unpublished()).toBe(0);
    const all = await sql<{ event_id: string }>`select event_id from inventory.outbox order by seq`.execute(
      relayDb,
    );
    expect(bus.published.map((e) => e.eventId)).toEqual(all.rows.map((row) => row.event_id));
    expect(bus.published[0]).toMatchObject({
      tenantId: tenantA,
      type: 'inventory.outbox-probe.recorded',
      version: 1,
    });
    expect(typeof bus.published[0]?.occurredAt).toBe('string');
    expect(await relay.relayOnce()).toBe(0);
  });

  it('publishes the rows encoded by PostgreSQL when the bus takes encoded events: the same envelopes', async () => {
    const written = [
      event(tenantA, 'e1', 1),
      newEvent(
        'inventory.outbox-probe.recorded',
        { text: 'quote " backslash \\ ü 🌲', nested: { list: [1, 2.5, -0.001, null, true] }, none: null },
        { tenantId: tenantA, correlationId: 'spec', causationId: randomUUID(), partitionKey: 'e2' },
      ),
    ];
    await withTenant(svc, tenantA, (trx) => writeToOutbox(trx, 'inventory', written));
    const bodies: EncodedEvent[] = [];
    const bus = Object.assign(new RecordingBus(), {
      publishEncoded: (events: readonly EncodedEvent[]) => {
        bodies.push(...events);
        return Promise.resolve();
      },
    });
    const relay = new OutboxRelay({ db: relayDb, schema: 'inventory', bus, batchSize: 100 });
    while ((await relay.relayOnce()) > 0) {
      // drains every tenant's rows, the earlier cases' included
    }
    expect(bus.published).toEqual([]);
    const mine = bodies.filter((b) => written.some((e) => e.eventId === b.eventId));
    expect(mine.map((b) => JSON.parse(b.body) as unknown)).toEqual(written);
    // with what routing needs: the tenant and partition key make the message key (routingKey)
    const routing = ({ eventId, type, tenantId, partitionKey }: EncodedEvent) => ({
      eventId,
      type,
      tenantId,
      partitionKey,
    });
    expect(mine.map(routing)).toEqual(written.map((e) => routing({ ...e, body: '' })));
    expect(await unpublished()).toBe(0);
  });

  it('keeps relaying in the background until stopped', async () => {
    const bus = new RecordingBus();
    const relay = new OutboxRelay({ db: relayDb, schema: 'inventory', bus, pollMs: 30 });
    relay.start();
    const late = event(tenantA, 'late', 1);
    await withTenant(svc, tenantA, (trx) => writeToOutbox(trx, 'inventory', [late]));
    await expectEventually(() => expect(bus.published.map((e) => e.eventId)).toContain(late.eventId));
    await relay.stop();
    expect(await unpublished()).toBe(0);
  });

  it('consumes an event once per consumer; a failed attempt leaves no record, so it is retried', async () => {
    const e = event(tenantA, 'inbox', 1);
    let runs = 0;
    const work = () => {
      runs += 1;
      return Promise.resolve();
    };
    await expect(
      consumeOnce(svc, 'inventory', 'spec.consumer', e, () => Promise.reject(new Error('transient'))),
    ).rejects.toThrow('transient');
    expect(await consumeOnce(svc, 'inventory', 'spec.consumer', e, work)).toBe('processed');
    expect(await consumeOnce(svc, 'inventory', 'spec.consumer', e, work)).toBe('duplicate');
    expect(await consumeOnce(svc, 'inventory', 'spec.other-consumer', e, work)).toBe('processed');
    expect(runs).toBe(2);
    const concurrent = event(tenantA, 'inbox', 2);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => consumeOnce(svc, 'inventory', 'spec.consumer', concurrent, work)),
    );
    expect(results.filter((r) => r === 'processed')).toHaveLength(1);
    expect(runs).toBe(3);
  });

  it('writes events arriving together in one transaction per tenant, each once; a bad one fails alone', async () => {
    const groups: { tenantId: string; events: number }[] = [];
    const applied: string[] = [];
    const inbox = new GroupedInbox({
      db: svc,
      schema: 'inventory',
      consumer: 'spec.grouped',
      work: async (trx, tenantId, events) => {
        groups.push({ tenantId, events: events.length });
        // inside the tenant's transaction: the group's records are there
        const seen = await sql<{ n: number }>`select count(*)::int as n from inventory.processed_events
          where consumer = 'spec.grouped'`.execute(trx);
        expect(seen.rows[0]?.n).toBeGreaterThanOrEqual(events.length);
        for (const e of events) {
          if ((e.payload as { n: number }).n === 13) {
            throw new Error('a bad event');
          }
          applied.push(e.eventId);
        }
      },
    });
    const events = [
      ...Array.from({ length: 40 }, (_, n) => event(tenantA, `g${n % 4}`, n)),
      ...Array.from({ length: 10 }, (_, n) => event(tenantB, 'g', 100 + n)),
    ];
    // every event twice at once, as a redelivery racing the first delivery
    const outcomes = await Promise.allSettled([...events, ...events].map((e) => inbox.handle(e)));
    const bad = events.find((e) => (e.payload as { n: number }).n === 13);
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.every((o) => o.status === 'rejected' && String(o.reason).includes('a bad event'))).toBe(
      true,
    );
    expect(new Set(applied).size).toBe(events.length - 1);
    expect(applied.includes(bad?.eventId ?? '')).toBe(false);
    // fewer transactions than events, and no group mixes tenants
    expect(groups.length).toBeLessThan(events.length);
    expect(groups.some((g) => g.events > 1)).toBe(true);
    // the bad event left no record, so a later delivery tries it again; the good ones are duplicates
    const recorded = await withTenant(svc, tenantA, (trx) =>
      sql<{
        event_id: string;
      }>`select event_id from inventory.processed_events where consumer = 'spec.grouped'`.execute(trx),
    );
    expect(recorded.rows.map((r) => r.event_id)).not.toContain(bad?.eventId);
    const before = applied.length;
    await inbox.handle(events[0] as EventEnvelope);
    expect(applied.length).toBe(before);
  });
});
