import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type EventBus, OutboxRelay } from '@timber/events';
import { type Kysely } from 'kysely';
import { RELAY_DB } from './database.module';
import { loggerFor } from './logger';

/**
 * The process's event bus. Its consumers are served by EventBusTransport, the microservice a
 * service's main.ts connects to its app: `new EventBusTransport(app.get(EVENT_BUS))`.
 */
export const EVENT_BUS = Symbol('EVENT_BUS');

export interface MessagingOptions {
  /** the schema whose outbox this process relays; none for a process that only consumes */
  outboxSchema?: string;
  createBus: () => EventBus;
}

const MESSAGING_OPTIONS = Symbol('MESSAGING_OPTIONS');

/** Relays the outbox once the app has started; closes the relay, then the bus, at shutdown. */
@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = loggerFor('messaging');
  private relay: OutboxRelay<unknown> | undefined;

  constructor(
    @Inject(MESSAGING_OPTIONS) private readonly options: MessagingOptions,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly moduleRef: ModuleRef,
  ) {}

  onApplicationBootstrap(): void {
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
    this.log.info({ outbox: this.options.outboxSchema }, 'messaging started');
  }

  /** After the app's microservices closed: the consumers have stopped using the bus. */
  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    await this.bus.close();
  }
}

/**
 * The event bus of a process (EVENT_BUS) and its outbox relay. The relay publishes, so it lives
 * with the bus, once per process, whether or not the process consumes events.
 */
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
