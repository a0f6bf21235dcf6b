import Redis from 'ioredis';
import { Kafka } from 'kafkajs';
import net from 'node:net';
import { inject } from 'vitest';
import { type EventBusContractHarness } from '../event-bus.contract';
import { KafkaEventBus } from '../kafka-event-bus';
import { RedisStreamsEventBus } from '../redis-streams-event-bus';

/**
 * The Redis Streams adapter as the contract suite drives it: short leases, claims and blocks so
 * takeovers happen within a case, and connections that kill() cuts. `quit()` the janitor after
 * the suite.
 */
export function redisContractHarness(
  redisUrl: string,
  databaseAdminUrl: string,
): EventBusContractHarness & { janitor: Redis } {
  const janitor = new Redis(redisUrl);
  return {
    name: 'redis',
    databaseAdminUrl,
    caseTimeoutMs: 15_000,
    janitor,
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
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The brokers of the Kafka suites, `host:port,…`: libs/testing/src/kafka-global-setup.ts provides them. */
    kafkaBrokers: string;
  }
}

/** The brokers the `kafka` test project's global setup started (or KAFKA_BROKERS named). */
export function injectedKafkaBrokers(): string[] {
  return inject('kafkaBrokers').split(',');
}

/** The Kafka adapter as the contract suite drives it, on `brokers`: connections that kill() cuts. */
export function kafkaContractHarness(
  brokerList: string[],
  databaseAdminUrl: string,
): EventBusContractHarness {
  return {
    name: 'kafka',
    databaseAdminUrl,
    // A killed consumer's partitions move on after the rebalance timeout (a rebalance waits that
    // long for a dead member); the project's brokers take sessions as short as 1 s.
    caseTimeoutMs: 30_000,
    createBus: (prefix) => {
      const sockets = new Set<net.Socket>();
      let killed = false;
      const bus = new KafkaEventBus({
        brokers: brokerList,
        clientId: prefix,
        topicPrefix: prefix,
        partitions: 4,
        retryDelayMs: 20,
        sessionTimeoutMs: 3_000,
        rebalanceTimeoutMs: 4_000,
        kafka: {
          // Every connection goes through here, so kill() can cut them and keep them cut.
          socketFactory: ({ host, port, onConnect }) => {
            const socket = net.connect({ host, port }, onConnect);
            if (killed) {
              socket.destroy(new Error('consumer killed'));
            }
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            return socket;
          },
          retry: { retries: 2, initialRetryTime: 100 },
        },
      });
      return {
        bus,
        kill: () => {
          killed = true;
          sockets.forEach((socket) => socket.destroy());
          return Promise.resolve();
        },
      };
    },
    cleanup: async (prefix) => {
      const admin = new Kafka({ brokers: brokerList, clientId: `${prefix}-cleanup` }).admin();
      await admin.connect();
      try {
        const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(`${prefix}.`));
        if (topics.length > 0) {
          await admin.deleteTopics({ topics });
        }
      } finally {
        await admin.disconnect();
      }
    },
  };
}
