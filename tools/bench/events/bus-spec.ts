import { type EventBus, KafkaEventBus, RedisStreamsEventBus } from '@timber/events';
import { KafkajsAlone } from './kafkajs-alone';

/** Where a run's bus lives: everything of it (topics or streams, groups) under `name`. */
export type BusSpec =
  | { transport: 'kafka'; brokers: string[]; name: string }
  /** the floor: kafkajs used directly, without the bus (kafkajs-alone.ts) */
  | { transport: 'kafkajs'; brokers: string[]; name: string }
  | {
      transport: 'redis';
      url: string;
      name: string;
      /** XADD MAXLEN: longer than a run's backlog, so that no event is trimmed before it is read */
      maxLen: number;
    };

/** The project's bus as a service configures it (the adapter's defaults), one per process; or kafkajs alone. */
export function openBus(spec: BusSpec, role: string): EventBus {
  switch (spec.transport) {
    case 'kafka':
      return new KafkaEventBus({ brokers: spec.brokers, clientId: `bench-${role}`, topicPrefix: spec.name });
    case 'kafkajs':
      return new KafkajsAlone(spec.brokers, spec.name);
    case 'redis':
      return new RedisStreamsEventBus({ redis: spec.url, streamPrefix: spec.name, maxLen: spec.maxLen });
  }
}

/** Milliseconds on a clock both processes of a run share (the wall clock, to the microsecond). */
export const clockMs = (): number => performance.timeOrigin + performance.now();

/**
 * kafkajs (2.2.4) arms a timer with a negative delay on Node 24, which Node turns into 1 ms and
 * warns about once per process; the warning is no finding of this benchmark.
 */
export function quietKafkajsTimerWarning(): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name !== 'TimeoutNegativeWarning') {
      console.warn(warning);
    }
  });
}
