import { type MeasuredReadings } from '../measuring';

/** One row of the diameter table: a diameter class (cm) and a length class (m). */
export interface PieceFilter {
  dia?: number | undefined;
  length?: number | undefined;
}

/**
 * The logs of a detail in the order the wood detail dialog lists them: by diameter class, then
 * length class, then their own order (arrival, or the sheet's); logs the standard cannot measure
 * (and dummies) last. With a filter, only the logs of that diameter and length class (the "view"
 * action of a table row). Returns indices into the measured logs.
 */
export function orderPieces(measured: MeasuredReadings, filter: PieceFilter = {}): number[] {
  const lengthCm = filter.length === undefined ? undefined : Math.round(filter.length * 100);
  const measurable = (i: number) => measured.volumeE4[i]! >= 0;
  const indices: number[] = [];
  for (let i = 0; i < measured.volumeE4.length; i++) {
    if (filter.dia !== undefined && (!measurable(i) || measured.diameterClass[i] !== filter.dia)) {
      continue;
    }
    if (lengthCm !== undefined && (!measurable(i) || measured.lengthClassCm[i] !== lengthCm)) {
      continue;
    }
    indices.push(i);
  }
  return indices.sort((a, b) => {
    const ma = measurable(a);
    const mb = measurable(b);
    if (ma !== mb) {
      return ma ? -1 : 1;
    }
    if (ma) {
      const byDiameter = measured.diameterClass[a]! - measured.diameterClass[b]!;
      const byLength = measured.lengthClassCm[a]! - measured.lengthClassCm[b]!;
      if (byDiameter !== 0 || byLength !== 0) {
        return byDiameter !== 0 ? byDiameter : byLength;
      }
    }
    return a - b;
  });
}

/** The class and volume of one measured log: nulls where the standard cannot measure it. */
export function measuredAt(
  measured: MeasuredReadings,
  i: number,
): { diameter: number | null; lengthClass: number | null; volume: number | null } {
  const volumeE4 = measured.volumeE4[i]!;
  return volumeE4 < 0
    ? { diameter: null, lengthClass: null, volume: null }
    : {
        diameter: measured.diameterClass[i]!,
        lengthClass: measured.lengthClassCm[i]! / 100,
        volume: volumeE4 / 10_000,
      };
}
