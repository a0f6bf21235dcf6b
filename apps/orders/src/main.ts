import { type MicroserviceOptions } from '@nestjs/microservices';
import { type EventBus } from '@timber/events';
import { configureLogging, createHttpApp, EVENT_BUS, EventBusTransport, listenHttp } from '@timber/nest-kit';
import 'reflect-metadata';
import { readOrdersConfig } from './config';
import { OrdersModule } from './orders.module';

/**
 * A hybrid app: its HTTP API and, beside it, the microservice of its event consumers (the
 * controllers' @OnEvent handlers) over the event bus EVENT_BUS names, Redis Streams or Kafka. The
 * microservice does not inherit HTTP's guard, filter and interceptor: an event has no caller.
 */
async function main(): Promise<void> {
  const config = readOrdersConfig();
  configureLogging('orders', config.LOG_LEVEL);
  const app = await createHttpApp(OrdersModule.forRoot(config));
  app.connectMicroservice<MicroserviceOptions>({
    strategy: new EventBusTransport(app.get<EventBus>(EVENT_BUS)),
  });
  await app.init(); // the modules first: database, Redis, the outbox relay
  await app.startAllMicroservices();
  await listenHttp(app, { port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
