import { describe, expect, it } from 'vitest';
import { businessNoOf, localTime, periodOf } from './periods';

describe('ledger periods', () => {
  const now = new Date('2026-11-26T20:00:00Z'); // 27 Nov 04:00 in Beijing (UTC+8)

  it('defaults to the first of the month to today, in the caller’s days', () => {
    expect(periodOf(undefined, undefined, 0, now)).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-27T00:00:00Z'),
    });
    expect(periodOf(undefined, undefined, 8, now)).toEqual({
      from: new Date('2026-10-31T16:00:00Z'),
      to: new Date('2026-11-27T16:00:00Z'),
    });
  });

  it('takes the days given, the end day whole', () => {
    expect(periodOf('2026-10-05', '2026-10-05', -5.5, now)).toEqual({
      from: new Date('2026-10-05T05:30:00Z'),
      to: new Date('2026-10-06T05:30:00Z'),
    });
  });

  it('writes times and business numbers', () => {
    expect(localTime(new Date('2026-11-26T20:00:00Z'), 8)).toBe('2026-11-27 04:00:00');
    expect(businessNoOf(1, 42)).toBe('XF0000000042');
    expect(businessNoOf(2, 7)).toBe('CZ0000000007');
  });
});
