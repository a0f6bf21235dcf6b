import { describe, expect, it } from 'vitest';
import { isoDate } from '../format/format';
import { RANGE_SHORTCUTS, shortcutRange } from './date-shortcuts';

const days = (range: [Date, Date]) => range.map(isoDate);

describe('date range shortcuts (spec §2 Sawing statistics)', () => {
  const today = new Date(2026, 4, 20, 15, 30);

  it('ends every range today, from midnight', () => {
    for (const shortcut of RANGE_SHORTCUTS) {
      const [from, to] = shortcutRange(shortcut, today);
      expect(isoDate(to)).toBe('2026-05-20');
      expect(from.getHours()).toBe(0);
      expect(from.getTime()).toBeLessThanOrEqual(to.getTime());
    }
  });

  it.each([
    ['today', '2026-05-20'],
    ['week', '2026-05-14'],
    ['month', '2026-04-20'],
    ['quarter', '2026-02-20'],
    ['halfYear', '2025-11-20'],
    ['year', '2025-05-20'],
  ] as const)('%s starts on %s', (shortcut, start) => {
    expect(days(shortcutRange(shortcut, today))[0]).toBe(start);
  });

  it('keeps to the last day of a shorter month', () => {
    expect(days(shortcutRange('month', new Date(2026, 2, 31)))).toEqual(['2026-02-28', '2026-03-31']);
    expect(days(shortcutRange('quarter', new Date(2024, 4, 31)))).toEqual(['2024-02-29', '2024-05-31']);
    expect(days(shortcutRange('week', new Date(2026, 0, 3)))).toEqual(['2025-12-28', '2026-01-03']);
  });
});
