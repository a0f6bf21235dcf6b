import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type EventEnvelope } from '@timber/contracts';
import { type EventBus, OutboxRelay, type SubscriptionHandle } from '@timber/events';
import { DEFAULT_LOCALE } from '@timber/i18n';
import { type Kysely } from 'kysely';
import { RELAY_DB } from './database.module';
import { loggerFor } from './logger';
import { runWithContext } from './request-context';

export const EVENT_BUS = Symbol('EVENT_BUS');

/** A handler of events from other services; it must be idempotent (use consumeOnce). */
export interface EventConsumer {
  readonly group: string;
  readonly topics: readonly string[];
  readonly types?: readonly string[];
  handle(event: EventEnvelope): Promise<void>;
  /** consecutive events of one partition at once, all or nothing (see Subscription.handleBatch) */
  handleBatch?(events: readonly EventEnvelope[]): Promise<void>;
}

export interface MessagingOptions {
  /** the schema whose outbox this process relays; none for a process that only consumes */
  outboxSchema?: string;
  createBus: () => EventBus;
  /** consumer classes, provided by the app's module, subscribed once the app has started */
  consumers?: Type<EventConsumer>[];
}

const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = loggerFor('messaging');
  private relay: OutboxRelay<unknown> | undefined;
  private readonly subscriptions: SubscriptionHandle[] = [];

  constructor(
    @Inject(MESSAGING_OPTIONS) private readonly options: MessagingOptions,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.outboxSchema) {
      const db = this.moduleRef.get<Kysely<unknown>>(RELAY_DB, { strict: false });
      this.relay = new OutboxRelay({
        db,
        schema: this.options.outboxSchema,
        bus: this.bus,
        logger: loggerFor('outbox-relay'),
      });
      this.relay.start();
    }
    for (const type of this.options.consumers ?? []) {
      const consumer = this.moduleRef.get(type, { strict: false });
      const log = loggerFor(consumer.group);
      const context = (event: EventEnvelope) => ({
        correlationId: event.correlationId,
        locale: DEFAULT_LOCALE,
        tzOffsetHours: 0,
        ip: '',
        tenantId: event.tenantId,
      });
      const handleBatch = consumer.handleBatch?.bind(consumer);
      this.subscriptions.push(
        await this.bus.subscribe({
          group: consumer.group,
          topics: consumer.topics,
          ...(consumer.types ? { types: consumer.types } : {}),
          handle: (event) =>
            runWithContext(context(event), async () => {
              log.debug({ eventId: event.eventId, type: event.type }, 'handling event');
              await consumer.handle(event);
            }),
          ...(handleBatch
            ? {
                // the batch runs in the context of its first event (its events may differ in tenant
                // and correlation: a batch handler takes the tenant of each event from the event)
                handleBatch: async (events: readonly EventEnvelope[]) => {
                  const [first] = events;
                  if (first) {
                    await runWithContext(context(first), async () => {
                      log.debug({ events: events.length }, 'handling events');
                      await handleBatch(events);
                    });
                  }
                },
              }
            : {}),
        }),
      );
    }
    this.log.info(
      { outbox: this.options.outboxSchema, consumers: this.subscriptions.length },
      'messaging started',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((s) => s.stop()));
    await this.relay?.stop();
    await this.bus.close();
  }
}

@Global()
@Module({})
export class MessagingModule {
  static forService(options: MessagingOptions): DynamicModule {
    return {
      module: MessagingModule,
      providers: [
        { provide: MESSAGING_OPTIONS, useValue: options },
        { provide: EVENT_BUS, useFactory: () => options.createBus() },
        MessagingLifecycle,
      ],
      exports: [EVENT_BUS],
    };
  }
}
