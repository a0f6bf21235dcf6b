import { type INestApplication } from '@nestjs/common';
import { type EventEnvelope } from '@timber/contracts';
import { urlFor } from '@timber/db';
import { newEvent, RedisStreamsEventBus } from '@timber/events';
import { REDIS, startServiceApp } from '@timber/nest-kit';
import { ApiClient, freePort, openTestSession, removeRedisKeys, TEST_REDIS_URL } from '@timber/testing';
import { type Redis } from 'ioredis';
import { randomBytes, randomUUID } from 'node:crypto';
import { BillingModule } from '../billing.module';
import { billingConfigSchema, type BillingConfig } from '../config';

export interface BillingUnderTest {
  app: INestApplication;
  config: BillingConfig;
  baseUrl: string;
  /** a client of billing's own API, signed in as a user of `tenantId` holding `resources` (every key when absent) */
  clientFor(tenantId: string, resources?: string[], lang?: string): Promise<ApiClient>;
  /** puts events on the test's streams, as inventory's relay and the recognition worker do */
  publish(...events: EventEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The billing service in this process, on a free port, its own database (cloned) and event
 * streams; `operatorTenantId` runs the platform (OPERATOR_TENANT_IDS). Inventory and the
 * recognition worker are played by the test.
 */
export async function startBilling(
  adminUrl: string,
  operatorTenantId: string,
  env: Record<string, string> = {},
): Promise<BillingUnderTest> {
  const config = billingConfigSchema.parse({
    DATABASE_URL: urlFor(adminUrl, 'billing_svc'),
    RELAY_DATABASE_URL: urlFor(adminUrl, 'billing_relay'),
    REDIS_URL: TEST_REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    EVENT_STREAM_PREFIX: `tbilling${randomBytes(4).toString('hex')}`,
    OPERATOR_TENANT_IDS: operatorTenantId,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const port = await freePort();
  const app = await startServiceApp(BillingModule.forRoot(config), { port, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const bus = new RedisStreamsEventBus({ redis: config.REDIS_URL, streamPrefix: config.EVENT_STREAM_PREFIX });
  const redis = app.get<Redis>(REDIS);
  return {
    app,
    config,
    baseUrl,
    async clientFor(tenantId, resources, lang = 'en') {
      const client = new ApiClient(baseUrl, lang);
      client.token = await openTestSession(redis, config.JWT_SECRET, {
        tenantId,
        username: 'cashier',
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

/** inventory's confirmation of a stock-in (kind 1) or stock-out (kind 2) sheet of `volumeE4`. */
export function sheetConfirmed(
  tenantId: string,
  spu: string,
  volumeE4: number,
  kind: 1 | 2 = 1,
): EventEnvelope {
  const sheetId = randomUUID();
  return newEvent(
    kind === 1 ? 'inventory.stock-in.confirmed' : 'inventory.stock-out.confirmed',
    {
      sheetId,
      spu,
      standard: 'ch',
      woodKindId: randomUUID(),
      locationId: randomUUID(),
      customerId: randomUUID(),
      quantity: 10,
      volumeE4,
      manual: false,
    },
    { tenantId, correlationId: `test-${spu}`, partitionKey: sheetId },
  );
}

/** the recognition worker's result for image `imageId` of count order `orderId` (a new event each call). */
export function imageCounted(tenantId: string, orderId: number, imageId: number, count = 12): EventEnvelope {
  return newEvent(
    'counting.recognition.completed',
    { tenantId, orderId, imageId, count, modelVersion: 'test-1', width: 640, height: 480, circles: [] },
    { tenantId, correlationId: `test-${orderId}-${imageId}`, partitionKey: String(orderId) },
  );
}
