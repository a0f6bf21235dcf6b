import { DomainError } from '@timber/contracts';

/**
 * §5 Diameter range: the limits are integers 0 to 100 (checked by the request schema) and the
 * range is not upside down; lower = upper is a one-class range.
 */
export function assertRangeOrder(range: { lowerLimit: number; upperLimit: number }): void {
  if (range.lowerLimit > range.upperLimit) {
    throw new DomainError('DIAMETER_RANGE.LOWER_ABOVE_UPPER', {
      lower: range.lowerLimit,
      upper: range.upperLimit,
    });
  }
}
