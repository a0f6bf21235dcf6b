import { type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { type MicroserviceOptions } from '@nestjs/microservices';
import { type EventBus } from '@timber/events';
import { EventBusTransport } from './event-bus.transport';
import { createHttpApp, listenHttp } from './http-app';
import { EVENT_BUS } from './messaging.module';

/**
 * Starts a service as a hybrid app: its HTTP API and, beside it, the microservice of its event
 * consumers (the controllers' @OnEvent handlers) over the event bus EVENT_BUS names, Redis Streams
 * or Kafka. The modules start first (database, Redis, the outbox relay), then the consumers, then
 * HTTP. The microservice does not inherit HTTP's guard, filter and interceptor: an event has no
 * caller. Each service's main.ts starts this way, and so do the tests that run a service in process.
 */
export async function startServiceApp(
  module: Type<unknown> | DynamicModule,
  listen: Parameters<typeof listenHttp>[1],
): Promise<INestApplication> {
  const app = await createHttpApp(module);
  app.connectMicroservice<MicroserviceOptions>({
    strategy: new EventBusTransport(app.get<EventBus>(EVENT_BUS)),
  });
  await app.init();
  await app.startAllMicroservices();
  return listenHttp(app, listen);
}

/** Where a service listens, as its configuration says: PORT, HOST and METRICS_PORT (listenHttp). */
export const listenOf = (config: { PORT: number; HOST: string; METRICS_PORT: number }) => ({
  port: config.PORT,
  host: config.HOST,
  metricsPort: config.METRICS_PORT,
});
