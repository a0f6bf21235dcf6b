import { describe, expect, it } from 'vitest';
import { CHART_COLORS, chartColor, labelEvery, niceTicks, sharesOf, slicePath } from './chart-geometry';

describe('chart geometry', () => {
  it('puts ticks on 1, 2 or 5 times a power of ten, from 0 to at least the largest value', () => {
    expect(niceTicks(97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0.42)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(niceTicks(0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('gives each value its share of the whole, nothing for a negative one', () => {
    expect(sharesOf([1, 3])).toEqual([0.25, 0.75]);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
    expect(sharesOf([2, -1])).toEqual([1, 0]);
  });

  it('draws pie and donut slices, and a whole circle as a ring with no seam', () => {
    expect(slicePath(100, 100, 100, 0, 0, Math.PI / 2)).toBe(
      'M 100.000 0.000 A 100 100 0 0 1 200.000 100.000 L 100 100 Z',
    );
    expect(slicePath(100, 100, 100, 50, 0, Math.PI / 2)).toBe(
      'M 100.000 0.000 A 100 100 0 0 1 200.000 100.000 L 150.000 100.000 A 50 50 0 0 0 100.000 50.000 Z',
    );
    expect(slicePath(100, 100, 100, 0, 0, 1.5 * Math.PI)).toContain('A 100 100 0 1 1');
    expect(slicePath(100, 100, 100, 0, 0, 2 * Math.PI)).toBe(
      'M 100.000 0.000 A 100 100 0 1 1 100.000 200.000 A 100 100 0 1 1 100.000 0.000 Z',
    );
    expect(slicePath(100, 100, 100, 50, 0, 2 * Math.PI).match(/M /g)).toHaveLength(2);
  });

  it('spaces axis labels so they do not overlap, and cycles the colours', () => {
    expect(labelEvery(30, 600)).toBe(3);
    expect(labelEvery(7, 600)).toBe(1);
    expect(chartColor(0)).toBe('var(--tb-primary-500)');
    expect(chartColor(CHART_COLORS.length)).toBe(chartColor(0));
  });
});
