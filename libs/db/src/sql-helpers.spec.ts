import { describe, expect, it } from 'vitest';
import { dayStart, escapeLike, isUniqueViolation } from './sql-helpers';

describe('dayStart', () => {
  it.each([
    ['2024-03-10', 0, 0, '2024-03-10T00:00:00.000Z'],
    ['2024-03-10', 8, 0, '2024-03-09T16:00:00.000Z'],
    ['2024-03-10', 8, 1, '2024-03-10T16:00:00.000Z'],
    ['2024-03-10', -5.5, 0, '2024-03-10T05:30:00.000Z'],
    ['2024-12-31', 0, 1, '2025-01-01T00:00:00.000Z'],
    ['2024-02-28', 3, 1, '2024-02-28T21:00:00.000Z'],
  ])('%s at UTC%+d plus %d day(s) is %s', (day, offset, plus, instant) => {
    expect(dayStart(day, offset, plus).toISOString()).toBe(instant);
  });
});

describe('escapeLike', () => {
  it('escapes the pattern characters', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('isUniqueViolation', () => {
  it('matches code 23505 and, when named, the constraint', () => {
    const error = { code: '23505', constraint: 'locations_name' };
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'locations_name')).toBe(true);
    expect(isUniqueViolation(error, 'customers_no')).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
  });
});
