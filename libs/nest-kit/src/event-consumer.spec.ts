import { type DomainEvent, type EventEnvelope } from '@timber/contracts';
import { newEvent } from '@timber/events';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type EventSubscription } from './event-bus.transport';
import {
  eventConsumer,
  type EventHandlers,
  handlerForEach,
  inboxConsumer,
  type InboxHandlers,
} from './event-consumer';

const SUBSCRIPTION = {
  group: 'test.board',
  topics: ['sawing', 'counting'],
  types: ['sawing.floor-links.revoked', 'sawing.order.closed', 'counting.recognition.completed'],
} as const satisfies EventSubscription;

const context = { tenantId: randomUUID(), correlationId: 'test', partitionKey: 'key' };
const revoked = (generation: unknown) =>
  newEvent('sawing.floor-links.revoked', { generation } as { generation: number }, context);
const closed = () =>
  newEvent('sawing.order.closed', { orderId: randomUUID(), orderNo: 'S1', benchId: randomUUID() }, context);

class Probe extends eventConsumer(SUBSCRIPTION) {
  readonly seen: DomainEvent[] = [];
  protected readonly handlers: EventHandlers<typeof SUBSCRIPTION> = {
    'sawing.floor-links.revoked': (event) => this.see(event),
    'sawing.order.closed': (event) => this.see(event),
    'counting.recognition.completed': (event) => this.see(event),
  };
  private see(event: DomainEvent): Promise<void> {
    this.seen.push(event);
    return Promise.resolve();
  }
}

describe('eventConsumer', () => {
  it("hands each event to its type's handler, the payload parsed by that type's schema", async () => {
    const probe = new Probe();
    const first = revoked(3);
    const second = closed();
    await probe.handle({ ...first, payload: { generation: 3, extra: 'dropped by the schema' } });
    await probe.handle(second);
    expect(probe.seen.map((event) => [event.type, event.payload])).toEqual([
      ['sawing.floor-links.revoked', { generation: 3 }],
      ['sawing.order.closed', second.payload],
    ]);
  });

  it('refuses a payload its type does not describe: the handler does not run, the bus retries', async () => {
    const probe = new Probe();
    await expect(probe.handle(revoked('three'))).rejects.toThrow();
    await expect(probe.handle({ ...closed(), type: 'sawing.floor-links.revoked' })).rejects.toThrow();
    expect(probe.seen).toEqual([]);
  });

  it("acknowledges an event older than its type's schema reads (the catalogue's minVersion) unhandled", async () => {
    const probe = new Probe();
    const old: EventEnvelope = {
      ...closed(),
      type: 'counting.recognition.completed',
      version: 1,
      payload: { tenantId: context.tenantId, orderId: 1, imageId: 1, count: 4 },
    };
    await probe.handle(old);
    expect(probe.seen).toEqual([]);
  });

  it('fails at startup when its handlers and its subscription name different types', () => {
    class Lacking extends eventConsumer(SUBSCRIPTION) {
      // what the compiler refuses (see below), as a consumer written around it would be
      protected readonly handlers = {
        'sawing.floor-links.revoked': () => Promise.resolve(),
      } as unknown as EventHandlers<typeof SUBSCRIPTION>;
    }
    expect(() => new Lacking().onModuleInit()).toThrow(
      'test.board: handlers for [sawing.floor-links.revoked], subscribed to [counting.recognition.completed, sawing.floor-links.revoked, sawing.order.closed]',
    );
    expect(() => new Probe().onModuleInit()).not.toThrow();
  });

  it('does not compile with a handler missing or a handler for a type not subscribed', () => {
    const ONE = { group: 'test.one', topics: ['sawing'], types: ['sawing.order.closed'] } as const;
    class Missing extends eventConsumer(ONE) {
      // @ts-expect-error: 'sawing.order.closed' has no handler
      protected readonly handlers: EventHandlers<typeof ONE> = {};
    }
    class Extra extends eventConsumer(ONE) {
      protected readonly handlers: EventHandlers<typeof ONE> = {
        'sawing.order.closed': () => Promise.resolve(),
        // @ts-expect-error: not subscribed
        'sawing.order.reopened': () => Promise.resolve(),
      };
    }
    class WrongPayload extends eventConsumer(ONE) {
      protected readonly handlers: EventHandlers<typeof ONE> = {
        // @ts-expect-error: a closed order's payload has no generation
        'sawing.order.closed': ({ payload }) => Promise.resolve(payload.generation),
      };
    }
    expect([Missing, Extra, WrongPayload]).toHaveLength(3);
  });
});

describe('inboxConsumer', () => {
  class InboxReached extends Error {}
  // consumeOnce opens its transaction first: a database that refuses shows the event got there
  const refusing = {
    transaction: () => {
      throw new InboxReached();
    },
  } as unknown as Kysely<unknown>; // only transaction() is reached

  const ONE = {
    group: 'test.inbox',
    topics: ['sawing'],
    types: ['sawing.floor-links.revoked', 'sawing.order.closed'],
  } as const;
  class InboxProbe extends inboxConsumer(ONE, 'test')<unknown> {
    protected readonly db = refusing;
    protected readonly handlers: InboxHandlers<typeof ONE, unknown> = handlerForEach(ONE.types, () =>
      Promise.resolve(),
    );
  }

  it('parses the payload before it opens the inbox transaction, and runs the handler in it', async () => {
    const probe = new InboxProbe();
    await expect(probe.handle(revoked('three'))).rejects.not.toBeInstanceOf(InboxReached);
    await expect(probe.handle(revoked(3))).rejects.toBeInstanceOf(InboxReached);
    expect(() => probe.onModuleInit()).not.toThrow();
  });
});
