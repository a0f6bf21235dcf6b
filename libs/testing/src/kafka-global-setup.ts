// the module this file augments (a type-only import: nothing of vitest loads here)
import type {} from 'vitest';
import { type TestProject } from 'vitest/node';
import { kafkaForTests } from './kafka-broker';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The brokers of the Kafka test suites, `host:port,…` (inject('kafkaBrokers')). */
    kafkaBrokers: string;
  }
}

/**
 * Global setup of the `kafka` test project (vitest.config.mts): one real broker for every Kafka
 * suite of the run, started only when one of them is queued; KAFKA_BROKERS set means that cluster.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kafka = await kafkaForTests();
  project.provide('kafkaBrokers', kafka.brokers.join(','));
  return kafka.stop;
}
