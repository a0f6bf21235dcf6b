import { COUNT_IMAGE_STATUS } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { awaitsRecognition } from './recognition-rules';

describe('awaitsRecognition (what the worker’s events may still change)', () => {
  it.each([
    [COUNT_IMAGE_STATUS.UPLOADED, true],
    [COUNT_IMAGE_STATUS.PROCESSING, true],
    [COUNT_IMAGE_STATUS.FAILED, false],
    [COUNT_IMAGE_STATUS.PROCESSED, false],
    [COUNT_IMAGE_STATUS.CONFIRMED, false],
  ])('image status %i → %s', (status, expected) => {
    expect(awaitsRecognition(status)).toBe(expected);
  });
});
