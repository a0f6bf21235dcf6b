import { describe, expect, it } from 'vitest';
import { fnv1a32, partitionOf, routingKey } from './partition';

describe('partitionOf', () => {
  it('hashes with FNV-1a 32 (published reference values)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('is stable: the same key always lands on the same partition (pinned values)', () => {
    // Changing these moves live keys to other partitions and breaks their order: never do it.
    const pinned = ['order-1', 'order-2', 'wood-kind-7f3a', '松木', ''].map((key) => partitionOf(key, 8));
    expect(pinned).toEqual([5, 4, 5, 4, 5]);
    expect(partitionOf('order-1', 8)).toBe(partitionOf('order-1', 8));
  });

  it('stays within range and spreads keys over the partitions', () => {
    const counts = new Array<number>(8).fill(0);
    for (let i = 0; i < 8_000; i += 1) {
      const p = partitionOf(`key-${i}`, 8);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThan(8);
      counts[p] = (counts[p] ?? 0) + 1;
    }
    for (const count of counts) {
      expect(count).toBeGreaterThan(800);
      expect(count).toBeLessThan(1_200);
    }
  });

  it('hashes UTF-8 bytes, not UTF-16 code units', () => {
    expect(fnv1a32('é')).toBe(fnv1a32(Buffer.from([0xc3, 0xa9]).toString('utf8')));
    expect(fnv1a32('é')).not.toBe(fnv1a32('\u00e9'.normalize('NFD')));
  });

  it('rejects a partition count that is not a positive integer', () => {
    expect(() => partitionOf('k', 0)).toThrow('positive integer');
    expect(() => partitionOf('k', 2.5)).toThrow('positive integer');
  });
});

describe('routingKey', () => {
  it('is the tenant and the partition key: one aggregate of one tenant, one key', () => {
    const tenantA = '6f1c1f0e-2a44-4a4e-9d55-0c1a3c1b2d3e';
    const tenantB = '3d0c2b7e-5a91-4c8f-b6e2-7f4a1d9e0c53';
    expect(routingKey({ tenantId: tenantA, partitionKey: '17' })).toBe(`${tenantA}:17`);
    expect(routingKey({ tenantId: tenantA, partitionKey: '17' })).not.toBe(
      routingKey({ tenantId: tenantB, partitionKey: '17' }),
    );
  });
});
