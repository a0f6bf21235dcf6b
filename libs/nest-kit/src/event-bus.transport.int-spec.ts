import { eventBusContract, redisContractHarness } from '@timber/events/testing';
import { afterAll, describe } from 'vitest';
import { throughNest } from './event-bus.transport.harness';
import { configureLogging } from './logger';

// The event bus contract through Nest on Redis Streams (the harness says what it proves); the same
// on Kafka is event-bus.transport.kafka.int-spec.ts.
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const databaseAdminUrl =
  process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

configureLogging('events-contract', 'warn');

describe('redis adapter through Nest', () => {
  const redis = redisContractHarness(redisUrl, databaseAdminUrl);
  afterAll(async () => {
    await redis.janitor.quit();
  });
  eventBusContract(throughNest(redis));
});
