import { applyDecorators, Catch, type RpcExceptionFilter, UseFilters } from '@nestjs/common';
import {
  BaseRpcContext,
  type CustomTransportStrategy,
  EventPattern,
  type MessageHandler,
  Server,
} from '@nestjs/microservices';
import { type EventEnvelope, type EventType } from '@timber/contracts';
import { type Delivery, type EventBus, type Subscription, type SubscriptionHandle } from '@timber/events';
import { DEFAULT_LOCALE } from '@timber/i18n';
import { lastValueFrom, type Observable, throwError } from 'rxjs';
import { loggerFor } from './logger';
import { type RequestContext, runWithContext } from './request-context';

/**
 * What a consumer reads from the event bus. `group` is the consumer group (every instance of the
 * service shares its work) and the consumer's name in its inbox (consumeOnce).
 */
export interface EventSubscription<Type extends string = EventType> {
  /** e.g. `identity.operation-log` */
  readonly group: string;
  /** the topics (bounded contexts) read, e.g. `['inventory']` */
  readonly topics: readonly string[];
  /** the event types handled; others are acknowledged and skipped. All when absent. */
  readonly types?: readonly Type[];
  /** attempts before an event goes to the dead letters (default 5) */
  readonly maxAttempts?: number;
}

/** Where the handler's event (or batch) came from: its group, topic, partition and attempt. */
export class EventBusContext extends BaseRpcContext<[Delivery & { group: string }]> {
  getGroup(): string {
    return this.args[0].group;
  }
  /** the topic (bounded context), e.g. `ingest` */
  getTopic(): string {
    return this.args[0].topic;
  }
  getPartition(): number {
    return this.args[0].partition;
  }
  /** 1 on the first attempt (a batch's is always 1); a retry counts up */
  getAttempt(): number {
    return this.args[0].attempt;
  }
}

/** The transport of EventBusTransport: handlers declared with OnEvent register on it alone. */
export const EVENT_BUS_TRANSPORT = Symbol('event-bus');

/** What OnEvent and OnEventBatch leave in the pattern's extras, for EventBusTransport.listen. */
interface Declared {
  subscription: EventSubscription<string>;
  batch: boolean;
}
const DECLARED = 'timber:events';

/**
 * A handler's error as it is, to the bus: it logs it, retries the event and names the error in
 * the dead letter. (Nest's default for RPC handlers logs the error and replaces it with "Internal
 * server error".)
 */
@Catch()
export class EventErrorsToBus implements RpcExceptionFilter<unknown, never> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}

// The handler types are method signatures (bivariant parameters), so that a handler may take a
// narrower event type or leave out the context.
interface Handlers {
  one(event: EventEnvelope, context?: EventBusContext): Promise<void>;
  batch(events: readonly EventEnvelope[], context?: EventBusContext): Promise<void>;
}
/** A method decorator that accepts only a method of type F (by its value: parameters may be fewer). */
type HandlerDecorator<F> = (target: object, key: string | symbol, descriptor: { value?: F }) => void;

const declare = (subscription: EventSubscription<string>, batch: boolean) =>
  applyDecorators(
    EventPattern(
      batch ? { group: subscription.group, batch } : { group: subscription.group },
      EVENT_BUS_TRANSPORT,
      { [DECLARED]: { subscription, batch } satisfies Declared },
    ),
    UseFilters(EventErrorsToBus),
  );

/**
 * Declares the handler of a subscription's events, one at a time, in a `@Controller()` class:
 * `@OnEvent(SUBSCRIPTION) handle(@Payload() event: EventEnvelope, @Ctx() context: EventBusContext)`.
 * It must be idempotent (consumeOnce); it runs in the event's request context (tenant, correlation
 * id); when it throws, the bus retries the event, then moves it to the dead letters. Its `types`
 * are the event catalogue's (`OnEvent<string>` for types outside it, as tests use).
 */
export function OnEvent<Type extends string = EventType>(
  subscription: EventSubscription<NoInfer<Type>>,
): HandlerDecorator<Handlers['one']> {
  return declare(subscription, false);
}

/**
 * Declares, beside the subscription's OnEvent handler, the handler of consecutive events of one
 * partition at once (see Subscription.handleBatch): all or nothing; when it throws, the events go
 * through the OnEvent handler one by one. Only the Redis Streams bus hands batches over.
 */
export function OnEventBatch<Type extends string = EventType>(
  subscription: EventSubscription<NoInfer<Type>>,
): HandlerDecorator<Handlers['batch']> {
  return declare(subscription, true);
}

type Handler = MessageHandler<EventEnvelope | readonly EventEnvelope[], EventBusContext, unknown>;

interface Consumer {
  subscription: EventSubscription<string>;
  one?: Handler;
  batch?: Handler;
}

/** An event's request context: its tenant and correlation id, the default language. */
const contextOf = (event: EventEnvelope): RequestContext => ({
  correlationId: event.correlationId,
  locale: DEFAULT_LOCALE,
  tzOffsetHours: 0,
  ip: '',
  tenantId: event.tenantId,
});

