/** A series sampled over the soak: minutes since its start, and the value. */
export interface Sample {
  minute: number;
  value: number;
}

export interface Fit {
  /** units per minute */
  slope: number;
  intercept: number;
  /** the slope's standard error (0 with fewer than three samples) */
  slopeError: number;
}

/** The least-squares line through the samples. */
export function leastSquares(samples: readonly Sample[]): Fit {
  const n = samples.length;
  if (n < 2) {
    return { slope: 0, intercept: samples[0]?.value ?? 0, slopeError: 0 };
  }
  const meanX = samples.reduce((sum, s) => sum + s.minute, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.value, 0) / n;
  const sxx = samples.reduce((sum, s) => sum + (s.minute - meanX) ** 2, 0);
  const sxy = samples.reduce((sum, s) => sum + (s.minute - meanX) * (s.value - meanY), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residuals = samples.reduce((sum, s) => sum + (s.value - intercept - slope * s.minute) ** 2, 0);
  const slopeError = n > 2 && sxx > 0 ? Math.sqrt(residuals / (n - 2) / sxx) : 0;
  return { slope, intercept, slopeError };
}

/** Fewer samples than this tell nothing about a trend: never judged growing. */
export const MIN_SAMPLES = 5;
/**
 * Nor a shorter span: in the first minutes a process still warms up (JIT, pools, caches, a heap
 * not yet collected), and two minutes of that read as a steep slope per hour.
 */
export const MIN_SPAN_MINUTES = 10;

/**
 * When a series grows without bound. Two conditions, both needed:
 * - the growth is large: the fitted slope would add more than `relativePerHour` of the series'
 *   level in an hour, and more than `absolutePerHour` (so a queue going from 0 to 2 or a counter at
 *   almost nothing is not "growth"). A heap that settles after warm-up and a pool that fills to its
 *   size rise early and then stay: their slope over the whole run is small against their level.
 * - the growth is real, not noise: the slope is more than three standard errors above zero (a flat
 *   noisy series has a slope of a few errors either way; about one run in 700 passes 3 by chance).
 */
export interface GrowthLimit {
  relativePerHour: number;
  absolutePerHour: number;
}

export interface Verdict {
  /** whether the samples span enough to tell (MIN_SAMPLES over MIN_SPAN_MINUTES) */
  judged: boolean;
  grows: boolean;
  /** the fitted growth, in units per hour */
  perHour: number;
  /** the series' level (the mean of its samples) */
  level: number;
}

export function growthVerdict(samples: readonly Sample[], limit: GrowthLimit): Verdict {
  const fit = leastSquares(samples);
  const level = samples.reduce((sum, s) => sum + s.value, 0) / Math.max(samples.length, 1);
  const perHour = fit.slope * 60;
  const large = perHour > Math.max(limit.absolutePerHour, limit.relativePerHour * Math.abs(level));
  const real = fit.slope > 3 * fit.slopeError;
  const minutes = samples.map((sample) => sample.minute);
  const judged =
    samples.length >= MIN_SAMPLES && Math.max(...minutes) - Math.min(...minutes) >= MIN_SPAN_MINUTES;
  return { judged, grows: judged && large && real, perHour, level };
}
