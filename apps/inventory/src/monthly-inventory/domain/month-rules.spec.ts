import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { bookInventoryE4, monthBounds, nextMonth, volumeOf } from './month-rules';

describe('monthly inventory rules (§3 Monthly inventory row, §5 month picker)', () => {
  const now = new Date('2026-11-30T20:00:00Z');

  it('steps to the next month across a year', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });

  it('bounds a month in the user zone', () => {
    const utc = monthBounds('2026-10', now, 0);
    expect([utc.from.toISOString(), utc.to.toISOString()]).toEqual([
      '2026-10-01T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
    const beijing = monthBounds('2026-02', now, 8);
    expect([beijing.from.toISOString(), beijing.to.toISOString()]).toEqual([
      '2026-01-31T16:00:00.000Z',
      '2026-02-28T16:00:00.000Z',
    ]);
  });

  it('refuses a future month, the zone deciding which month is current', () => {
    expect(() => monthBounds('2026-12', now, 0)).toThrow(DomainError);
    expect(monthBounds('2026-12', now, 8).from.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(() => monthBounds('2027-01', now, 8)).toThrow(DomainError);
  });

  it('shows volumes with 3 decimals and sums the book inventory', () => {
    expect(volumeOf(12_345)).toBe(1.235);
    expect(volumeOf(-5_000)).toBe(-0.5);
    expect(
      bookInventoryE4({
        openingE4: 100_000,
        inboundE4: 20_000,
        adjustedE4: 0,
        sawnE4: 5_000,
        manualSawnE4: 0,
        outboundE4: 30_000,
      }),
    ).toBe(85_000);
  });

  it.each([
    // 43.217 m3 on the book against the stock list's 43.360: a count found 0.143 m3 in excess (issue 35)
    [432_170, 0, 1_430, 433_600],
    [100_000, 20_000, -2_500, 117_500],
    [100_000, 0, 0, 100_000],
  ])(
    'adds the stock counts’ adjustments: opening %i, in %i, adjusted %i → %i',
    (openingE4, inboundE4, adjustedE4, book) => {
      expect(
        bookInventoryE4({ openingE4, inboundE4, adjustedE4, sawnE4: 0, manualSawnE4: 0, outboundE4: 0 }),
      ).toBe(book);
    },
  );
});
