import { describe, expect, it } from 'vitest';
import { createEventBus } from './create-event-bus';
import { KafkaEventBus } from './kafka-event-bus';
import { RedisStreamsEventBus } from './redis-streams-event-bus';

describe('createEventBus', () => {
  it('builds the adapter the configuration names, without connecting', async () => {
    const redis = createEventBus({
      kind: 'redis',
      redis: { lazyConnect: true },
      streamPrefix: 'p',
      partitions: 4,
    });
    expect(redis).toBeInstanceOf(RedisStreamsEventBus);
    expect(
      (redis as RedisStreamsEventBus).streamOf({ type: 'inventory.x.created', partitionKey: 'order-1' }),
    ).toBe('p:inventory:1');
    await redis.close();

    const kafka = createEventBus({
      kind: 'kafka',
      brokers: ['127.0.0.1:9092'],
      clientId: 't',
      topicPrefix: 'p',
    });
    expect(kafka).toBeInstanceOf(KafkaEventBus);
    expect((kafka as KafkaEventBus).topicName('inventory')).toBe('p.inventory');
    expect((kafka as KafkaEventBus).deadLetterTopic('identity.operation-log')).toBe(
      'p.dlq.identity.operation-log',
    );
    await kafka.close();
  });

  it('rejects events whose type names no topic', () => {
    const redis = new RedisStreamsEventBus({ redis: { lazyConnect: true } });
    expect(() => redis.streamOf({ type: 'created', partitionKey: 'k' })).toThrow('has no topic');
    return redis.close();
  });
});
