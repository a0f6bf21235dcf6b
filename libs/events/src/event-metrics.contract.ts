import { createPool, createTestDatabase, urlFor, withTenant } from '@timber/db';
import { processRegistry } from '@timber/telemetry';
import { Kysely, PostgresDialect } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type EventBusContractHarness } from './event-bus.contract';
import { expectEventually } from './expect-eventually';
import { consumeOnce } from './inbox';
import { newEvent } from './new-event';
import { OutboxRelay } from './outbox-relay';
import { writeToOutbox } from './outbox-writer';
import { routingKey } from './partition';

/**
 * The metrics of a consumer group and of an outbox, as both adapters must move them (real
 * transport, real PostgreSQL): what a scrape of the process reads. Not exported from the package
 * index: it imports vitest.
 */

const TYPE = 'inventory.contract-probe.recorded';
const SCHEMA = 'inventory';

/** A sample of the process's registry, read as a scrape reads it (gauges collected); 0 when absent. */
export async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = processRegistry().getSingleMetric(name.replace(/_count$/, ''));
  const values = (await metric?.get())?.values ?? [];
  const found = values.find(
    (v) =>
      // a histogram's samples name themselves (`_count`, `_sum`, `_bucket`)
      ((v as { metricName?: string }).metricName ?? name) === name &&
      Object.entries(labels).every(([key, wanted]) => String(v.labels[key]) === wanted),
  );
  return found?.value ?? 0;
}

type NoTables = Record<string, never>;

function connect(connectionString: string, applicationName: string): Kysely<NoTables> {
  const pool = createPool({ connectionString, applicationName });
  // dropping the test database ends connections still closing: no listener would crash the process
  pool.on('error', () => undefined);
  return new Kysely<NoTables>({ dialect: new PostgresDialect({ pool }) });
}

