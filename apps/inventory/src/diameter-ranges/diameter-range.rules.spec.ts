import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { assertRangeOrder } from './diameter-range.rules';

describe('assertRangeOrder', () => {
  it.each([
    [0, 0],
    [10, 19],
    [40, 100],
    [0, 100],
    [55, 55],
  ])('accepts %i to %i', (lowerLimit, upperLimit) => {
    expect(() => assertRangeOrder({ lowerLimit, upperLimit })).not.toThrow();
  });

  it.each([
    [20, 19],
    [100, 0],
    [1, 0],
  ])('refuses %i to %i, naming both limits', (lowerLimit, upperLimit) => {
    const refusal = (() => {
      try {
        assertRangeOrder({ lowerLimit, upperLimit });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      key: 'DIAMETER_RANGE.LOWER_ABOVE_UPPER',
      params: { lower: lowerLimit, upper: upperLimit },
    });
  });
});
