import { type ConsumerRunConfig, Kafka } from 'kafkajs';

/**
 * Experiments on the Kafka adapter's consumer settings (libs/events/src/kafka-event-bus.ts,
 * KafkaGroupConsumer), made by wrapping kafkajs's own `Kafka#consumer` inside the benchmark's
 * subscriber process only: libs/events is not changed and nothing here ships. Each says which
 * line of the adapter it stands for.
 */
export const KAFKA_CONSUMER_EXPERIMENTS = {
  'commit-per-batch':
    "run({ autoCommit: true }) and no commitOffsets per event in handleMessage: kafkajs resolves an event's offset once eachMessage returned and commits a partition's offsets once per fetched batch",
  'one-partition-at-a-time':
    'run({ partitionsConsumedConcurrently: 1 }) instead of the partitions of the topic',
} as const;

export type KafkaConsumerExperiment = keyof typeof KAFKA_CONSUMER_EXPERIMENTS;

/** Applies the experiments to every consumer kafkajs makes from now on; answers the undo. */
export function applyKafkaConsumerExperiments(experiments: readonly KafkaConsumerExperiment[]): () => void {
  if (experiments.length === 0) {
    return () => undefined;
  }
  const overrides: Partial<ConsumerRunConfig> = {
    ...(experiments.includes('commit-per-batch') ? { autoCommit: true } : {}),
    ...(experiments.includes('one-partition-at-a-time') ? { partitionsConsumedConcurrently: 1 } : {}),
  };
  const prototype = Kafka.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its own this
  const original = prototype.consumer;
  prototype.consumer = function consumer(this: Kafka, config) {
    const made = original.call(this, config);
    const run = made.run.bind(made);
    made.run = (options) => run({ ...options, ...overrides });
    if (experiments.includes('commit-per-batch')) {
      // the adapter's own commit after each event becomes a no-op: kafkajs commits instead
      made.commitOffsets = () => Promise.resolve();
    }
    return made;
  };
  return () => {
    prototype.consumer = original;
  };
}
