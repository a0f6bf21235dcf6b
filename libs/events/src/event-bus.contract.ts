import { EVENT_CATALOGUE, type EventEnvelope } from '@timber/contracts';
import { createPool, createTestDatabase, urlFor, withTenant } from '@timber/db';
import { currentSpanIds, inSpanUnder, SpanKind } from '@timber/telemetry';
import { startTestTracing } from '@timber/telemetry/tracing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type DeadLetter, type DeadLetterReader } from './dead-letter';
import { type EventBus, type Subscription } from './event-bus.port';
import { type KnownEvents } from './event-codec';
import { expectEventually } from './expect-eventually';
import { consumeOnce } from './inbox';
import { newEvent } from './new-event';
import { OutboxRelay } from './outbox-relay';
import { writeToOutbox } from './outbox-writer';
import { routingKey } from './partition';

/**
 * The one contract both adapters must pass, against a real transport and a real PostgreSQL.
 * Not exported from the package index: it imports vitest.
 */

export interface ContractBus {
  bus: EventBus & DeadLetterReader;
  /** Cuts this bus's connections abruptly: no acknowledgement, no lease release, no goodbye. */
  kill(): Promise<void>;
}

/** A message as it lies on the transport, whatever its body: `key` is the routing key (routingKey). */
export interface RawMessage {
  key: string;
  body: string;
  /** the `type` header (Kafka) or field (Redis); none when absent */
  type?: string;
}

export interface EventBusContractHarness {
  name: string;
  /** Admin URL of the PostgreSQL server; each test clones a fresh migrated database from it. */
  databaseAdminUrl: string;
  /** A bus whose streams (topics, groups) all live under `prefix`, unique to one test. */
  createBus(prefix: string): ContractBus;
  /**
   * Writes messages straight to a topic of the buses under `prefix` with the transport's own client
   * (a producer, XADD), as a foreign or broken publisher would: to where the bus routes `key`.
   */
  publishRaw(prefix: string, topic: string, messages: readonly RawMessage[]): Promise<void>;
  /** Removes what a test left on the transport. */
  cleanup?(prefix: string): Promise<void>;
  /** Upper bound for one case's asynchronous flow (takeovers included). */
  caseTimeoutMs: number;
}

const TYPE = 'inventory.contract-probe.recorded';
const OTHER_TYPE = 'inventory.contract-probe.ignored';
const SCHEMA = 'inventory';

/**
 * The events the contract's buses know (their `knownEvents`): the catalogue, as the services' buses
 * are given it, and the suite's probe types at version 1.
 */
export const CONTRACT_EVENTS: KnownEvents = {
  ...EVENT_CATALOGUE,
  [TYPE]: { version: 1 },
  [OTHER_TYPE]: { version: 1 },
};

interface ProbePayload {
  key: string;
  seq: number;
  poison?: boolean;
}

type NoTables = Record<string, never>;

interface World {
  tenantId: string;
  prefix: string;
  /** The service's own connection (`inventory_svc`, row-level security applies). */
  svc: Kysely<NoTables>;
  /** The outbox relay's connection (`inventory_relay`). */
  relayDb: Kysely<NoTables>;
  admin: Kysely<NoTables>;
  bus(): ContractBus;
  probe(
    key: string,
    seq: number,
    extra?: Partial<ProbePayload>,
    type?: string,
  ): EventEnvelope<string, ProbePayload>;
  /** A handler that applies the event once (consumeOnce) and writes one effect row. */
  apply(group: string, consumer: string, event: EventEnvelope): Promise<'processed' | 'duplicate'>;
  effects(): Promise<{ event_id: string; partition_key: string; seq: number; consumer: string }[]>;
  dispose(): Promise<void>;
}

/**
 * A pool with an error listener: dropping the test database terminates connections that are still
 * closing, and an idle client's error without a listener would crash the test process.
 */
