import { describe } from 'vitest';
import { eventBusContract } from './event-bus.contract';
import { eventMetricsContract } from './event-metrics.contract';
import { injectedKafkaBrokers, kafkaContractHarness } from './testing/contract-harnesses';

// The event bus contract on a real Kafka broker: the one the `kafka` test project's global setup
// started (or KAFKA_BROKERS names).
const databaseAdminUrl =
  process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('kafka adapter', () => {
  const harness = kafkaContractHarness(injectedKafkaBrokers(), databaseAdminUrl);
  eventBusContract(harness);
  // a rebalance (the group's second member joining) may deliver an event again: counts are bounds
  eventMetricsContract(harness, { redeliversOnRebalance: true });
});
