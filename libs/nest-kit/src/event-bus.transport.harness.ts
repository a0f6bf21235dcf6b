import { Controller, type DynamicModule, type INestMicroservice, Inject, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Ctx, type MicroserviceOptions, Payload } from '@nestjs/microservices';
import { type EventEnvelope } from '@timber/contracts';
import {
  type DeadLetterReader,
  type EncodedEvent,
  type EventBus,
  type Subscription,
  type SubscriptionHandle,
} from '@timber/events';
import { type EventBusContractHarness } from '@timber/events/testing';
import { EventBusContext, EventBusTransport, OnEvent, OnEventBatch } from './event-bus.transport';

/**
 * The event bus contract (libs/events, unchanged) through the Nest layer (event-bus.transport*.int-spec.ts): every subscription the
 * suite makes is served by a Nest microservice whose EventBusTransport wraps the adapter under
 * test, its handlers declared as the services declare theirs (a controller, @OnEvent and
 * @OnEventBatch, @Payload and @Ctx). So acknowledgements, redelivery after a kill, per-key order
 * across takeovers, dead letters and batches hold for the services' consumers as they are wired.
 */

const SUBSCRIPTION = Symbol('SUBSCRIPTION');

/** A Nest module whose one controller declares `subscription` and calls its handlers. */
function consumerModule(subscription: Subscription): DynamicModule {
  // only the declaration is kept apart: the handlers are called on `subscription` itself
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { handle: _handle, handleBatch, ...declared } = subscription;
  const deliveryOf = (context: EventBusContext) => ({
    topic: context.getTopic(),
    partition: context.getPartition(),
    attempt: context.getAttempt(),
  });

  @Controller()
  class ContractConsumer {
    constructor(@Inject(SUBSCRIPTION) protected readonly subscription: Subscription) {}

    @OnEvent<string>(declared)
    handle(@Payload() event: EventEnvelope, @Ctx() context: EventBusContext): Promise<void> {
      return this.subscription.handle(event, deliveryOf(context));
    }
  }

  @Controller()
  class ContractBatchConsumer extends ContractConsumer {
    @OnEventBatch<string>(declared)
    async handleBatch(
      @Payload() events: readonly EventEnvelope[],
      @Ctx() context: EventBusContext,
    ): Promise<void> {
      await this.subscription.handleBatch?.(events, deliveryOf(context));
    }
  }

  @Module({})
  class ContractConsumerModule {}

  return {
    module: ContractConsumerModule,
    controllers: [handleBatch ? ContractBatchConsumer : ContractConsumer],
    providers: [{ provide: SUBSCRIPTION, useValue: subscription }],
  };
}

/** The adapter under test, its subscriptions served by Nest microservices over EventBusTransport. */
class NestServedBus implements EventBus, DeadLetterReader {
  private readonly running = new Set<INestMicroservice>();
  readonly publishEncoded?: (events: readonly EncodedEvent[]) => Promise<void>;

  constructor(private readonly inner: EventBus & DeadLetterReader) {
    const encoded = inner.publishEncoded?.bind(inner);
    if (encoded) {
      this.publishEncoded = encoded;
    }
  }

  publish(events: readonly EventEnvelope[]): Promise<void> {
    return this.inner.publish(events);
  }

  readDeadLetters(group: string): ReturnType<DeadLetterReader['readDeadLetters']> {
    return this.inner.readDeadLetters(group);
  }

  async subscribe(subscription: Subscription): Promise<SubscriptionHandle> {
    const app = await NestFactory.createMicroservice<MicroserviceOptions>(consumerModule(subscription), {
      strategy: new EventBusTransport(this.inner),
      logger: false,
    });
    await app.listen();
    this.running.add(app);
    return { stop: () => this.stopApp(app) };
  }

  async close(): Promise<void> {
    await Promise.all([...this.running].map((app) => this.stopApp(app)));
    await this.inner.close();
  }

  private async stopApp(app: INestMicroservice): Promise<void> {
    if (this.running.delete(app)) {
      await app.close();
    }
  }
}

/** A contract harness whose buses serve every subscription through Nest. */
export function throughNest(harness: EventBusContractHarness): EventBusContractHarness {
  return {
    ...harness,
    name: `${harness.name} through Nest`,
    createBus: (prefix) => {
      const created = harness.createBus(prefix);
      return { bus: new NestServedBus(created.bus), kill: () => created.kill() };
    },
  };
}
