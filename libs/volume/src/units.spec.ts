import { describe, expect, it } from 'vitest';
import {
  e4ToThousandths,
  formatE4,
  formatThousandths,
  m3ToE4,
  parseVolumeE4,
  parseVolumeThousandths,
  roundE4,
  roundHalfUp,
  sumE4,
} from './units';

describe('units', () => {
  it.each([
    [0.5, 1],
    [1.4999999, 1],
    [2.5, 3],
    // 1.005 * 1000 is 1004.9999999999999 in binary: half-up must still give 1005.
    [1.005 * 1000, 1005],
    [0.0345 * 10_000, 345],
  ])('rounds %d half-up to %d', (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  it.each([
    [0.6361, 3, 6360],
    [0.0345, 3, 350],
    [0.00409, 4, 41],
    [1.0005, 3, 10010],
    [0.12345, 4, 1235],
  ])('m3ToE4(%d, %d) = %d', (m3, decimals, expected) => {
    expect(m3ToE4(m3, decimals)).toBe(expected);
  });

  it('rounds ten-thousandths half-up', () => {
    expect(roundE4(6365, 3)).toBe(6370);
    expect(roundE4(6364, 3)).toBe(6360);
    expect(roundE4(2350, 2)).toBe(2400);
    expect(e4ToThousandths(6365)).toBe(637);
    expect(e4ToThousandths(6364)).toBe(636);
  });

  it('formats without floating point', () => {
    expect(formatE4(41, 4)).toBe('0.0041');
    expect(formatE4(6360, 3)).toBe('0.636');
    expect(formatE4(136_700, 2)).toBe('13.67');
    expect(formatThousandths(12_345)).toBe('12.345');
    expect(formatThousandths(7)).toBe('0.007');
  });

  it('parses decimals exactly and refuses extra precision', () => {
    expect(parseVolumeE4('0.636')).toBe(6360);
    expect(parseVolumeE4('12')).toBe(120_000);
    expect(parseVolumeThousandths('1.5')).toBe(1500);
    expect(() => parseVolumeThousandths('0.1234')).toThrow(/at most 3 decimals/);
    expect(() => parseVolumeE4('-1')).toThrow(/non-negative/);
    expect(() => parseVolumeE4('1e3')).toThrow(/non-negative decimal/);
  });

  it('sums 0.1 m3 ten thousand times without drift', () => {
    const total = sumE4(Array.from({ length: 10_000 }, () => 1000));
    expect(total).toBe(10_000_000);
    expect(formatThousandths(e4ToThousandths(total))).toBe('1000.000');
  });
});
