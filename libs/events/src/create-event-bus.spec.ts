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
    // routed by tenant and key: two tenants' order-1 go to different streams (pinned values)
    const streamOf = (tenantId: string) =>
      (redis as RedisStreamsEventBus).streamOf({
        type: 'inventory.x.created',
        tenantId,
        partitionKey: 'order-1',
      });
    expect(streamOf('6f1c1f0e-2a44-4a4e-9d55-0c1a3c1b2d3e')).toBe('p:inventory:3');
    expect(streamOf('3d0c2b7e-5a91-4c8f-b6e2-7f4a1d9e0c53')).toBe('p:inventory:1');
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
    expect(() => redis.streamOf({ type: 'created', tenantId: 't', partitionKey: 'k' })).toThrow(
      'has no topic',
    );
    return redis.close();
  });
});