export function eventMetricsContract(
  harness: EventBusContractHarness,
  /** how the adapter may deliver an event again (a Kafka rebalance): counts are then bounds */
  options: { redeliversOnRebalance: boolean },
): void {
  describe(`event metrics: ${harness.name}`, () => {
    const disposals: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const dispose of disposals.splice(0).reverse()) {
        await dispose();
      }
    });

    /** A database with inventory's outbox, its service and relay connections, and a bus of its own. */
    const setUp = async (name: string) => {
      const database = await createTestDatabase(harness.databaseAdminUrl, `events_${name}`);
      const svc = connect(urlFor(database.adminUrl, 'inventory_svc'), `events-${name}-svc`);
      const relayDb = connect(urlFor(database.adminUrl, 'inventory_relay'), `events-${name}-relay`);
      const prefix = `${name}-${randomUUID().slice(0, 8)}`;
      const { bus } = harness.createBus(prefix);
      disposals.push(async () => {
        await bus.close().catch(() => undefined);
        await harness.cleanup?.(prefix);
        await Promise.all([svc.destroy(), relayDb.destroy()]);
        await database.drop();
      });
      return { svc, relayDb, bus, prefix, group: `${name}.${randomUUID().slice(0, 8)}` };
    };

    it(
      'counts events handled, retried, dead-lettered and dropped as duplicates; the lag climbs, then returns to 0; the outbox drains',
      async () => {
        const { svc, relayDb, bus, prefix, group } = await setUp('metrics');
        const labels = { group, topic: 'inventory' };
        const tenantId = randomUUID();
        const key = 'stack-1';
        const context = { tenantId, correlationId: randomUUID(), partitionKey: key };
        const [plain, flaky] = [1, 2].map((seq) => newEvent(TYPE, { key, seq }, context));
        if (!plain || !flaky) {
          throw new Error('no events');
        }

        // two events in the outbox: its backlog, as the relay's role reads it
        await withTenant(svc, tenantId, (trx) => writeToOutbox(trx, SCHEMA, [plain, flaky]));
        const relay = new OutboxRelay({ db: relayDb, schema: SCHEMA, bus, pollMs: 20 });
        disposals.push(() => relay.stop());
        const waiting = await relay.backlog();
        expect(waiting.backlog).toBe(2);
        expect(waiting.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
        const publishedBefore = await metricValue('outbox_published_total', { service: SCHEMA });

        // the first run of the first event waits for the test: the others queue up behind it
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const runs = new Map<string, number>();
        await bus.subscribe({
          group,
          topics: ['inventory'],
          handle: async (event) => {
            const run = (runs.get(event.eventId) ?? 0) + 1;
            runs.set(event.eventId, run);
            if (event.eventId === plain.eventId && run === 1) {
              await gate;
            }
            if (event.eventId === flaky.eventId && run === 1) {
              throw new Error('flaky handler, first run');
            }
            await consumeOnce(svc, SCHEMA, group, event, () => Promise.resolve());
          },
        });
        relay.start();
        await expectEventually(async () => {
          expect(await metricValue('outbox_published_total', { service: SCHEMA })).toBe(publishedBefore + 2);
        }, harness.caseTimeoutMs);
        // the first event again (a relay's redelivery), a body that is no JSON, a type no one knows
        await bus.publish([plain]);
        const unknownType = { ...newEvent(TYPE, { key, seq: 3 }, context), type: `${TYPE}-unheard-of` };
        await harness.publishRaw(prefix, 'inventory', [
          { key: routingKey(plain), body: '{"cut off', type: TYPE },
          { key: routingKey(plain), body: JSON.stringify(unknownType), type: unknownType.type },
        ]);
        await expectEventually(async () => {
          expect(await metricValue('events_consumer_lag', labels)).toBe(5);
        }, harness.caseTimeoutMs);
        release();

        await expectEventually(async () => {
          expect(await metricValue('events_consumer_lag', labels)).toBe(0);
          expect(await metricValue('events_dead_lettered_total', { ...labels, reason: 'malformed' })).toBe(1);
          expect(await metricValue('events_dead_lettered_total', { ...labels, reason: 'unknown_type' })).toBe(
            1,
          );
        }, harness.caseTimeoutMs);
        const handled = await metricValue('events_handled_total', labels);
        const duplicates = await metricValue('events_inbox_duplicates_total', { group });
        const retried = await metricValue('events_retried_total', labels);
        const runsTimed = await metricValue('events_handler_duration_seconds_count', labels);
        console.log(
          `[${harness.name}] handled ${handled}, retried ${retried}, duplicates ${duplicates}, handler runs ${runsTimed}`,
        );
        if (options.redeliversOnRebalance) {
          // a redelivered event is handled again and dropped by the inbox: two applied, whatever came twice
          expect(handled - duplicates).toBe(2);
          expect(duplicates).toBeGreaterThanOrEqual(1);
          expect(retried).toBeGreaterThanOrEqual(1);
          expect(runsTimed).toBe(handled + retried);
        } else {
          expect({ handled, duplicates, retried, runsTimed }).toEqual({
            handled: 3,
            duplicates: 1,
            retried: 1,
            runsTimed: 4,
          });
        }
        expect(await metricValue('events_dead_lettered_total', { ...labels, reason: 'handler_failed' })).toBe(
          0,
        );
        expect(await metricValue('outbox_backlog', { service: SCHEMA })).toBe(0);
        expect(await metricValue('outbox_oldest_age_seconds', { service: SCHEMA })).toBe(0);
      },
      harness.caseTimeoutMs * 3,
    );

    it(
      "a stopped consumer group's lag climbs at the topic's publisher, and falls to 0 once it runs again",
      async () => {
        const { svc, relayDb, bus, group } = await setUp('lag');
        const labels = { group, topic: 'inventory' };
        const tenantId = randomUUID();
        const write = (seqs: number[]) =>
          withTenant(svc, tenantId, (trx) =>
            writeToOutbox(
              trx,
              SCHEMA,
              seqs.map((seq) =>
                newEvent(TYPE, { seq }, { tenantId, correlationId: randomUUID(), partitionKey: `k${seq}` }),
              ),
            ),
          );
        const handled = new Set<number>();
        const subscription = {
          group,
          topics: ['inventory'],
          handle: (event: { payload: unknown }) => {
            handled.add((event.payload as { seq: number }).seq);
            return Promise.resolve();
          },
        };
        const relay = new OutboxRelay({ db: relayDb, schema: SCHEMA, bus, pollMs: 20 });
        disposals.push(() => relay.stop());
        relay.start();

        // the group runs and is caught up
        const first = await bus.subscribe(subscription);
        await write([1]);
        await expectEventually(async () => {
          expect(handled.has(1)).toBe(true);
          expect(await metricValue('events_consumer_lag', labels)).toBe(0);
        }, harness.caseTimeoutMs);

        // its consumers are down: the relay, which publishes the topic, sees the lag climb
        await first.stop();
        await write([2, 3, 4]);
        await expectEventually(async () => {
          expect(await metricValue('events_consumer_lag', labels)).toBe(3);
        }, harness.caseTimeoutMs);
        expect(handled.size).toBe(1);

        // back: it works off what came meanwhile
        const second = await bus.subscribe(subscription);
        disposals.push(() => second.stop());
        await expectEventually(async () => {
          expect([...handled].sort()).toEqual([1, 2, 3, 4]);
          expect(await metricValue('events_consumer_lag', labels)).toBe(0);
        }, harness.caseTimeoutMs);
      },
      harness.caseTimeoutMs * 4,
    );
  });
}
