import { describe, expect, it } from 'vitest';
import { tableVolume } from '../measure-log';
import { m3ToE4 } from '../units';
import { gb4814Formula, gb4814Volume, gbShortOrLong, gbSmall, gbStandard } from './gb4814';

const PARAMS = { interpolateFromM: 10, interpolateToM: 10.4 };
const ch = (d: number, l: number): string => tableVolume('ch', d, l).volumeText;

describe('GB/T 4814 volumes (ch)', () => {
  // Cells of the published GB 4814-84 table quoted by the reference (ours/shared/reference), with
  // the corrections it names for typos in circulating copies (44 x 4.6 is 0.837, not 0.937).
  it.each([
    [14, 2, '0.036'],
    [30, 6.8, '0.636'],
    [4, 2, '0.0041'],
    [20, 1, '0.034'],
    [44, 4.6, '0.837'],
    [16, 1.7, '0.039'],
    [18, 1.7, '0.048'],
  ])('published cell D%d x L%d = %s', (d, l, expected) => {
    expect(ch(d, l)).toBe(expected);
  });

  // Further cells worked independently from the printed formulas (values before rounding in comments).
  it.each([
    [8, 2, '0.013'], // 0.013008
    [10, 4, '0.045'], // 0.045239
    [12, 6, '0.105'], // 0.104620
    [16, 3.4, '0.087'], // 0.086946
    [20, 4, '0.160'], // 0.160176
    [24, 6, '0.366'], // 0.365557
    [26, 5.2, '0.356'], // 0.356395
    [30, 4, '0.344'], // 0.343781
    [36, 8, '1.069'], // 1.069437
    [50, 9.8, '2.435'], // 2.434883
    [5, 2, '0.0058'], // 0.0058449, 4 decimals below 8 cm
    [6, 2, '0.0079'], // 0.0079180
    [7, 3, '0.0172'], // 0.0172240
    [60, 12, '4.182'], // long log 0.8 x 12 x 66^2 / 10000 = 4.18176
  ])('formula cell D%d x L%d = %s', (d, l, expected) => {
    expect(ch(d, l)).toBe(expected);
  });

  it('uses the short-log formula below 2 m and the regular ones from 2 m (1.9 / 2.0 boundary)', () => {
    expect(gb4814Formula(20, 1.9, PARAMS)).toBe('short');
    expect(gb4814Formula(20, 2, PARAMS)).toBe('standard');
    expect(gb4814Formula(12, 2, PARAMS)).toBe('small');
    expect(tableVolume('ch', 20, 1.9).volumeE4).toBe(m3ToE4(gbShortOrLong(20, 1.9), 3));
    expect(tableVolume('ch', 20, 2).volumeE4).toBe(m3ToE4(gbStandard(20, 2), 3));
    expect(tableVolume('ch', 20, 2).volumeE4).toBeGreaterThan(tableVolume('ch', 20, 1.9).volumeE4);
  });

  it('switches from the small-log to the 14 cm formula between 13 and 14 cm', () => {
    expect(tableVolume('ch', 13, 4).volumeE4).toBe(m3ToE4(gbSmall(13, 4), 3));
    expect(tableVolume('ch', 14, 4).volumeE4).toBe(m3ToE4(gbStandard(14, 4), 3));
    expect(tableVolume('ch', 14, 4).volumeE4).toBeGreaterThan(tableVolume('ch', 13, 4).volumeE4);
  });

  it('interpolates between 10.0 and 10.4 m: 10.2 m is the mean of the 10.0 m and the long-log 10.4 m volumes', () => {
    for (const d of [8, 14, 30, 60]) {
      const at10 = gb4814Volume(d, 10, PARAMS);
      const at104 = gbShortOrLong(d, 10.4);
      expect(gb4814Formula(d, 10, PARAMS)).toBe(d < 14 ? 'small' : 'standard');
      expect(gb4814Formula(d, 10.2, PARAMS)).toBe('interpolated');
      expect(gb4814Formula(d, 10.4, PARAMS)).toBe('long');
      expect(gb4814Volume(d, 10.2, PARAMS)).toBeCloseTo((at10 + at104) / 2, 12);
      expect(gb4814Volume(d, 10.4, PARAMS)).toBe(at104);
      const v100 = tableVolume('ch', d, 10).volumeE4;
      const v102 = tableVolume('ch', d, 10.2).volumeE4;
      const v104 = tableVolume('ch', d, 10.4).volumeE4;
      expect(v100).toBeLessThanOrEqual(v102);
      expect(v102).toBeLessThanOrEqual(v104);
    }
    expect(ch(30, 10)).toBe('1.012');
    expect(ch(30, 10.2)).toBe('1.022');
    expect(ch(30, 10.4)).toBe('1.031');
  });

  it('keeps 4 decimals up to 7 cm and 3 decimals from 8 cm', () => {
    expect(ch(7, 2)).toMatch(/^0\.\d{4}$/);
    expect(ch(8, 2)).toMatch(/^0\.\d{3}$/);
  });
});
