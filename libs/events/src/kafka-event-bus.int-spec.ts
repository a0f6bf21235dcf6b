import { Kafka } from 'kafkajs';
import net from 'node:net';
import { describe } from 'vitest';
import { eventBusContract } from './event-bus.contract';
import { KafkaEventBus } from './kafka-event-bus';

const brokers = process.env['KAFKA_BROKERS'];
const databaseAdminUrl =
  process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!brokers) {
  console.log(
    '[kafka] event bus contract SKIPPED: KAFKA_BROKERS is not set (no Kafka broker on this machine). ' +
      'Run it with KAFKA_BROKERS=host:9092 npx vitest run --project events',
  );
}

describe.skipIf(!brokers)('kafka adapter', () => {
  const brokerList = (brokers ?? '').split(',').map((broker) => broker.trim());

  eventBusContract({
    name: 'kafka',
    databaseAdminUrl,
    // A killed consumer's partitions move on after the session timeout (6 s, the broker's minimum).
    caseTimeoutMs: 45_000,
    createBus: (prefix) => {
      const sockets = new Set<net.Socket>();
      let killed = false;
      const bus = new KafkaEventBus({
        brokers: brokerList,
        clientId: prefix,
        topicPrefix: prefix,
        partitions: 4,
        retryDelayMs: 20,
        sessionTimeoutMs: 6_000,
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
  });
});
