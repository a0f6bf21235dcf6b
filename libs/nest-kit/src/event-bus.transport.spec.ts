import { Controller, Get, type INestApplication, Module } from '@nestjs/common';
import { Ctx, EventPattern, type MicroserviceOptions, Payload } from '@nestjs/microservices';
import { type EventEnvelope } from '@timber/contracts';
import { type Delivery, type EventBus, newEvent, type Subscription } from '@timber/events';
import { type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LOOPBACK_PROXIES, TrustedProxies } from './client-address';
import {
  EventBusContext,
  EventBusTransport,
  type EventSubscription,
  OnEvent,
  OnEventBatch,
} from './event-bus.transport';
import { groupedConsumer } from './grouped-consumer';
import { createHttpApp, HttpPlatformModule } from './http-app';
import { requestContext } from './request-context';
import { RequireLogin } from './route-rules';

/** A bus that records subscriptions; the test hands events to their handlers itself. */
class RecordingBus implements EventBus {
  readonly subscriptions: Subscription[] = [];
  stopped = 0;
  closed = false;

  publish(): Promise<void> {
    return Promise.resolve();
  }
  subscribe(subscription: Subscription): Promise<{ stop(): Promise<void> }> {
    this.subscriptions.push(subscription);
    return Promise.resolve({
      stop: () => {
        this.stopped += 1;
        return Promise.resolve();
      },
    });
  }
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
  only(): Subscription {
    expect(this.subscriptions).toHaveLength(1);
    return this.subscriptions[0] as Subscription;
  }
}

// a type outside the event catalogue: EventSubscription<string> (a service's is checked against it)
const PROBE: EventSubscription<string> = {
  group: 'test.probes',
  topics: ['test'],
  types: ['test.probe.recorded'],
  maxAttempts: 3,
};

class ProbeFailure extends Error {}

interface Seen {
  eventIds: string[];
  group: string;
  topic: string;
  partition: number;
  attempt: number;
  tenantId: string | undefined;
  correlationId: string;
}

/** A consumer as the services declare them: a controller with @OnEvent and @OnEventBatch. */
@Controller()
class ProbeConsumer {
  static readonly seen: Seen[] = [];

  @OnEvent<string>(PROBE)
  handle(@Payload() event: EventEnvelope, @Ctx() context: EventBusContext): Promise<void> {
    if ((event.payload as { fail?: boolean }).fail) {
      throw new ProbeFailure(`refused ${event.eventId}`);
    }
    ProbeConsumer.record([event.eventId], context);
    return Promise.resolve();
  }

  @OnEventBatch<string>(PROBE)
  handleBatch(@Payload() events: readonly EventEnvelope[], @Ctx() context: EventBusContext): Promise<void> {
    ProbeConsumer.record(
      events.map((event) => event.eventId),
      context,
    );
    return Promise.resolve();
  }

  private static record(eventIds: string[], context: EventBusContext): void {
    const { tenantId, correlationId } = requestContext();
    ProbeConsumer.seen.push({
      eventIds,
      group: context.getGroup(),
      topic: context.getTopic(),
      partition: context.getPartition(),
      attempt: context.getAttempt(),
      tenantId,
      correlationId,
    });
  }
}

/** An HTTP route beside it, behind the same access guard as every service's. */
@Controller('probe')
class ProbeRoutes {
  @Get()
  @RequireLogin()
  private(): string {
    return 'never without a login';
  }
}

const platform = HttpPlatformModule.forRoot({
  bodyLimit: '16kb',
  handlerTimeoutMs: 5_000,
  trustedProxies: TrustedProxies.parse(LOOPBACK_PROXIES),
  jwtSecret: 'a-test-secret-of-at-least-32-characters',
  sessions: { useFactory: () => ({ callerOf: () => Promise.reject(new Error('no session')) }) },
  // the event handler has no route, no rule: the access rules must not refuse it at startup
  routes: { catalogue: [] },
});

const tenantId = randomUUID();
const correlationId = randomUUID();
const probe = (payload: Record<string, unknown> = {}) =>
  newEvent('test.probe.recorded', payload, { tenantId, correlationId, partitionKey: 'k' });
const delivery: Delivery = { topic: 'test', partition: 2, attempt: 1 };

/** A service's main.ts in short: the HTTP app and the event microservice side by side. */
async function startHybrid(module: new () => unknown, bus: EventBus): Promise<INestApplication> {
  const app = await createHttpApp(module);
  app.connectMicroservice<MicroserviceOptions>({ strategy: new EventBusTransport(bus) });
  await app.init();
  await app.startAllMicroservices();
  await app.listen(0, '127.0.0.1');
  return app;
}

