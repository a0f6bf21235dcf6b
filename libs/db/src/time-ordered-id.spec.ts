import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

describe('time-ordered ids', () => {
  it('are version 7 UUIDs that sort by time', () => {
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map((ms) => timeOrderedId(ms));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]?.slice(0, 13)).toBe('018bcfe5-6800');
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedId(1)))).toHaveProperty('size', 1000);
  });
});
