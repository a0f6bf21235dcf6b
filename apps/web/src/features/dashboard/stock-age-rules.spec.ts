import { describe, expect, it } from 'vitest';
import { stockAgeErrors } from './stock-age-rules';

describe('the stock-age rule form (spec §7 /invalarm/save {minimum, months})', () => {
  it.each([
    [{ minimum: 5, months: 6 }, {}],
    [{ minimum: 1, months: 1 }, {}],
    [{ minimum: 1_000_000, months: 120 }, {}],
    [{ minimum: 5, months: 0 }, { months: 'stockAge.monthsInvalid' }],
    [{ minimum: 5, months: 121 }, { months: 'stockAge.monthsInvalid' }],
    [{ minimum: 5, months: 1.5 }, { months: 'stockAge.monthsInvalid' }],
    [{ minimum: 0, months: 6 }, { minimum: 'stockAge.minimumInvalid' }],
    [
      { minimum: null, months: null },
      { minimum: 'stockAge.minimumInvalid', months: 'stockAge.monthsInvalid' },
    ],
  ])('%j: %j', (draft, errors) => {
    expect(stockAgeErrors(draft)).toEqual(errors);
  });
});
