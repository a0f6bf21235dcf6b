import Redis from 'ioredis';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import net from 'node:net';
import { inject } from 'vitest';
import { CONTRACT_EVENTS, type EventBusContractHarness } from '../event-bus.contract';
import { KafkaEventBus } from '../kafka-event-bus';
import { partitionOf } from '../partition';
import { redisKeys, RedisStreamsEventBus } from '../redis-streams-event-bus';

/** Streams per topic of the Redis buses of the contract (few, so that consumers share them). */
const REDIS_PARTITIONS = 4;

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
        partitions: REDIS_PARTITIONS,
        knownEvents: CONTRACT_EVENTS,
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
    publishRaw: async (prefix, topic, messages) => {
      // as the bus appends an event (streamFields), but with any body and the type field optional
      const pipeline = janitor.pipeline();
      for (const { key, body, type } of messages) {
        const stream = redisKeys.stream(prefix, topic, partitionOf(key, REDIS_PARTITIONS));
        pipeline.xadd(stream, '*', ...(type === undefined ? [] : ['type', type]), 'envelope', body);
      }
      await pipeline.exec();
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
        knownEvents: CONTRACT_EVENTS,
        retryDelayMs: 20,
        sessionTimeoutMs: 3_000,
        rebalanceTimeoutMs: 4_000,
        // kafkajs heartbeats between fetches: an idle member learns of a rebalance (another
        // consumer of the case joining) within a tenth of a second instead of a second
        maxWaitTimeMs: 100,
        // a scrape within a case sees the group's lag of a moment ago, not of seconds ago
        lagCacheMs: 200,
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
          // With an error, so that kafkajs fails the requests in flight at once instead of waiting
          // out their timeout (30 s) when the test closes the dead bus; the broker sees the same
          // closed connections either way.
          sockets.forEach((socket) => socket.destroy(new Error('consumer killed')));
          return Promise.resolve();
        },
      };
    },
    publishRaw: async (prefix, topic, messages) => {
      // a plain producer: the messages as given, keyed as the bus keys its own (routingKey)
      const producer = new Kafka({
        brokers: brokerList,
        clientId: `${prefix}-raw`,
        logLevel: logLevel.WARN,
      }).producer({ createPartitioner: Partitioners.DefaultPartitioner });
      await producer.connect();
      try {
        await producer.send({
          topic: `${prefix}.${topic}`,
          acks: -1,
          messages: messages.map(({ key, body, type }) => ({
            key,
            value: body,
            headers: type === undefined ? {} : { type },
          })),
        });
      } finally {
        await producer.disconnect();
      }
    },
    cleanup: async (prefix) => {
      const admin = new Kafka({
        brokers: brokerList,
        clientId: `${prefix}-cleanup`,
        logLevel: logLevel.WARN,
      }).admin();
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
