// GB/T 4814 log volume formulas (GB 4814-84 text, kept by the 2013 edition). D is the diameter
// class in cm, L the length class in m, V in m3 before rounding.

/** Which formula produced a GB/T 4814 volume; the UI shows it next to the figure. */
export type Gb4814Formula = 'short' | 'small' | 'standard' | 'interpolated' | 'long';

/** Short logs (L < 2 m) and long logs: V = 0.8 L (D + 0.5 L)^2 / 10000. */
export function gbShortOrLong(d: number, l: number): number {
  const x = d + 0.5 * l;
  return (0.8 * l * x * x) / 10_000;
}

/** Small logs (D 4 to 13 cm), 2 to 10 m: V = 0.7854 L (D + 0.45 L + 0.2)^2 / 10000. */
export function gbSmall(d: number, l: number): number {
  const x = d + 0.45 * l + 0.2;
  return (0.7854 * l * x * x) / 10_000;
}

/** D >= 14 cm, 2 to 10 m: V = 0.7854 L (D + 0.5 L + 0.005 L^2 + 0.000125 L (14 - L)^2 (D - 10))^2 / 10000. */
export function gbStandard(d: number, l: number): number {
  const taper = 14 - l;
  const x = d + 0.5 * l + 0.005 * l * l + 0.000125 * l * taper * taper * (d - 10);
  return (0.7854 * l * x * x) / 10_000;
}

/** The formula for D 2..10 m: small below 14 cm, standard from 14 cm. */
function gbRegular(d: number, l: number): number {
  return d < 14 ? gbSmall(d, l) : gbStandard(d, l);
}

export interface Gb4814Params {
  /** Last length of the regular formulas (10.0 m). */
  readonly interpolateFromM: number;
  /** First length of the long-log formula (10.4 m). */
  readonly interpolateToM: number;
}

/** Classifies the formula used for a diameter and length class. */
export function gb4814Formula(d: number, l: number, params: Gb4814Params): Gb4814Formula {
  if (l < 2) {
    return 'short';
  }
  if (l <= params.interpolateFromM) {
    return d < 14 ? 'small' : 'standard';
  }
  return l < params.interpolateToM ? 'interpolated' : 'long';
}

/**
 * Volume in m3 before rounding. Between interpolateFromM and interpolateToM (10.0 and 10.4 m) the
 * volume is interpolated linearly between the regular formula at 10.0 m and the long-log formula at
 * 10.4 m, so 10.2 m is the mean of the two (the trade practice the reference names).
 */
export function gb4814Volume(d: number, l: number, params: Gb4814Params): number {
  switch (gb4814Formula(d, l, params)) {
    case 'short':
    case 'long':
      return gbShortOrLong(d, l);
    case 'small':
      return gbSmall(d, l);
    case 'standard':
      return gbStandard(d, l);
    case 'interpolated': {
      const from = gbRegular(d, params.interpolateFromM);
      const to = gbShortOrLong(d, params.interpolateToM);
      const t = (l - params.interpolateFromM) / (params.interpolateToM - params.interpolateFromM);
      return from + (to - from) * t;
    }
  }
}
