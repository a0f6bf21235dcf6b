import { eventBusContract, injectedKafkaBrokers, kafkaContractHarness } from '@timber/events/testing';
import { describe } from 'vitest';
import { throughNest } from './event-bus.transport.harness';
import { configureLogging } from './logger';

// The event bus contract through Nest on a real Kafka broker: the one the `kafka` test project's
// global setup started (or KAFKA_BROKERS names).
const databaseAdminUrl =
  process.env['TEST_DATABASE_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

configureLogging('events-contract', 'warn');

describe('kafka adapter through Nest', () => {
  eventBusContract(throughNest(kafkaContractHarness(injectedKafkaBrokers(), databaseAdminUrl)));
});
