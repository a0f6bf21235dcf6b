import Redis from 'ioredis';
import { afterAll } from 'vitest';
import { eventBusContract } from './event-bus.contract';
import { RedisStreamsEventBus } from './redis-streams-event-bus';

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const databaseAdminUrl =
  process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const janitor = new Redis(redisUrl);
afterAll(async () => {
  await janitor.quit();
});

eventBusContract({
  name: 'redis',
  databaseAdminUrl,
  caseTimeoutMs: 15_000,
  createBus: (prefix) => {
    const connections: Redis[] = [];
    const bus = new RedisStreamsEventBus({
      redis: redisUrl,
      streamPrefix: prefix,
      partitions: 4,
      leaseMs: 600,
      claimIdleMs: 400,
      blockMs: 150,
      batchSize: 10,
      retryDelayMs: 20,
      connect: () => {
        const connection = new Redis(redisUrl);
        connections.push(connection);
        return connection;
      },
    });
    return {
      bus,
      kill: () => {
        // No QUIT, no acknowledgement, no lease release: the process is gone.
        connections.forEach((connection) => connection.disconnect());
        return Promise.resolve();
      },
    };
  },
  cleanup: async (prefix) => {
    let cursor = '0';
    do {
      const [next, keys] = await janitor.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) {
        await janitor.del(...keys);
      }
    } while (cursor !== '0');
  },
});