describe('EventBusTransport: consumers as Nest event handlers over the event bus', () => {
  const apps: INestApplication[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    ProbeConsumer.seen.length = 0;
  });

  @Module({ imports: [platform], controllers: [ProbeConsumer, ProbeRoutes] })
  class HybridModule {}

  it('subscribes each declared group once, with its topics, types, attempts and a batch handler', async () => {
    const bus = new RecordingBus();
    apps.push(await startHybrid(HybridModule, bus));
    const subscription = bus.only();
    expect(subscription).toMatchObject({
      group: 'test.probes',
      topics: ['test'],
      types: ['test.probe.recorded'],
      maxAttempts: 3,
    });
    expect(subscription.handleBatch).toBeTypeOf('function');
  });

  it('hands the event to @Payload and its delivery to @Ctx, in the event request context, unguarded', async () => {
    const bus = new RecordingBus();
    const app = await startHybrid(HybridModule, bus);
    apps.push(app);
    const event = probe();
    await bus.only().handle(event, delivery);
    await bus.only().handleBatch?.([probe(), probe()], { ...delivery, partition: 3 });

    expect(ProbeConsumer.seen).toEqual([
      { eventIds: [event.eventId], group: 'test.probes', ...delivery, tenantId, correlationId },
      expect.objectContaining({ partition: 3, tenantId, correlationId }),
    ]);
    expect(ProbeConsumer.seen[1]?.eventIds).toHaveLength(2);
    // the HTTP route beside it still answers only a login (the guard is HTTP's, not the events')
    const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
    const answer = await fetch(`http://127.0.0.1:${port}/probe`);
    expect(((await answer.json()) as { code: number }).code).toBe(401001);
  });

  it("keeps HTTP's guard, filter and interceptor off events; inherited, the guard would refuse them all", async () => {
    // the hybrid app's default (inheritAppConfig: false), which every main.ts keeps: an event has
    // no route, no caller and no token; the access guard, were it applied, fails closed
    const bus = new RecordingBus();
    const app = await createHttpApp(HybridModule);
    apps.push(app);
    app.connectMicroservice<MicroserviceOptions>(
      { strategy: new EventBusTransport(bus) },
      { inheritAppConfig: true },
    );
    await app.init();
    await app.startAllMicroservices();
    await expect(bus.only().handle(probe(), delivery)).rejects.toThrow('COMMON.FORBIDDEN');
    expect(ProbeConsumer.seen).toEqual([]);
  });

  it("throws the handler's own error to the bus (its retries and dead letters name it)", async () => {
    const bus = new RecordingBus();
    apps.push(await startHybrid(HybridModule, bus));
    const event = probe({ fail: true });
    const outcome = bus.only().handle(event, delivery);
    await expect(outcome).rejects.toBeInstanceOf(ProbeFailure);
    await expect(outcome).rejects.toThrow(`refused ${event.eventId}`);
  });

  it('stops its subscriptions on close and leaves the bus to its owner', async () => {
    const bus = new RecordingBus();
    const app = await startHybrid(HybridModule, bus);
    await app.close();
    expect(bus.stopped).toBe(1);
    expect(bus.closed).toBe(false);
  });

  it('serves the handlers a groupedConsumer subclass inherits: one subscription, both handlers, into its inbox', async () => {
    class InboxReached extends Error {}
    const GROUPED: EventSubscription<string> = {
      group: 'test.grouped',
      topics: ['test'],
      types: ['test.probe.recorded'],
    };
    @Controller()
    class GroupedProbe extends groupedConsumer<unknown>(GROUPED, 'test') {
      // the inbox opens its transaction first: a database that refuses shows the event got there
      protected readonly db = {
        transaction: () => {
          throw new InboxReached();
        },
      } as unknown as Kysely<unknown>; // only transaction() is reached
      protected work(): Promise<void> {
        return Promise.resolve();
      }
    }
    @Module({ imports: [platform], controllers: [GroupedProbe] })
    class GroupedModule {}
    const bus = new RecordingBus();
    apps.push(await startHybrid(GroupedModule, bus));
    const subscription = bus.only();
    expect(subscription).toMatchObject({ group: 'test.grouped', topics: ['test'] });
    expect(subscription.handleBatch).toBeTypeOf('function');
    await expect(subscription.handle(probe(), delivery)).rejects.toBeInstanceOf(InboxReached);
    await expect(subscription.handleBatch?.([probe(), probe()], delivery)).rejects.toBeInstanceOf(
      InboxReached,
    );
  });

  it('refuses to start on a handler not declared with @OnEvent, two handlers of a group, or a lone batch handler', async () => {
    @Controller()
    class Bare {
      @EventPattern('test.probe.recorded')
      handle(): Promise<void> {
        return Promise.resolve();
      }
    }
    @Controller()
    class SameGroup {
      @OnEvent<string>(PROBE)
      handle(): Promise<void> {
        return Promise.resolve();
      }
    }
    @Controller()
    class LoneBatch {
      @OnEventBatch<string>({ group: 'test.lone', topics: ['test'] })
      handleBatch(): Promise<void> {
        return Promise.resolve();
      }
    }
    @Module({ controllers: [Bare, ProbeConsumer, SameGroup, LoneBatch] })
    class Wrong {}

    const bus = new RecordingBus();
    const app = await createHttpApp(Wrong);
    apps.push(app);
    app.connectMicroservice<MicroserviceOptions>({ strategy: new EventBusTransport(bus) });
    await app.init();
    const started = app.startAllMicroservices();
    await expect(started).rejects.toThrow('declare event handlers with @OnEvent or @OnEventBatch');
    await expect(started).rejects.toThrow('two handlers for the group "test.probes"');
    await expect(started).rejects.toThrow(
      'group "test.lone": an @OnEventBatch handler needs an @OnEvent one',
    );
    expect(bus.subscriptions).toHaveLength(0);
  });
});
