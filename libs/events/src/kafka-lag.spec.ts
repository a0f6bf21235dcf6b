import { describe, expect, it } from 'vitest';
import { topicLag } from './kafka-lag';

describe('topicLag', () => {
  const ends = [
    { partition: 0, low: '0', high: '10' },
    { partition: 1, low: '4', high: '7' },
    { partition: 2, low: '0', high: '0' },
  ];

  it('sums the high watermark minus the committed offset over the partitions', () => {
    const committed = [
      { partition: 0, offset: '8' },
      { partition: 1, offset: '7' },
      { partition: 2, offset: '-1' },
    ];
    expect(topicLag(ends, committed, true)).toBe(2);
  });

  it('counts a partition without a commit from where the group starts', () => {
    expect(topicLag(ends, [], true)).toBe(10 + 3);
    expect(topicLag(ends, [{ partition: 0, offset: '-1' }], false)).toBe(0);
  });

  it('never answers below zero (a commit newer than the ends read)', () => {
    expect(topicLag([{ partition: 0, low: '0', high: '5' }], [{ partition: 0, offset: '6' }], true)).toBe(0);
  });
});
