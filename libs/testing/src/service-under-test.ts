import { type DynamicModule, type INestApplication } from '@nestjs/common';
import { type EventEnvelope } from '@timber/contracts';
import { RedisStreamsEventBus } from '@timber/events';
import { REDIS, startServiceApp } from '@timber/nest-kit';
import { type Redis } from 'ioredis';
import { ApiClient } from './api-client';
import { freePort } from './free-port';
import { removeRedisKeys } from './redis-keys';
import { openTestSession } from './test-session';

/** What a service run in the test's process needs of its configuration. */
export interface ServiceTestConfig {
  REDIS_URL: string;
  JWT_SECRET: string;
  EVENT_STREAM_PREFIX: string;
}

export interface ServiceUnderTest {
  app: INestApplication;
  baseUrl: string;
  /** a client of the service's own API, signed in as a user of `tenantId` holding `resources` (every key when absent) */
  clientFor(tenantId: string, resources?: string[], lang?: string): Promise<ApiClient>;
  /** puts events on the test's streams, as another service's outbox relay does */
  publish(...events: EventEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * A service in the test's process as its main.ts starts it (startServiceApp: the HTTP app and its
 * event consumers), on a free port, with the same access tokens the BFF sends; the other services
 * are played by the test, which publishes their events on the same streams.
 */
export async function startServiceUnderTest(
  module: DynamicModule,
  config: ServiceTestConfig,
  username = 'tester',
): Promise<ServiceUnderTest> {
  const port = await freePort();
  const app = await startServiceApp(module, { port, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const bus = new RedisStreamsEventBus({ redis: config.REDIS_URL, streamPrefix: config.EVENT_STREAM_PREFIX });
  return {
    app,
    baseUrl,
    async clientFor(tenantId, resources, lang = 'en') {
      const client = new ApiClient(baseUrl, lang);
      client.token = await openTestSession(app.get<Redis>(REDIS), config.JWT_SECRET, {
        tenantId,
        username,
        ...(resources ? { resources } : {}),
      });
      return client;
    },
    publish: (...events) => bus.publish(events),
    async close() {
      await app.close();
      await bus.close();
      await removeRedisKeys(config.REDIS_URL, `${config.EVENT_STREAM_PREFIX}:`);
    },
  };
}