function connect(connectionString: string, applicationName: string): Kysely<NoTables> {
  const pool = createPool({ connectionString, applicationName });
  pool.on('error', () => undefined);
  return new Kysely<NoTables>({ dialect: new PostgresDialect({ pool }) });
}

const payloadOf = (event: EventEnvelope): ProbePayload => event.payload as ProbePayload;

export function eventBusContract(harness: EventBusContractHarness): void {
  describe(`event bus contract: ${harness.name}`, () => {
    const worlds: World[] = [];
    // spans in memory: the trace case reads them (every case records its consumers' spans)
    const tracing = startTestTracing(`contract-${harness.name}`);
    afterAll(() => tracing.shutdown());

    afterEach(async () => {
      await Promise.all(worlds.splice(0).map((world) => world.dispose()));
    });

    async function world(label: string): Promise<World> {
      const database = await createTestDatabase(harness.databaseAdminUrl, `events_${label}`);
      const admin = connect(database.adminUrl, 'events-contract-admin');
      await sql`create table inventory.contract_effects (
          applied_seq bigint generated always as identity primary key,
          tenant_id uuid not null,
          event_id uuid not null,
          partition_key text not null,
          seq int not null,
          consumer text not null)`.execute(admin);
      await sql`call platform.protect_tenant_table('inventory.contract_effects', 'inventory_svc')`.execute(
        admin,
      );
      const svc = connect(urlFor(database.adminUrl, 'inventory_svc'), 'events-contract-svc');
      const relayDb = connect(urlFor(database.adminUrl, 'inventory_relay'), 'events-contract-relay');
      const tenantId = randomUUID();
      const prefix = `contract-${label}-${randomUUID().slice(0, 8)}`;
      const correlationId = randomUUID();
      const buses: ContractBus[] = [];
      const created: World = {
        tenantId,
        prefix,
        svc,
        relayDb,
        admin,
        bus: () => {
          const bus = harness.createBus(prefix);
          buses.push(bus);
          return bus;
        },
        probe: (key, seq, extra = {}, type = TYPE) =>
          newEvent(type, { key, seq, ...extra }, { tenantId, correlationId, partitionKey: key }),
        apply: (group, consumer, event) =>
          consumeOnce(svc, SCHEMA, group, event, async (trx) => {
            const { key, seq } = payloadOf(event);
            await sql`insert into inventory.contract_effects (tenant_id, event_id, partition_key, seq, consumer)
                values (${event.tenantId}::uuid, ${event.eventId}::uuid, ${key}, ${seq}, ${consumer})`.execute(
              trx,
            );
          }),
        effects: async () =>
          (
            await sql<{ event_id: string; partition_key: string; seq: number; consumer: string }>`
              select event_id, partition_key, seq, consumer from inventory.contract_effects order by applied_seq`.execute(
              admin,
            )
          ).rows,
        dispose: async () => {
          await Promise.all(buses.map(({ bus }) => bus.close().catch(() => undefined)));
          await harness.cleanup?.(prefix);
          await Promise.all([svc.destroy(), relayDb.destroy(), admin.destroy()]);
          await database.drop();
        },
      };
      worlds.push(created);
      return created;
    }

    const subscribe = (bus: EventBus, subscription: Subscription) => bus.subscribe(subscription);

    /** Effects must be exactly the expected events, each once. */
    async function expectEffectsOnce(w: World, expected: readonly EventEnvelope[]): Promise<void> {
      const rows = await w.effects();
      expect(rows.map((row) => row.event_id).sort()).toEqual(expected.map((e) => e.eventId).sort());
    }

    it(
      'redelivers the events of a consumer killed mid-batch to another consumer, applied exactly once',
      async () => {
        const w = await world('redelivery');
        const group = 'contract.redelivery';
        const keys = ['k1', 'k2', 'k3', 'k4'];
        const events = Array.from({ length: 6 }, (_, i) => keys.map((key) => w.probe(key, i + 1))).flat();
        await w.bus().bus.publish(events);

        const a = w.bus();
        let killed = false;
        let handledByA = 0;
        let inFlightAtKill: string | undefined;
        await subscribe(a.bus, {
          group,
          topics: ['inventory'],
          handle: async (event) => {
            if (killed) {
              throw new Error('consumer A is dead');
            }
            await w.apply(group, 'A', event);
            handledByA += 1;
            if (handledByA === 5) {
              // Its effect is committed but the event is never acknowledged: a crash right here.
              inFlightAtKill = event.eventId;
              killed = true;
              await a.kill();
            }
          },
        });
        await expectEventually(() => expect(killed).toBe(true), harness.caseTimeoutMs);

        const b = w.bus();
        const seenByB = new Set<string>();
        let duplicatesAtB = 0;
        await subscribe(b.bus, {
          group,
          topics: ['inventory'],
          handle: async (event) => {
            seenByB.add(event.eventId);
            if ((await w.apply(group, 'B', event)) === 'duplicate') {
              duplicatesAtB += 1;
            }
          },
        });

        await expectEventually(async () => {
          expect((await w.effects()).length).toBe(events.length);
        }, harness.caseTimeoutMs);
        await expectEffectsOnce(w, events);
        expect(seenByB.has(inFlightAtKill ?? '')).toBe(true);
        expect(duplicatesAtB).toBeGreaterThanOrEqual(1);
        const effects = await w.effects();
        const byA = effects.filter((row) => row.consumer === 'A').length;
        console.log(
          `[${harness.name}] redelivery: ${events.length} events; consumer A was killed mid-batch after applying ` +
            `${byA} (${duplicatesAtB} of them never acknowledged, incl. ${inFlightAtKill?.slice(0, 8)}); consumer B ` +
            `received ${seenByB.size}, incl. ${duplicatesAtB} redelivered and ignored as duplicates; ` +
            `effects ${effects.length}/${events.length}, each exactly once`,
        );
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      'a relay killed between publishing and marking causes a duplicate that the consumer ignores',
      async () => {
        const w = await world('relaydup');
        const group = 'contract.relay';
        const events = Array.from({ length: 10 }, (_, i) => w.probe(`order-${i % 3}`, i + 1));
        await withTenant(w.svc, w.tenantId, (trx) => writeToOutbox(trx, SCHEMA, events));

        const publisher = w.bus();
        const dyingBus: EventBus = {
          publish: async (batch) => {
            await publisher.bus.publish(batch);
            throw new Error('relay killed after publishing, before marking');
          },
          subscribe: (subscription) => publisher.bus.subscribe(subscription),
          close: () => Promise.resolve(),
        };
        const dyingRelay = new OutboxRelay({ db: w.relayDb, schema: SCHEMA, bus: dyingBus });
        await expect(dyingRelay.relayOnce()).rejects.toThrow('relay killed');
        const unpublished = async () =>
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from inventory.outbox where published_at is null`.execute(w.relayDb)
          ).rows[0]?.n;
        expect(await unpublished()).toBe(events.length);

        const relay = new OutboxRelay({ db: w.relayDb, schema: SCHEMA, bus: publisher.bus, pollMs: 50 });
        relay.start();
        await expectEventually(async () => expect(await unpublished()).toBe(0), harness.caseTimeoutMs);
        await relay.stop();

        let deliveries = 0;
        let duplicates = 0;
        const consumer = w.bus();
        await subscribe(consumer.bus, {
          group,
          topics: ['inventory'],
          handle: async (event) => {
            // counted once applied: the count reaching its total means every outcome is known
            if ((await w.apply(group, 'C', event)) === 'duplicate') {
              duplicates += 1;
            }
            deliveries += 1;
          },
        });
        await expectEventually(() => expect(deliveries).toBe(events.length * 2), harness.caseTimeoutMs);
        await expectEffectsOnce(w, events);
        expect(duplicates).toBe(events.length);
        console.log(
          `[${harness.name}] duplicate: relay killed after publishing ${events.length} outbox events; ` +
            `the next relay published them again; consumer received ${deliveries}, ` +
            `applied ${deliveries - duplicates}, ignored ${duplicates} duplicates`,
        );
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      'keeps per-key order with several consumers in a group and across a takeover',
      async () => {
        const w = await world('ordering');
        const group = 'contract.ordering';
        const keys = Array.from({ length: 12 }, (_, i) => `log-${i}`);
        const perKey = 15;
        const consumers = [w.bus(), w.bus(), w.bus()];
        const names = ['C0', 'C1', 'C2'];
        let applied = 0;
        let killed: string | undefined;
        for (const [index, consumer] of consumers.entries()) {
          const name = names[index] as string;
          await subscribe(consumer.bus, {
            group,
            topics: ['inventory'],
            handle: async (event) => {
              if (killed === name) {
                throw new Error(`${name} is dead`);
              }
              await w.apply(group, name, event);
              applied += 1;
              if (applied === 40 && killed === undefined) {
                // Whoever applied the 40th event owns a partition mid-stream: it dies now.
                killed = name;
                await consumer.kill();
              }
            },
          });
        }
        const publisher = w.bus();
        const events: EventEnvelope[] = [];
        for (let seq = 1; seq <= perKey; seq += 1) {
          const round = keys.map((key) => w.probe(key, seq));
          events.push(...round);
          await publisher.bus.publish(round);
        }

        await expectEventually(async () => {
          expect((await w.effects()).length).toBe(events.length);
        }, harness.caseTimeoutMs);
        await expectEffectsOnce(w, events);
        const effects = await w.effects();
        for (const key of keys) {
          const order = effects.filter((row) => row.partition_key === key).map((row) => row.seq);
          expect(order, `order of ${key}`).toEqual(Array.from({ length: perKey }, (_, i) => i + 1));
        }
        const byConsumer = names.map(
          (name) => `${name}=${effects.filter((row) => row.consumer === name).length}`,
        );
        expect(killed).toBeDefined();
        console.log(
          `[${harness.name}] ordering: ${keys.length} keys x ${perKey} events interleaved, 3 consumers ` +
            `(${killed} killed mid-stream after the 40th effect, its partitions taken over); per-key order held for all ` +
            `${effects.length} effects (${byConsumer.join(' ')})`,
        );
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      'moves a poison event to the dead-letter stream after maxAttempts without blocking the rest',
      async () => {
        const w = await world('poison');
        const group = 'contract.poison';
        const maxAttempts = 3;
        const sameKey = [1, 2, 3, 4, 5, 6].map((seq) => w.probe('stack-7', seq, { poison: seq === 3 }));
        const otherKey = [1, 2, 3, 4, 5].map((seq) => w.probe('stack-8', seq));
        const poison = sameKey[2] as EventEnvelope;
        const consumer = w.bus();
        let poisonAttempts = 0;
        await subscribe(consumer.bus, {
          group,
          topics: ['inventory'],
          maxAttempts,
          handle: async (event) => {
            if (payloadOf(event).poison) {
              poisonAttempts += 1;
              throw new Error(`cannot handle poison event ${event.eventId}`);
            }
            await w.apply(group, 'P', event);
          },
        });
        await w.bus().bus.publish([...sameKey, ...otherKey]);

        const healthy = [...sameKey.filter((e) => e !== poison), ...otherKey];
        await expectEventually(async () => {
          expect((await w.effects()).length).toBe(healthy.length);
        }, harness.caseTimeoutMs);
        await expectEffectsOnce(w, healthy);
        const letters = await expectEventually(async () => {
          const found = await consumer.bus.readDeadLetters(group);
          expect(found).toHaveLength(1);
          return found;
        }, harness.caseTimeoutMs);
        const letter = letters[0];
        expect(letter?.eventId).toBe(poison.eventId);
        expect(letter?.attempts).toBe(maxAttempts);
        expect(letter?.error).toContain('cannot handle poison event');
        expect(letter?.event?.payload).toEqual(poison.payload);
        expect(poisonAttempts).toBe(maxAttempts);
        const order = (await w.effects())
          .filter((row) => row.partition_key === 'stack-7')
          .map((row) => row.seq);
        expect(order).toEqual([1, 2, 4, 5, 6]);
        console.log(
          `[${harness.name}] dead-letter: poison event failed ${poisonAttempts} attempts and went to the ` +
            `dead-letter stream with error "${letter?.error.slice(0, 40)}..."; the ${order.length - 2} later ` +
            `events of its key and ${otherKey.length} of another key were still applied (order ${order.join(',')})`,
        );
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      'a batch handler gets events in order; a failing batch is handled one by one, its poison dead-lettered',
      async () => {
        const w = await world('batch');
        const group = 'contract.batch';
        const maxAttempts = 3;
        const sameKey = Array.from({ length: 12 }, (_, i) => w.probe('pile-1', i + 1, { poison: i === 6 }));
        const otherKey = Array.from({ length: 12 }, (_, i) => w.probe('pile-2', i + 1));
        const poison = sameKey[6] as EventEnvelope;
        const consumer = w.bus();
        let batches = 0;
        let poisonAttempts = 0;
        await subscribe(consumer.bus, {
          group,
          topics: ['inventory'],
          types: [TYPE],
          maxAttempts,
          handle: async (event) => {
            if (payloadOf(event).poison) {
              poisonAttempts += 1;
              throw new Error(`cannot handle poison event ${event.eventId}`);
            }
            await w.apply(group, 'B', event);
          },
          handleBatch: async (events) => {
            // all or nothing: a batch with the poison applies none of its events
            if (events.some((event) => payloadOf(event).poison)) {
              throw new Error('a batch with a poison event');
            }
            batches += 1;
            for (const event of events) {
              await w.apply(group, 'B', event);
            }
          },
        });
        await w.bus().bus.publish([...sameKey, w.probe('pile-1', 99, {}, OTHER_TYPE), ...otherKey]);

        const healthy = [...sameKey.filter((e) => e !== poison), ...otherKey];
        await expectEventually(async () => {
          expect((await w.effects()).length).toBe(healthy.length);
        }, harness.caseTimeoutMs);
        await expectEffectsOnce(w, healthy);
        const letters = await expectEventually(async () => {
          const found = await consumer.bus.readDeadLetters(group);
          expect(found).toHaveLength(1);
          return found;
        }, harness.caseTimeoutMs);
        expect(letters[0]?.eventId).toBe(poison.eventId);
        expect(letters[0]?.attempts).toBe(maxAttempts);
        expect(poisonAttempts).toBe(maxAttempts);
        const effects = await w.effects();
        for (const key of ['pile-1', 'pile-2']) {
          const order = effects.filter((row) => row.partition_key === key).map((row) => row.seq);
          expect(order, `order of ${key}`).toEqual(
            Array.from({ length: 12 }, (_, i) => i + 1).filter((seq) => key !== 'pile-1' || seq !== 7),
          );
        }
        console.log(
          `[${harness.name}] batches: ${healthy.length} events applied once and in order (${batches} batches ` +
            `handled whole); the poison failed ${poisonAttempts} attempts one by one and was dead-lettered`,
        );
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      'redelivers a batch whose consumer died before acknowledging it: applied exactly once',
      async () => {
        const w = await world('batchkill');
        const group = 'contract.batchkill';
        const events = Array.from({ length: 30 }, (_, i) => w.probe(`key-${i % 2}`, i + 1));
        await w.bus().bus.publish(events);

        const a = w.bus();
        let killed = false;
        await subscribe(a.bus, {
          group,
          topics: ['inventory'],
          handle: async (event) => {
            if (killed) {
              throw new Error('consumer A is dead');
            }
            await w.apply(group, 'A', event);
          },
          handleBatch: async (batch) => {
            if (killed) {
              throw new Error('consumer A is dead');
            }
            for (const event of batch) {
              await w.apply(group, 'A', event);
            }
            // applied and committed, never acknowledged: a crash right here
            killed = true;
            await a.kill();
          },
        });
        await expectEventually(async () => {
          expect((await w.effects()).length).toBeGreaterThan(0);
        }, harness.caseTimeoutMs);

        const b = w.bus();
        let duplicatesAtB = 0;
        await subscribe(b.bus, {
          group,
          topics: ['inventory'],
          handle: async (event) => {
            if ((await w.apply(group, 'B', event)) === 'duplicate') {
              duplicatesAtB += 1;
            }
          },
          handleBatch: async (batch) => {
            for (const event of batch) {
              if ((await w.apply(group, 'B', event)) === 'duplicate') {
                duplicatesAtB += 1;
              }
            }
          },
        });
        await expectEventually(async () => {
          expect((await w.effects()).length).toBe(events.length);
        }, harness.caseTimeoutMs);
        await expectEffectsOnce(w, events);
        const effects = await w.effects();
        for (const key of ['key-0', 'key-1']) {
          const order = effects.filter((row) => row.partition_key === key).map((row) => row.seq);
          expect(order, `order of ${key}`).toEqual([...order].sort((x, y) => x - y));
        }
        console.log(
          `[${harness.name}] batch redelivery: consumer A died after applying ${effects.filter((r) => r.consumer === 'A').length} ` +
            `events unacknowledged; B applied the rest (${duplicatesAtB} redelivered and ignored), each exactly once`,
        );
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      'moves malformed messages to the dead-letter stream at once with their reason, and carries on',
      async () => {
        const w = await world('malformed');
        // every type of the topic; and the probe type alone, as the services' consumers name theirs
        const groups = { all: 'contract.malformed', typed: 'contract.malformed-typed' };
        const key = 'stack-9';
        const consumer = w.bus();
        const seen: Record<string, string[]> = { all: [], typed: [] };
        for (const [name, group] of Object.entries(groups)) {
          await subscribe(consumer.bus, {
            group,
            topics: ['inventory'],
            ...(name === 'typed' ? { types: [TYPE] } : {}),
            handle: async (event) => {
              seen[name]?.push(event.eventId);
              await w.apply(group, name, event);
            },
          });
        }
        const before = [1, 2].map((seq) => w.probe(key, seq));
        const after = [3, 4, 5].map((seq) => w.probe(key, seq));
        const unknownType = { ...w.probe(key, 90), type: 'inventory.contract-probe.unheard-of' };
        const newerVersion = { ...w.probe(key, 91), version: 2 };
        const malformed = [
          { body: '{"eventId": "cut off', type: TYPE, reason: 'body is not JSON' },
          { body: JSON.stringify({ hello: 'world' }), type: TYPE, reason: 'body is not an event envelope' },
          {
            body: JSON.stringify(unknownType),
            type: unknownType.type,
            reason: `unknown event type "${unknownType.type}"`,
          },
          { body: JSON.stringify(newerVersion), type: TYPE, reason: `unknown version 2 of "${TYPE}"` },
          { body: 'no type header either', reason: 'body is not JSON' },
        ];
        const publisher = w.bus();
        await publisher.bus.publish(before);
        // on the partition of the good events' key, between them: they must not wait behind it
        const raw = malformed.map(({ body, type }) => ({
          key: routingKey({ tenantId: w.tenantId, partitionKey: key }),
          body,
          ...(type === undefined ? {} : { type }),
        }));
        await harness.publishRaw(w.prefix, 'inventory', raw);
        await publisher.bus.publish(after);

        const good = [...before, ...after];
        const effectsOf = async (name: string) => (await w.effects()).filter((row) => row.consumer === name);
        for (const name of Object.keys(groups)) {
          await expectEventually(async () => {
            expect((await effectsOf(name)).length).toBe(good.length);
          }, harness.caseTimeoutMs);
          const effects = await effectsOf(name);
          expect(effects.map((row) => row.event_id).sort()).toEqual(good.map((e) => e.eventId).sort());
          expect(effects.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5]);
          // the handler never saw a malformed message (a redelivery after a rebalance may repeat a good one)
          expect(new Set(seen[name])).toEqual(new Set(good.map((event) => event.eventId)));
        }
        // the typed consumer skips a type it does not name, known or not, unread: it would not handle it
        const expected = {
          all: malformed,
          typed: malformed.filter((sent) => sent.type === undefined || sent.type === TYPE),
        };
        const letters: Record<string, DeadLetter[]> = {};
        for (const [name, group] of Object.entries(groups)) {
          const wanted = expected[name as keyof typeof expected];
          const found = await expectEventually(async () => {
            const read = await consumer.bus.readDeadLetters(group);
            expect(read).toHaveLength(wanted.length);
            return read;
          }, harness.caseTimeoutMs);
          found.forEach((letter, i) => {
            const sent = wanted[i];
            expect(letter.error, `${name}: dead letter ${i}`).toContain(sent?.reason);
            expect(letter.attempts).toBe(0);
            expect(letter.body).toBe(sent?.body);
            expect(letter.type).toBe(sent?.type ?? null);
          });
          letters[name] = found;
        }
        console.log(
          `[${harness.name}] malformed: ${malformed.length} messages dead-lettered at once (attempts 0) with ` +
            `their reasons (${letters['all']?.map((letter) => letter.error.slice(0, 28)).join(' | ')}); ` +
            `${letters['typed']?.length} by a consumer of the probe type alone (the unknown type skipped); ` +
            `the ${good.length} events around them applied in order by both`,
        );
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      'acknowledges and skips events of types the subscription does not handle',
      async () => {
        const w = await world('types');
        const group = 'contract.types';
        const wanted = [1, 2, 3].map((seq) => w.probe('k', seq));
        const other = w.probe('k', 99, {}, OTHER_TYPE);
        const seen: string[] = [];
        const consumer = w.bus();
        await subscribe(consumer.bus, {
          group,
          topics: ['inventory'],
          types: [TYPE],
          handle: async (event) => {
            seen.push(event.type);
            await w.apply(group, 'T', event);
          },
        });
        await w.bus().bus.publish([wanted[0] as EventEnvelope, other, ...wanted.slice(1)]);
        await expectEventually(async () => {
          expect((await w.effects()).length).toBe(wanted.length);
        }, harness.caseTimeoutMs);
        expect(seen).toEqual([TYPE, TYPE, TYPE]);
      },
      harness.caseTimeoutMs * 2,
    );

    it(
      "runs the handler in a consumer span under the publisher's trace context",
      async () => {
        const w = await world('trace');
        const group = 'contract.trace';
        const seen = new Map<string, ReturnType<typeof currentSpanIds>>();
        await subscribe(w.bus().bus, {
          group,
          topics: ['inventory'],
          types: [TYPE],
          handle: (event) => {
            seen.set(event.eventId, currentSpanIds());
            return Promise.resolve();
          },
        });
        const event = w.probe('k', 1);
        const publisher = w.bus().bus;
        const sent = await inSpanUnder(
          'publish',
          { kind: SpanKind.PRODUCER, parent: undefined },
          async () => {
            await publisher.publish([event]);
            return currentSpanIds();
          },
        );
        const inHandler = await expectEventually(() => {
          expect(seen.has(event.eventId)).toBe(true);
          return seen.get(event.eventId);
        }, harness.caseTimeoutMs);
        const consumer = (await tracing.finished()).find(
          (span) =>
            span.kind === SpanKind.CONSUMER && span.attributes['messaging.message.id'] === event.eventId,
        );
        expect(consumer?.spanContext().traceId).toBe(sent?.trace_id);
        expect(consumer?.parentSpanContext?.spanId).toBe(sent?.span_id);
        expect(consumer?.attributes['messaging.consumer.group.name']).toBe(group);
        expect(inHandler).toEqual({ trace_id: sent?.trace_id, span_id: consumer?.spanContext().spanId });
      },
      harness.caseTimeoutMs * 2,
    );
  });
}
