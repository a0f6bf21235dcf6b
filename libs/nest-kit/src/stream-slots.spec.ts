import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { addressGroup, StreamSlots } from './stream-slots';

describe('addressGroup', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0:0:0:1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});

describe('StreamSlots', () => {
  const refusal = (work: () => unknown): unknown => {
    try {
      work();
    } catch (error) {
      return error instanceof DomainError ? [error.key, error.params] : error;
    }
    return undefined;
  };

  it('refuses a link beyond its limit, then an address beyond its own, and gives a slot back once', () => {
    const slots = new StreamSlots({ perLink: 2, perAddress: 3 });
    const first = slots.take('a', '10.0.0.1');
    slots.take('a', '10.0.0.2');
    expect(refusal(() => slots.take('a', '10.0.0.3'))).toEqual([
      'COMMON.TOO_MANY_STREAMS_LINK',
      { limit: 2 },
    ]);
    slots.take('b', '10.0.0.1');
    slots.take('c', '10.0.0.1');
    expect(refusal(() => slots.take('d', '10.0.0.1'))).toEqual([
      'COMMON.TOO_MANY_STREAMS_ADDRESS',
      { limit: 3 },
    ]);
    expect(slots.open).toBe(4);
    first();
    first(); // twice is once
    expect(slots.open).toBe(3);
    // the freed slot is of link a and of 10.0.0.1: each takes one more
    slots.take('a', '10.0.0.3');
    slots.take('d', '10.0.0.1');
    expect(refusal(() => slots.take('e', '10.0.0.1'))).toEqual([
      'COMMON.TOO_MANY_STREAMS_ADDRESS',
      { limit: 3 },
    ]);
  });
});