const sameSubscription = (a: EventSubscription<string>, b: EventSubscription<string>): boolean =>
  JSON.stringify([a.group, a.topics, a.types, a.maxAttempts]) ===
  JSON.stringify([b.group, b.topics, b.types, b.maxAttempts]);

/**
 * Nest's transport strategy over the event bus port: whichever bus the configuration builds
 * (Redis Streams or Kafka, `EVENT_BUS`) serves the same `@OnEvent` handlers. On listen it
 * subscribes each consumer group declared in the app's controllers; its handlers run through
 * Nest (parameter decorators, filters) inside the event's request context, and their errors reach
 * the bus, so acknowledgements, retries, dead letters, batches and partition leases are the bus's
 * own. close() stops the subscriptions, letting in-flight events finish; the bus itself belongs
 * to MessagingModule, which closes it after.
 */
export class EventBusTransport extends Server implements CustomTransportStrategy {
  override readonly transportId = EVENT_BUS_TRANSPORT;
  private readonly log = loggerFor('event-bus-transport');
  private readonly subscriptions: SubscriptionHandle[] = [];

  constructor(private readonly bus: EventBus) {
    super();
  }

  listen(callback: (error?: unknown) => void): void {
    this.subscribeAll().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.stop()));
  }

  /** The transport has no events of its own to listen to (Nest's `app.on`). */
  on(): never {
    throw new Error('EventBusTransport: no transport events to listen to');
  }

  unwrap<T>(): T {
    // Nest's API for the underlying client: the caller names its type
    return this.bus as unknown as T;
  }

  private async subscribeAll(): Promise<void> {
    const consumers = this.consumers();
    try {
      for (const consumer of consumers) {
        this.subscriptions.push(await this.bus.subscribe(this.subscriptionOf(consumer)));
      }
    } catch (error) {
      await this.close();
      throw error;
    }
    this.log.info({ groups: consumers.map((c) => c.subscription.group) }, 'consuming events');
  }

  /**
   * The consumer groups the app's controllers declare. Startup fails on a handler that is not an
   * OnEvent or OnEventBatch one, on two handlers of one group, and on a batch handler without its
   * one-event handler (a failed batch is handled one event at a time).
   */
  private consumers(): Consumer[] {
    const byGroup = new Map<string, Consumer>();
    const problems: string[] = [];
    for (const [pattern, handler] of this.getHandlers()) {
      const declared = handler.extras?.[DECLARED] as Declared | undefined;
      if (!handler.isEventHandler || !declared) {
        problems.push(`${pattern}: declare event handlers with @OnEvent or @OnEventBatch`);
        continue;
      }
      const { subscription, batch } = declared;
      if (handler.next) {
        problems.push(`${pattern}: two handlers for the group "${subscription.group}"`);
      }
      const consumer = byGroup.get(subscription.group) ?? { subscription };
      if (!sameSubscription(consumer.subscription, subscription)) {
        problems.push(`${pattern}: its @OnEvent and @OnEventBatch name different subscriptions`);
      }
      consumer[batch ? 'batch' : 'one'] = handler as Handler;
      byGroup.set(subscription.group, consumer);
    }
    for (const { subscription, one } of byGroup.values()) {
      if (!one) {
        problems.push(`group "${subscription.group}": an @OnEventBatch handler needs an @OnEvent one`);
      }
    }
    if (problems.length > 0) {
      throw new Error(`Event handlers declared wrongly:\n  ${problems.join('\n  ')}`);
    }
    return [...byGroup.values()];
  }

  private subscriptionOf({ subscription, one, batch }: Consumer): Subscription {
    const { group, topics, types, maxAttempts } = subscription;
    const log = loggerFor(group);
    const context = (delivery: Delivery) => new EventBusContext([{ group, ...delivery }]);
    return {
      group,
      topics,
      ...(types ? { types } : {}),
      ...(maxAttempts === undefined ? {} : { maxAttempts }),
      handle: (event, delivery) =>
        runWithContext(contextOf(event), async () => {
          log.debug(
            { eventId: event.eventId, type: event.type, attempt: delivery.attempt },
            'handling event',
          );
          await this.dispatch(one, event, context(delivery));
        }),
      ...(batch
        ? {
            // the batch runs in the context of its first event (its events may differ in tenant
            // and correlation: a batch handler takes the tenant of each event from the event)
            handleBatch: async (events: readonly EventEnvelope[], delivery: Delivery) => {
              const [first] = events;
              if (first) {
                await runWithContext(contextOf(first), async () => {
                  log.debug({ events: events.length, partition: delivery.partition }, 'handling events');
                  await this.dispatch(batch, events, context(delivery));
                });
              }
            },
          }
        : {}),
    };
  }

  /** Calls Nest's handler and waits for its outcome; a failure is thrown to the bus. */
  private async dispatch(
    handler: Handler | undefined,
    data: EventEnvelope | readonly EventEnvelope[],
    context: EventBusContext,
  ): Promise<void> {
    if (!handler) {
      throw new Error(`${context.getGroup()}: no handler`);
    }
    // Nest's handler answers a value, a promise or an observable (an error caught by a filter)
    await lastValueFrom(this.transformToObservable(await handler(data, context)), {
      defaultValue: undefined,
    });
  }
}
