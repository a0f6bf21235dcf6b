import { describe, expect, it } from 'vitest';
import { measureLog } from './measure-log';
import { priceRangeGroups, rangeGroupLabel, summarizeCounts, summarizeSheet } from './sheet';

describe('sheets', () => {
  it.each([
    [34, '30~38'],
    [39, '30~38'],
    [40, '40~48'],
    [8, '00~08'],
    [112, '110~118'],
  ])('labels diameter %d as %s', (d, label) => {
    expect(rangeGroupLabel(d)).toBe(label);
  });

  it('groups by diameter class and length, by tens, and totals exactly', () => {
    const logs = [
      { minDiameter: 30, maxDiameter: 32, length: 6 },
      { minDiameter: 31, maxDiameter: 31, length: 6 },
      { minDiameter: 24, maxDiameter: 24, length: 4 },
      { minDiameter: 12, maxDiameter: 12, length: 2 },
    ].map((input) => measureLog('ch', input));
    const summary = summarizeSheet(logs);
    expect(summary.rows.map((r) => [r.diameterClass, r.lengthClass, r.quantity, r.volume])).toEqual([
      [12, 2, 1, '0.027'],
      [24, 4, 1, '0.225'],
      [32, 6, 2, '1.238'],
    ]);
    expect(summary.rangeGroups.map((g) => [g.label, g.quantity, g.volume])).toEqual([
      ['10~18', 1, '0.027'],
      ['20~28', 1, '0.225'],
      ['30~38', 2, '1.238'],
    ]);
    expect(summary.totalQuantity).toBe(4);
    expect(summary.totalVolume).toBe('1.490');
    expect(summary.averageDiameter).toBe('25.0');
  });

  it('rounds the average diameter half-up to one decimal', () => {
    const summary = summarizeSheet([
      { diameterClass: 30, lengthClass: 6, volumeE4: 5990, quantity: 2 },
      { diameterClass: 32, lengthClass: 6, volumeE4: 6750, quantity: 1 },
      { diameterClass: 30, lengthClass: 6, volumeE4: 5990, quantity: 1 },
    ]);
    expect(summary.averageDiameter).toBe('30.5'); // 122 / 4
    expect(summarizeSheet([]).averageDiameter).toBe('0.0');
  });

  it('sums small-diameter 4-decimal volumes before rounding the total to 3 decimals', () => {
    const summary = summarizeCounts('ch', [{ diameterClass: 4, lengthClass: 2, quantity: 5 }]);
    expect(summary.totalVolumeE4).toBe(205); // 5 x 0.0041
    expect(summary.totalVolume).toBe('0.021'); // 0.0205 half-up
  });

  it('supports the manual calculator: a length and counts for diameters 10 to 68 step 2', () => {
    const counts = Array.from({ length: 30 }, (_, i) => ({
      diameterClass: 10 + 2 * i,
      lengthClass: 6,
      quantity: 1,
    }));
    const summary = summarizeCounts('ch', counts);
    expect(summary.totalQuantity).toBe(30);
    expect(summary.rows).toHaveLength(30);
    expect(summary.averageDiameter).toBe('39.0');
  });

  it('prices range groups per m3 in cents, rounding each group down to the cent', () => {
    const summary = summarizeSheet([
      { diameterClass: 32, lengthClass: 6, volumeE4: 6750, quantity: 3 },
      { diameterClass: 24, lengthClass: 4, volumeE4: 2220, quantity: 1 },
    ]);
    const priced = priceRangeGroups(summary, { '30~38': 128_050, '20~28': 99_999 });
    expect(priced.groups.map((g) => [g.label, g.amountCents])).toEqual([
      ['20~28', 22_199], // 0.222 x 999.99 = 221.99778
      ['30~38', 259_301], // 2.025 x 1280.50 = 2593.0125
    ]);
    expect(priced.totalCents).toBe(281_500);
  });
});
