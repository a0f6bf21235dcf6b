import { KafkaEventBus, type KafkaEventBusConfig } from './kafka-event-bus';
import { RedisStreamsEventBus, type RedisStreamsEventBusConfig } from './redis-streams-event-bus';

export type EventBusConfig =
  | ({ kind: 'redis' } & RedisStreamsEventBusConfig)
  | ({ kind: 'kafka' } & KafkaEventBusConfig);

/**
 * The adapter an app's configuration selects (`EVENT_BUS=redis|kafka`, read by the app's own
 * config module). Both give the same semantics; see docs/architecture/events.md.
 */
export function createEventBus(config: EventBusConfig): RedisStreamsEventBus | KafkaEventBus {
  switch (config.kind) {
    case 'redis': {
      const { kind: _kind, ...redis } = config;
      return new RedisStreamsEventBus(redis);
    }
    case 'kafka': {
      const { kind: _kind, ...kafka } = config;
      return new KafkaEventBus(kafka);
    }
  }
}
