// Japanese Agricultural Standard for logs: the square of the small-end diameter.
// D in cm (already classed), L in m; L' is the length rounded down to whole metres.

export type JasFormula = 'under6m' | 'from6m';

/** Revised JAS taper factor from 6 m: 0.6 up to 28 cm, 0.8 from 30 to 58 cm, 1.0 from 60 cm. */
export function jasRevisedTaperFactor(d: number): number {
  if (d <= 28) {
    return 0.6;
  }
  return d < 60 ? 0.8 : 1;
}

/** JAS: L < 6 m: V = D^2 L / 10000; L >= 6 m: V = (D + (L' - 4) / 2)^2 L / 10000. */
export function jasVolume(d: number, l: number, revised: boolean): number {
  if (l < 6) {
    return (d * d * l) / 10_000;
  }
  const factor = revised ? jasRevisedTaperFactor(d) : 1;
  const x = d + (factor * (Math.floor(l + 1e-9) - 4)) / 2;
  return (x * x * l) / 10_000;
}

export function jasFormula(l: number): JasFormula {
  return l < 6 ? 'under6m' : 'from6m';
}
