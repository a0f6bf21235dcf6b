import { DomainError } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { assertCirclesInside, assertMeasurable, assertReferenceUsable } from './review-rules';

const outcome = (work: () => void): string => {
  try {
    work();
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) {
      return `${error.key}${error.params.index === undefined ? '' : `#${error.params.index}`}`;
    }
    throw error;
  }
};

describe('circles of a review on a 640 x 480 photo', () => {
  it.each([
    [[{ x: 0, y: 0, r: 10 }], 'ok'],
    [[{ x: 640, y: 480, r: 10 }], 'ok'],
    [[{ x: 320, y: 240, r: 240 }], 'ok'],
    [[{ x: 320, y: 240, r: 240.1 }], 'COUNT.CIRCLE_OUTSIDE#0'],
    [[], 'ok'],
    [
      [
        { x: 10, y: 10, r: 5 },
        { x: 641, y: 10, r: 5 },
      ],
      'COUNT.CIRCLE_OUTSIDE#1',
    ],
    [[{ x: 10, y: 481, r: 5 }], 'COUNT.CIRCLE_OUTSIDE#0'],
    [[{ x: 10, y: 10, r: 641 }], 'COUNT.CIRCLE_OUTSIDE#0'],
    [[{ x: 10, y: 10, r: 0 }], 'COUNT.CIRCLE_OUTSIDE#0'],
  ])('%j: %s', (circles, expected) => {
    expect(outcome(() => assertCirclesInside(circles, 640, 480))).toBe(expected);
  });
});

describe('scale references on a 640 x 480 photo (at least 10 px long)', () => {
  it.each([
    [{ kind: 'stick', x1: 10, y1: 10, x2: 110, y2: 10, lengthCm: 100 } as const, 'ok'],
    [{ kind: 'stick', x1: 10, y1: 10, x2: 16, y2: 18, lengthCm: 100 } as const, 'ok'],
    [{ kind: 'stick', x1: 10, y1: 10, x2: 10, y2: 19.9, lengthCm: 100 } as const, 'COUNT.REFERENCE_INVALID'],
    [{ kind: 'stick', x1: 10, y1: 10, x2: 700, y2: 10, lengthCm: 100 } as const, 'COUNT.REFERENCE_INVALID'],
    [{ kind: 'pile', x1: 0, x2: 640, lengthM: 6 } as const, 'ok'],
    [{ kind: 'pile', x1: 300, x2: 309, lengthM: 6 } as const, 'COUNT.REFERENCE_INVALID'],
    [{ kind: 'pile', x1: 0, x2: 641, lengthM: 6 } as const, 'COUNT.REFERENCE_INVALID'],
  ])('%j: %s', (reference, expected) => {
    expect(outcome(() => assertReferenceUsable(reference, 640, 480))).toBe(expected);
  });
});

describe('standard and log length', () => {
  it.each([
    [null, null, 'ok'],
    [null, 4, 'ok'],
    ['ch', null, 'ok'],
    ['ch', 4, 'ok'],
    ['rus_stp', 6, 'ok'],
    ['gb', 4, 'COUNT.STANDARD_UNKNOWN'],
    ['ch', 0.5, 'COUNT.LENGTH_NOT_MEASURABLE'],
    ['ch', 40, 'COUNT.LENGTH_NOT_MEASURABLE'],
  ])('%s with %s m: %s', (standard, length, expected) => {
    expect(outcome(() => assertMeasurable(standard, length))).toBe(expected);
  });
});
