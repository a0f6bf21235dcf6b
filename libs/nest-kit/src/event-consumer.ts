import { type OnModuleInit } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type DomainEvent,
  type EventEnvelope,
  type EventType,
  isOutdatedEvent,
  parseEventPayload,
} from '@timber/contracts';
import { consumeOnce } from '@timber/events';
import { type Kysely, type Transaction } from 'kysely';
import { type EventSubscription, OnEvent } from './event-bus.transport';
import { loggerFor } from './logger';

/** A subscription that names the catalogue types it handles: its consumer's handlers, one each. */
export type TypedSubscription = EventSubscription & { readonly types: readonly EventType[] };

/** The event types a subscription handles. */
export type SubscribedType<S extends TypedSubscription> = S['types'][number];

/**
 * A consumer's handlers: one for each type its subscription names, no more, no fewer (the compiler
 * says which is missing or extra), each given its event with the payload parsed by that type's own
 * schema in the catalogue.
 */
export type EventHandlers<
  S extends TypedSubscription,
  Extra extends unknown[] = [],
  Result = Promise<void>,
> = {
  readonly [T in SubscribedType<S>]: (event: DomainEvent<T>, ...extra: Extra) => Result;
};

/** The handlers of an inbox consumer: each runs in the transaction that records its event once. */
export type InboxHandlers<S extends TypedSubscription, DB> = EventHandlers<S, [trx: Transaction<DB>]>;

/**
 * One handler for several types whose payloads share a shape (each service's
 * `<service>.operation.performed`): the map of `types` to it.
 */
export function handlerForEach<const T extends EventType, H>(
  types: readonly T[],
  handler: H,
): Readonly<Record<T, H>> {
  return Object.fromEntries(types.map((type) => [type, handler])) as Record<T, H>;
}

type AnyHandler<Extra extends unknown[], Result = Promise<void>> = (
  event: DomainEvent,
  ...extra: Extra
) => Result;

/**
 * The event, its payload parsed by its type's schema, and that type's handler; null for an event
 * older than its type's schema reads (the catalogue's minVersion), which is acknowledged unhandled.
 */
function dispatchOf<Extra extends unknown[], Result = Promise<void>>(
  group: string,
  handlers: object,
  event: EventEnvelope,
): { parsed: DomainEvent; handler: AnyHandler<Extra, Result> } | null {
  // the map pairs each type with its own handler; looked up by the event's type, it is one of them
  const handler = (handlers as Partial<Record<string, AnyHandler<Extra, Result>>>)[event.type];
  if (!handler) {
    throw new Error(`${group}: no handler for ${event.type}`);
  }
  const type = event.type as EventType;
  if (isOutdatedEvent(type, event.version)) {
    return null;
  }
  return { parsed: { ...event, type, payload: parseEventPayload(type, event.payload) }, handler };
}

/**
 * What `event`'s handler in `handlers` (an EventHandlers map, with any result) makes of it, its
 * payload parsed by its type's schema; undefined, without a call, for an event older than its
 * type's schema reads. For a consumer that writes its events in groups (groupedConsumer).
 */
export function handleEvent<Extra extends unknown[], Result>(
  group: string,
  handlers: Readonly<Record<string, (event: never, ...extra: Extra) => Result>>,
  event: EventEnvelope,
  ...extra: Extra
): Result | undefined {
  const dispatch = dispatchOf<Extra, Result>(group, handlers, event);
  return dispatch ? dispatch.handler(dispatch.parsed, ...extra) : undefined;
}

/** Startup fails when a consumer's handlers and its subscription's types differ. */
function checkHandlers(subscription: TypedSubscription, handlers: object): void {
  const types = [...subscription.types].sort();
  const handled = Object.keys(handlers).sort();
  if (JSON.stringify(types) !== JSON.stringify(handled)) {
    throw new Error(
      `${subscription.group}: handlers for [${handled.join(', ')}], subscribed to [${types.join(', ')}]`,
    );
  }
}

/**
 * The base of a consumer that applies each event once, in one transaction with the record of it
 * in its service's inbox (consumeOnce: `<schema>.processed_events`): a `@Controller()` that injects
 * its database as `db` and declares one handler per subscribed type, the payload parsed by that
 * type's schema:
 *
 *   const SUBSCRIPTION = { group: 'orders.customers', topics: ['inventory'],
 *     types: ['inventory.reference.saved', 'inventory.reference.deleted'] } as const satisfies EventSubscription;
 *
 *   @Controller()
 *   export class CustomerChangedConsumer extends inboxConsumer(SUBSCRIPTION, 'orders')<OrdersDb> {
 *     constructor(@Inject(DB) protected readonly db: Kysely<OrdersDb>) { super(); }
 *     protected readonly handlers: InboxHandlers<typeof SUBSCRIPTION, OrdersDb> = {
 *       'inventory.reference.saved': async ({ tenantId, payload }, trx) => { … },
 *       'inventory.reference.deleted': async ({ payload }, trx) => { … },
 *     };
 *   }
 *
 * A handler throws to have the event retried (then dead-lettered); its writes roll back with the
 * inbox's record.
 */
export function inboxConsumer<const S extends TypedSubscription>(subscription: S, schema: string) {
  const log = loggerFor(subscription.group);
  abstract class InboxConsumer<DB> implements OnModuleInit {
    readonly group = subscription.group;
    protected abstract readonly db: Kysely<DB>;
    protected abstract readonly handlers: InboxHandlers<S, DB>;

    onModuleInit(): void {
      checkHandlers(subscription, this.handlers);
    }

    @OnEvent<string>(subscription)
    async handle(@Payload() event: EventEnvelope): Promise<void> {
      const dispatch = dispatchOf<[Transaction<DB>]>(subscription.group, this.handlers, event);
      if (!dispatch) {
        return;
      }
      const inbox = await consumeOnce(this.db, schema, subscription.group, event, (trx) =>
        dispatch.handler(dispatch.parsed, trx),
      );
      log.debug({ eventId: event.eventId, type: event.type, inbox }, 'event consumed');
    }
  }
  return InboxConsumer;
}

/**
 * The base of a consumer without an inbox in PostgreSQL, idempotent by other means (a Redis claim
 * of the event's id, a job id): as inboxConsumer, its handlers given the event alone.
 */
export function eventConsumer<const S extends TypedSubscription>(subscription: S) {
  abstract class EventConsumer implements OnModuleInit {
    readonly group = subscription.group;
    protected abstract readonly handlers: EventHandlers<S>;

    onModuleInit(): void {
      checkHandlers(subscription, this.handlers);
    }

    @OnEvent<string>(subscription)
    async handle(@Payload() event: EventEnvelope): Promise<void> {
      const dispatch = dispatchOf<[]>(subscription.group, this.handlers, event);
      if (dispatch) {
        await dispatch.handler(dispatch.parsed);
      }
    }
  }
  return EventConsumer;
}
