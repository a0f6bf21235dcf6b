import { EVENT_CATALOGUE } from '@timber/contracts';
import { createEventBus, type EventBus } from '@timber/events';
import { type z } from 'zod';
import { loggerFor } from './logger';
import { type serviceConfigSchema } from './service-config';

/** What the event bus is built from: REDIS_URL and the variables of eventBusConfigShape. */
export type EventBusSettings = Pick<
  z.infer<typeof serviceConfigSchema>,
  'REDIS_URL' | 'EVENT_BUS' | 'KAFKA_BROKERS' | 'EVENT_STREAM_PREFIX'
>;

/**
 * The event bus the configuration names: Redis Streams by default, Kafka with EVENT_BUS=kafka. Its
 * consumers read the event catalogue's types and versions: any other message goes to the group's
 * dead letters at once, with its reason, and the consumer carries on.
 */
export function busFactory(config: EventBusSettings, service: string): () => EventBus {
  const logger = loggerFor(`event-bus:${service}`);
  if (config.EVENT_BUS === 'kafka' && config.KAFKA_BROKERS === '') {
    throw new Error('invalid configuration: EVENT_BUS=kafka needs KAFKA_BROKERS (a host:port list)');
  }
  return () =>
    config.EVENT_BUS === 'kafka'
      ? createEventBus({
          kind: 'kafka',
          brokers: config.KAFKA_BROKERS.split(',').filter(Boolean),
          clientId: service,
          topicPrefix: config.EVENT_STREAM_PREFIX,
          knownEvents: EVENT_CATALOGUE,
          logger,
        })
      : createEventBus({
          kind: 'redis',
          redis: config.REDIS_URL,
          streamPrefix: config.EVENT_STREAM_PREFIX,
          knownEvents: EVENT_CATALOGUE,
          logger,
        });
}
