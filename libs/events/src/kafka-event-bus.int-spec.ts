import { describe } from 'vitest';
import { eventBusContract } from './event-bus.contract';
import { kafkaContractHarness } from './testing/contract-harnesses';

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
  eventBusContract(kafkaContractHarness(brokerList, databaseAdminUrl));
});
