import { type EventEnvelope } from '@timber/contracts';
import { createPool, createTestDatabase, urlFor, withTenant } from '@timber/db';
import { currentSpanIds, inSpanUnder, SpanKind } from '@timber/telemetry';
import { startTestTracing } from '@timber/telemetry/tracing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SubscriptionHandle } from './event-bus.port';
import { expectEventually } from './expect-eventually';
import { newEvent } from './new-event';
import { OutboxRelay } from './outbox-relay';
import { writeToOutbox } from './outbox-writer';
import { RedisStreamsEventBus } from './redis-streams-event-bus';

const adminUrl = process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const TYPE = 'inventory.outbox-probe.recorded';

type NoTables = Record<string, never>;

function connect(connectionString: string): Kysely<NoTables> {
  const pool = createPool({ connectionString, applicationName: 'events-trace-spec' });
  pool.on('error', () => undefined);
  return new Kysely<NoTables>({ dialect: new PostgresDialect({ pool }) });
}

describe('a trace through the outbox, the relay and a Redis Streams consumer', () => {
  const tracing = startTestTracing('event-trace-spec');
  const finished = () => tracing.finished();
  let database: { adminUrl: string; drop: () => Promise<void> };
  let svc: Kysely<NoTables>;
  let relayDb: Kysely<NoTables>;
  let bus: RedisStreamsEventBus;
  let relay: OutboxRelay<NoTables>;
  let subscription: SubscriptionHandle | undefined;
  const tenantId = randomUUID();
  /** what each handled event saw of the span running its handler */
  const handled = new Map<string, ReturnType<typeof currentSpanIds>>();

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl, 'events_trace');
    svc = connect(urlFor(database.adminUrl, 'inventory_svc'));
    relayDb = connect(urlFor(database.adminUrl, 'inventory_relay'));
    bus = new RedisStreamsEventBus({
      redis: redisUrl,
      streamPrefix: `spec-trace-${randomUUID()}`,
      partitions: 2,
      blockMs: 100,
      retryDelayMs: 20,
    });
    relay = new OutboxRelay({ db: relayDb, schema: 'inventory', bus });
    subscription = await bus.subscribe({
      group: 'spec.trace',
      topics: ['inventory'],
      types: [TYPE],
      handle: (event: EventEnvelope) => {
        handled.set(event.eventId, currentSpanIds());
        return Promise.resolve();
      },
    });
  });

  afterAll(async () => {
    await subscription?.stop();
    await bus.close();
    await Promise.all([svc.destroy(), relayDb.destroy()]);
    await database.drop();
    await tracing.shutdown();
  });

  const write = (event: EventEnvelope) =>
    withTenant(svc, tenantId, (trx) => writeToOutbox(trx, 'inventory', [event]));
  const rowOf = async (eventId: string) =>
    (
      await sql<{
        traceparent: string | null;
        tracestate: string | null;
      }>`select traceparent, tracestate from inventory.outbox where event_id = ${eventId}`.execute(relayDb)
    ).rows[0];

  it("keeps the writer's trace context in the outbox row, and the consumer's span is its child", async () => {
    const event = newEvent(TYPE, { n: 1 }, { tenantId, correlationId: 'spec', partitionKey: 'a' });
    const request = await inSpanUnder(
      'POST /probe',
      { kind: SpanKind.SERVER, parent: undefined },
      async () => {
        await write(event);
        return currentSpanIds();
      },
    );
    const row = await rowOf(event.eventId);
    expect(row?.traceparent).toBe(`00-${request?.trace_id}-${request?.span_id}-01`);

    expect(await relay.relayOnce()).toBe(1);
    const inHandler = await expectEventually(() => {
      expect(handled.has(event.eventId)).toBe(true);
      return handled.get(event.eventId);
    });

    const consumer = (await finished()).find((span) => span.kind === SpanKind.CONSUMER);
    expect(consumer?.name).toBe('spec.trace process');
    expect(consumer?.spanContext().traceId).toBe(request?.trace_id);
    expect(consumer?.parentSpanContext?.spanId).toBe(request?.span_id);
    expect(consumer?.parentSpanContext?.isRemote).toBe(true);
    expect(consumer?.attributes['messaging.message.id']).toBe(event.eventId);
    // the handler ran inside that span: its logs and queries belong to the request's trace
    expect(inHandler).toEqual({ trace_id: request?.trace_id, span_id: consumer?.spanContext().spanId });
  });

  it('writes no context outside a span; the consumer then starts a trace of its own', async () => {
    tracing.reset();
    const event = newEvent(TYPE, { n: 2 }, { tenantId, correlationId: 'spec', partitionKey: 'b' });
    await write(event);
    expect(await rowOf(event.eventId)).toEqual({ traceparent: null, tracestate: null });
    expect(await relay.relayOnce()).toBe(1);
    await expectEventually(() => expect(handled.has(event.eventId)).toBe(true));
    const consumer = (await finished()).find(
      (span) => span.attributes['messaging.message.id'] === event.eventId,
    );
    expect(consumer).toBeDefined();
    expect(consumer?.parentSpanContext).toBeUndefined();
  });
});
