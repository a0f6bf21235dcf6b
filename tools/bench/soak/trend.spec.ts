import { randomSource } from '@timber/contracts';
import { describe, expect, it } from 'vitest';
import { growthVerdict, leastSquares, type Sample } from './trend';

const MB = 1024 * 1024;
const MEMORY = { relativePerHour: 0.2, absolutePerHour: 20 * MB };

const series = (minutes: number, value: (minute: number, noise: number) => number, seed = 1): Sample[] => {
  const random = randomSource(seed);
  return Array.from({ length: minutes }, (_, minute) => ({ minute, value: value(minute, random() * 2 - 1) }));
};

describe('the growth verdict', () => {
  it('fits the line exactly through points on it', () => {
    const fit = leastSquares(series(10, (m) => 3 + 2 * m));
    expect(fit.slope).toBeCloseTo(2, 10);
    expect(fit.intercept).toBeCloseTo(3, 10);
    expect(fit.slopeError).toBeCloseTo(0, 10);
  });

  it('flags memory rising 1 MB a minute over an hour, through noise', () => {
    const rising = series(60, (m, noise) => 200 * MB + m * MB + noise * 5 * MB);
    expect(growthVerdict(rising, MEMORY).grows).toBe(true);
  });

  it('does not flag a flat noisy series, whatever the seed', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const flat = series(60, (_m, noise) => 200 * MB + noise * 30 * MB, seed);
      expect(growthVerdict(flat, MEMORY).grows, `seed ${seed}`).toBe(false);
    }
  });

  it('does not flag a heap that warms up and then stays', () => {
    const settling = series(60, (m, noise) => 150 * MB + 50 * MB * (1 - Math.exp(-m / 3)) + noise * MB);
    expect(growthVerdict(settling, MEMORY).grows).toBe(false);
  });

  it('does not flag a small absolute rise, nor judge a run too short to tell', () => {
    const queue = series(60, (m) => m / 30);
    expect(growthVerdict(queue, { relativePerHour: 0.5, absolutePerHour: 100 }).grows).toBe(false);
    const short = series(3, (m) => 200 * MB + m * 50 * MB);
    expect(growthVerdict(short, MEMORY)).toMatchObject({ judged: false, grows: false });
    // two minutes read every 15 s: enough samples, too short a span
    const quick = Array.from({ length: 9 }, (_, i) => ({ minute: i / 4, value: 200 * MB + i * 5 * MB }));
    expect(growthVerdict(quick, MEMORY)).toMatchObject({ judged: false, grows: false });
  });
});
